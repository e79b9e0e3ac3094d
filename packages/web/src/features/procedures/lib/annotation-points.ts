import { DEFAULT_FACE_VIEW, pointLabel, type FaceAnnotationPoint, type FaceView } from '@clinic/contracts';
import { isUsageComplete } from './product-usage.ts';

/** A point being edited in the browser; server timestamps are filled in on save. */
export type DraftPoint = Omit<FaceAnnotationPoint, 'created_at' | 'updated_at'> & {
  created_at?: string;
  updated_at?: string;
};

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));

let sequence = 0;
function newPointId(): string {
  sequence += 1;
  return globalThis.crypto?.randomUUID?.() ?? `point-${Date.now().toString(36)}-${sequence}`;
}

export function createPoint(
  points: readonly DraftPoint[],
  x: number,
  y: number,
  view: FaceView = DEFAULT_FACE_VIEW,
): DraftPoint {
  return {
    id: newPointId(),
    x: clamp(x),
    y: clamp(y),
    view,
    label: pointLabel(points.length),
    condition: '',
    treatment: '',
    notes: '',
    medications: '',
    treatment_date: null,
  };
}

export const movePoint = (point: DraftPoint, x: number, y: number): DraftPoint => ({
  ...point,
  x: clamp(x),
  y: clamp(y),
});

/** Labels follow the order of the points, so removing one renumbers the rest. */
export const relabel = (points: readonly DraftPoint[]): DraftPoint[] =>
  points.map((point, index) => ({ ...point, label: pointLabel(index) }));

/** Condition and treatment given, and a product's lot and amount when it names a product. */
export const isPointComplete = (point: DraftPoint) =>
  point.condition.trim() !== '' && point.treatment.trim() !== '' && isUsageComplete(point);
