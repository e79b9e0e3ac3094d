import type { Photo, PhotoUploadFields } from '@clinic/contracts';
import { uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

export interface UploadPhotoVariables {
  fields: PhotoUploadFields;
  file: File;
  onProgress?: (fraction: number) => void;
}

export function uploadPhoto(procedureId: number, { fields, file, onProgress }: UploadPhotoVariables): Promise<Photo> {
  const body = new FormData();
  body.append('kind', fields.kind);
  body.append('angle', fields.angle);
  body.append('note', fields.note);
  body.append('file', file);
  return uploadWithProgress<Photo>({ method: 'POST', path: `/procedures/${procedureId}/photos`, body, onProgress });
}

export function useUploadPhoto(procedureId: number) {
  return useRefreshingMutation((variables: UploadPhotoVariables) => uploadPhoto(procedureId, variables), 'photo');
}
