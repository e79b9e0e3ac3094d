import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.ts';
import { recordIdSchema } from '../common/ids.ts';
import { multiLineText, singleLineText } from '../common/text.ts';
import { INVENTORY_MESSAGES, positiveQuantity } from '../inventory/inventory.schemas.ts';

export const FACE_VIEWS = ['front', 'side'] as const;
export type FaceView = (typeof FACE_VIEWS)[number];
export const DEFAULT_FACE_VIEW: FaceView = 'front';

export const FACE_ANNOTATION_MESSAGES = {
  conditionRequired: 'Condition is required',
  treatmentRequired: 'Treatment is required',
  coordinateRange: 'Position must be between 0 and 100',
  unknownView: 'View must be front or side',
  invalidTreatmentDate: 'Enter a valid treatment date',
  pointNotFound: 'Annotation point not found',
  deleteFailed: 'Failed to delete annotation point. Please try again.',
} as const;

export const pointLabel = (index: number) => `Point ${index + 1}`;

const coordinate = z
  .number({ message: FACE_ANNOTATION_MESSAGES.coordinateRange })
  .min(0, { message: FACE_ANNOTATION_MESSAGES.coordinateRange })
  .max(100, { message: FACE_ANNOTATION_MESSAGES.coordinateRange });

const requiredText = (message: string) => multiLineText({ message }).trim().min(1, { message }).max(2000);

/** A point's id: text, or a number (a client's timestamp, say) kept as its text. */
const pointIdSchema = z.union([z.string(), z.number()]).transform(String).pipe(singleLineText().min(1).max(100));

const optionalId = recordIdSchema()
  .nullish()
  .transform((value) => value ?? undefined);

/** What went into a point: product, lot and amount, all three or none (keys a spec client never sends). */
const productOnPoint = {
  product_id: optionalId,
  lot_id: optionalId,
  amount: positiveQuantity(INVENTORY_MESSAGES.amountPositive)
    .nullish()
    .transform((value) => value ?? undefined),
};

/** A point as a client sends it; the server fills label and timestamps when missing. */
export const faceAnnotationPointInputSchema = z
  .object({
    id: pointIdSchema,
    x: coordinate,
    y: coordinate,
    view: z.enum(FACE_VIEWS, { message: FACE_ANNOTATION_MESSAGES.unknownView }).default(DEFAULT_FACE_VIEW),
    label: singleLineText().max(100).optional(),
    condition: requiredText(FACE_ANNOTATION_MESSAGES.conditionRequired),
    treatment: requiredText(FACE_ANNOTATION_MESSAGES.treatmentRequired),
    notes: multiLineText()
      .max(4000)
      .nullish()
      .transform((value) => value ?? ''),
    medications: multiLineText()
      .max(4000)
      .nullish()
      .transform((value) => value ?? ''),
    treatment_date: z
      .string()
      .nullish()
      .refine((value) => !value || isValidIsoDate(value), { message: FACE_ANNOTATION_MESSAGES.invalidTreatmentDate })
      .transform((value) => value || null),
    created_at: z.string().optional(),
    updated_at: z.string().optional(),
    ...productOnPoint,
  })
  .refine(
    (point) => [point.product_id, point.lot_id, point.amount].filter((value) => value !== undefined).length % 3 === 0,
    { message: INVENTORY_MESSAGES.productNeedsLotAndAmount, path: ['lot_id'] },
  );
export type FaceAnnotationPointInput = z.input<typeof faceAnnotationPointInputSchema>;

export const faceAnnotationPointsInputSchema = z
  .array(faceAnnotationPointInputSchema)
  .max(200)
  .refine((points) => new Set(points.map((point) => point.id)).size === points.length, {
    message: 'Each annotation point needs its own id',
  });

export const faceAnnotationPointSchema = z.object({
  id: z.string(),
  x: z.number(),
  y: z.number(),
  view: z.enum(FACE_VIEWS),
  label: z.string(),
  condition: z.string(),
  treatment: z.string(),
  notes: z.string(),
  medications: z.string(),
  treatment_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  product_id: z.number().int().optional(),
  lot_id: z.number().int().optional(),
  amount: z.number().optional(),
});
export type FaceAnnotationPoint = z.infer<typeof faceAnnotationPointSchema>;

export const saveFaceAnnotationsInputSchema = z.object({
  procedure_id: recordIdSchema(),
  patient_id: recordIdSchema(),
  annotations: faceAnnotationPointsInputSchema,
});

export const faceAnnotationSetSchema = z.object({
  procedure_id: z.number().int(),
  patient_id: z.number().int(),
  annotations: z.array(faceAnnotationPointSchema),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type FaceAnnotationSet = z.infer<typeof faceAnnotationSetSchema>;

/** A point as sent or as stored: its label and timestamps may still be missing. */
type PointToComplete = Omit<FaceAnnotationPoint, 'label' | 'created_at' | 'updated_at'> & {
  label?: string | undefined;
  created_at?: string | undefined;
  updated_at?: string | undefined;
};

/**
 * Points as stored: labels numbered by position when a client left them out, and timestamps kept
 * from the earlier version of the same point.
 */
export function completePoints(
  points: readonly PointToComplete[],
  previous: readonly FaceAnnotationPoint[],
  now: string,
): FaceAnnotationPoint[] {
  const earlier = new Map(previous.map((point) => [point.id, point]));
  return points.map((point, index) => {
    const before = earlier.get(point.id);
    const { created_at: createdAt, updated_at: _ignored, label, ...fields } = point;
    const unchanged = before !== undefined && samePointContent(before, { ...fields, label: label || before.label });
    return {
      ...fields,
      label: label || before?.label || pointLabel(index),
      created_at: before?.created_at ?? createdAt ?? now,
      updated_at: unchanged ? before.updated_at : now,
    };
  });
}

function samePointContent(before: FaceAnnotationPoint, after: Omit<FaceAnnotationPoint, 'created_at' | 'updated_at'>) {
  return (Object.keys(after) as (keyof typeof after)[]).every((key) => before[key] === after[key]);
}
