/** The procedure form's field labels, shared with the patient's history. */
export const PROCEDURE_FIELD_LABELS = {
  name: 'Procedure name',
  doctor_name: 'Doctor name',
  status: 'Status',
  start_datetime: 'Scheduled date',
  end_datetime: 'End date',
  details: 'Details',
  points: 'Face diagram points',
  booking_note: 'Booking note',
} as const;

/** A medication row's field labels on the procedure form. */
export const MEDICATION_FIELD_LABELS = {
  name: 'Medication name',
  dosage: 'Dosage',
  frequency: 'Frequency',
  start_date: 'Start date',
  notes: 'Duration',
} as const;
