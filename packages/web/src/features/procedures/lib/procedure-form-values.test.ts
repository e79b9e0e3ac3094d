import { describe, expect, it } from 'vitest';
import { PROCEDURE_MESSAGES } from '@clinic/contracts';
import { newProcedureValues, toProcedurePayload, withRefill } from './procedure-form-values.ts';

describe("a procedure form's service", () => {
  it('sends the chosen service with the name, and none for typed text', () => {
    expect(toProcedurePayload({ ...newProcedureValues(), name: 'Botox', service_id: 4 })).toMatchObject({
      name: 'Botox',
      service_id: 4,
    });
    expect(toProcedurePayload({ ...newProcedureValues(), name: 'botox forehead' }).service_id).toBeNull();
  });

  it('forgets the service when the form becomes a medicine refill, and when it stops being one', () => {
    const chosen = { ...newProcedureValues(), name: 'Botox', service_id: 4 };
    const refill = withRefill(chosen, true);
    expect(refill).toMatchObject({ name: PROCEDURE_MESSAGES.medicineRefillName, service_id: null });
    expect(withRefill({ ...refill, service_id: 4 }, false).service_id).toBeNull();
  });
});
