import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { PatientFormValues } from './patient-form-values.ts';

/**
 * The contracts schema as the patient forms' resolver (the kiosk's too). The form holds blanks the
 * schema refuses on purpose (an unchosen select is ''), so the form's value type is wider than the
 * schema's input.
 */
export function patientResolver<
  Schema extends z.ZodType<FieldValues, FieldValues>,
  Values extends FieldValues = PatientFormValues,
>(schema: Schema) {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<Schema>>;
}
