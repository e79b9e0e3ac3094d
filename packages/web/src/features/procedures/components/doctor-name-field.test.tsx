import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { buildPractitioner } from '@clinic/contracts/testing';
import { setToken } from '../../../lib/token-storage.ts';
import { jsonResponse, mockApi } from '../../../testing/mock-api.ts';
import { renderInRouter } from '../../../testing/render-in-router.tsx';
import { newProcedureValues, type ProcedureFormValues } from '../lib/procedure-form-values.ts';
import { DoctorNameField } from './doctor-name-field.tsx';

const practitioner = (user_id: number, display_name: string) => buildPractitioner({ user_id, display_name });

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<ProcedureFormValues>({ defaultValues: newProcedureValues() });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('the doctor field', () => {
  it("offers the roster's printed names matching what is typed, title or not, and keeps free text", async () => {
    setToken('test-token');
    mockApi({
      'GET /api/v1/practitioners': jsonResponse(200, [
        practitioner(1, 'Dr. Maria Reyes'),
        practitioner(2, 'Dr. Jose Ramos'),
      ]),
    });
    renderInRouter(
      <WithForm>
        <DoctorNameField />
      </WithForm>,
    );
    const user = userEvent.setup();
    const field = screen.getByRole('combobox', { name: /Doctor name/ });
    await user.type(field, 'dr reyes');
    const option = await screen.findByRole('option', { name: 'Dr. Maria Reyes' });
    expect(screen.queryByRole('option', { name: 'Dr. Jose Ramos' })).not.toBeInTheDocument();
    await user.click(option);
    expect(field).toHaveValue('Dr. Maria Reyes');
    await user.clear(field);
    await user.type(field, 'Dr. Visiting');
    expect(field).toHaveValue('Dr. Visiting');
  });
});
