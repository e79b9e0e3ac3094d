import { describe, expect, it } from 'vitest';
import { bookingFormSchema, bookingPayload, clinicalFieldsIn } from './booking.ts';

describe('clinicalFieldsIn', () => {
  it('names each clinical field sent, empty or null too, and a status beyond booked', () => {
    expect(clinicalFieldsIn({ name: 'Peel', booking_note: 'Afternoons' })).toEqual([]);
    expect(clinicalFieldsIn({ details: '', medications: [], notes: null, status: 'scheduled' })).toEqual([
      'details',
      'medications',
      'notes',
    ]);
    expect(clinicalFieldsIn({ face_annotations: [], product_lines: [], status: 'ongoing' })).toEqual([
      'face_annotations',
      'product_lines',
      'status',
    ]);
    expect(clinicalFieldsIn(null)).toEqual([]);
  });
});

describe('the booking form', () => {
  it('books a scheduled procedure ending after its duration, with the note and no clinical field', () => {
    const form = bookingFormSchema.parse({
      patient_id: 4,
      name: ' Consultation ',
      service_id: null,
      doctor_name: 'Dr. Jose Rizal',
      start_datetime: '2026-03-12T15:00',
      duration_minutes: 45,
      booking_note: '  ',
    });
    const payload = bookingPayload(form);
    expect(payload).toEqual({
      patient_id: 4,
      name: 'Consultation',
      service_id: null,
      doctor_name: 'Dr. Jose Rizal',
      start_datetime: '2026-03-12T07:00:00.000Z',
      end_datetime: '2026-03-12T07:45:00.000Z',
      status: 'scheduled',
      booking_note: null,
    });
    expect(clinicalFieldsIn(payload)).toEqual([]);
  });

  it('asks for a patient', () => {
    const result = bookingFormSchema.safeParse({
      patient_id: null,
      name: 'Consultation',
      service_id: null,
      doctor_name: 'Dr. Jose Rizal',
      start_datetime: '2026-03-12T15:00',
      duration_minutes: 30,
      booking_note: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose a patient']);
  });
});
