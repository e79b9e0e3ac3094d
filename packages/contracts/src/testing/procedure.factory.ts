import type { FaceAnnotationPointInput } from '../procedures/face-annotation.schemas.ts';
import type { CreateProcedureInput, MedicationInput } from '../procedures/procedure.schemas.ts';

let pointSequence = 0;

export function buildMedication(overrides: Partial<MedicationInput> = {}): MedicationInput {
  return {
    name: 'Amoxicillin',
    dosage: '500 mg',
    frequency: 'Three times a day',
    start_date: '2026-03-01',
    notes: 'Duration: 7 days',
    ...overrides,
  };
}

export function buildFacePoint(overrides: Partial<FaceAnnotationPointInput> = {}): FaceAnnotationPointInput {
  pointSequence += 1;
  return {
    id: `point-${Date.now().toString(36)}-${pointSequence}`,
    x: 42.5,
    y: 38,
    view: 'front',
    condition: 'Acne scarring',
    treatment: 'Microneedling',
    notes: '',
    medications: '',
    treatment_date: '2026-03-01',
    ...overrides,
  };
}

/** A valid new-procedure payload for `patientId`; plain data, no I/O. */
export function buildProcedureInput(
  patientId: number,
  overrides: Partial<CreateProcedureInput> = {},
): CreateProcedureInput {
  return {
    patient_id: patientId,
    name: 'Chemical Peel',
    doctor_name: 'Dr. Jose Rizal',
    details: 'Light peel, sensitive skin',
    start_datetime: '2026-03-01T09:30',
    end_datetime: null,
    status: 'scheduled',
    medications: [buildMedication()],
    ...overrides,
  };
}

/** A front-desk booking for `patientId`: a scheduled procedure with no clinical field. */
export function buildBookingInput(
  patientId: number,
  overrides: Partial<CreateProcedureInput> = {},
): CreateProcedureInput {
  const { details: _details, medications: _medications, ...booking } = buildProcedureInput(patientId);
  return {
    ...booking,
    end_datetime: '2026-03-01T10:00',
    booking_note: 'Prefers the afternoon next time',
    ...overrides,
  };
}
