import type { PhotoSize } from '@clinic/contracts';
import { RESOURCES } from '../../../lib/query-keys.ts';

/** Cache keys of the photos feature; uploads and deletions invalidate them all. */
export const photoKeys = {
  all: [RESOURCES.photos] as const,
  ofProcedure: (procedureId: number) => [...photoKeys.all, 'procedure', procedureId] as const,
  ofPatient: (patientId: number) => [...photoKeys.all, 'patient', patientId] as const,
  link: (photoId: number, size: PhotoSize) => [...photoKeys.all, 'link', photoId, size] as const,
};
