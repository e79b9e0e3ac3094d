import { describe, expect, it } from 'vitest';
import { describeFieldChange, historyFieldLabel, historyFieldValue } from './history-fields.ts';

describe('a change in the history', () => {
  it('is labelled as the intake form labels the field', () => {
    expect(historyFieldLabel('patient', 'occupation')).toBe('Occupation');
    expect(historyFieldLabel('patient', 'medical_history.hiv_aids')).toBe('HIV/AIDS');
    expect(historyFieldLabel('patient', 'allergies_specific.other')).toBe('Other Allergies');
    expect(historyFieldLabel('patient', 'surgeries.1.date')).toBe('Surgery Date 2');
    expect(historyFieldLabel('patient', 'current_medications.0')).toBe('Medication 1');
    expect(historyFieldLabel('patient', 'referral_source.doctor')).toBe('Details');
    expect(historyFieldLabel('procedure', 'start_datetime')).toBe('Scheduled date');
    expect(historyFieldLabel('procedure', 'medications.0.dosage')).toBe('Dosage 1');
    expect(historyFieldLabel('transaction', 'payment_status')).toBe('Payment status');
  });

  it('shows values as the form does', () => {
    expect(historyFieldValue('patient', 'medical_history.asthma', true)).toBe('Yes');
    expect(historyFieldValue('patient', 'sex', 'F')).toBe('Female');
    expect(historyFieldValue('patient', 'lifestyle.tobacco_use', 'OCCASIONAL')).toBe('Occasional');
    expect(historyFieldValue('patient', 'date_of_birth', '1990-05-17')).toBe('May 17, 1990');
    expect(historyFieldValue('patient', 'surgeries.0.date', '2020-01-02')).toBe('Jan 2, 2020');
    expect(historyFieldValue('patient', 'created_by_role', 'KIOSK')).toBe('Self-Registered (Kiosk)');
    expect(historyFieldValue('patient', 'middle_name', '')).toBe('—');
    expect(historyFieldValue('transaction', 'amount', '1500.00')).toBe('₱1,500.00');
    expect(historyFieldValue('transaction', 'payment_mode', 'paymaya')).toBe('PayMaya');
    expect(historyFieldValue('procedure', 'status', 'ongoing')).toBe('Ongoing');
    // 01:30 UTC is 09:30 in the clinic.
    expect(historyFieldValue('procedure', 'start_datetime', '2026-03-01T01:30:00.000Z')).toMatch(/9:30/);
  });

  it('reads before → after for an edit and the one value of a record added or removed', () => {
    const change = { field: 'occupation', from: 'Teacher', to: 'Nurse' };
    expect(describeFieldChange('patient', change, 'update')).toBe('Occupation: Teacher → Nurse');
    expect(describeFieldChange('transaction', { field: 'amount', from: null, to: '800.00' }, 'create')).toBe(
      'Amount: ₱800.00',
    );
    expect(describeFieldChange('transaction', { field: 'amount', from: '800.00', to: null }, 'delete')).toBe(
      'Amount: ₱800.00',
    );
  });
});
