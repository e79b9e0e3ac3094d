import { z } from 'zod';
import { faceAnnotationPointSchema, pointLabel, type FaceAnnotationPoint } from './face-annotation.schemas.ts';

export const FACE_ANNOTATIONS_VERSION = '1.0';

export interface ProcedureDetails {
  /** The free text a person wrote. */
  text: string;
  points: FaceAnnotationPoint[];
}

const storedPointSchema = faceAnnotationPointSchema.partial({
  label: true,
  notes: true,
  medications: true,
  treatment_date: true,
  created_at: true,
  updated_at: true,
});

const currentFormSchema = z.object({
  originalDetails: z.string().nullish(),
  faceAnnotations: z.object({ version: z.string().optional(), points: z.array(storedPointSchema) }).nullish(),
});
const olderFormSchema = z.object({ version: z.string(), points: z.array(storedPointSchema) });

/** True when the text claims to be JSON: the portal's JSON forms always start with a brace. */
export const looksLikeJson = (details: string) => details.trimStart().startsWith('{');

/**
 * Reads a procedure's details in any of the three forms the portal has written: plain text, the
 * JSON `{originalDetails, faceAnnotations}` or the older `{version, points}`. Undefined when the
 * text claims to be JSON but is not one of them.
 */
export function parseProcedureDetails(details: string | null | undefined): ProcedureDetails | undefined {
  if (!details || !looksLikeJson(details)) return { text: details ?? '', points: [] };
  let json: unknown;
  try {
    json = JSON.parse(details);
  } catch {
    return undefined;
  }
  const older = olderFormSchema.safeParse(json);
  if (older.success) return { text: '', points: older.data.points.map(withDefaults) };
  const current = currentFormSchema.safeParse(json);
  if (!current.success) return undefined;
  return {
    text: current.data.originalDetails ?? '',
    points: (current.data.faceAnnotations?.points ?? []).map(withDefaults),
  };
}

/** Points as the database holds them, in the contract's shape and key order. */
export function storedFacePoints(stored: unknown): FaceAnnotationPoint[] {
  const parsed = z.array(storedPointSchema).safeParse(stored);
  return parsed.success ? parsed.data.map(withDefaults) : [];
}

function withDefaults(point: z.infer<typeof storedPointSchema>, index: number): FaceAnnotationPoint {
  const stamp = point.updated_at ?? point.created_at ?? '';
  return {
    ...point,
    label: point.label ?? pointLabel(index),
    notes: point.notes ?? '',
    medications: point.medications ?? '',
    treatment_date: point.treatment_date ?? null,
    created_at: point.created_at ?? stamp,
    updated_at: stamp,
  };
}

/**
 * A procedure's details as the spec reads them, composed from the text a person wrote and the
 * diagram's points: the text alone without points, the spec's JSON form with them.
 */
export function composeProcedureDetails<Text extends string | null>(
  text: Text,
  points: readonly FaceAnnotationPoint[],
  lastUpdated: string,
): Text | string {
  if (points.length === 0) return text;
  return JSON.stringify({
    originalDetails: text ?? '',
    faceAnnotations: { version: FACE_ANNOTATIONS_VERSION, points, last_updated: lastUpdated },
  });
}
