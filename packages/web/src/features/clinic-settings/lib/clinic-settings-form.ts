import { clinicSettingsInputSchema, invoiceFooterLinesSchema, type ClinicSettings } from '@clinic/contracts';
import { z } from 'zod';

/**
 * The settings as the form edits them: the footer lines in one text box, a line each. A refused
 * line is reported on that box, which is where the user typed it.
 */
export const clinicSettingsFormSchema = clinicSettingsInputSchema.extend({
  invoice_footer_lines: z.string().transform((text, context) => {
    const parsed = invoiceFooterLinesSchema.safeParse(text.split(/\r?\n/));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }),
});
export type ClinicSettingsFormInput = z.input<typeof clinicSettingsFormSchema>;
export type ClinicSettingsFormValues = z.output<typeof clinicSettingsFormSchema>;

/** The form shows a field not set as empty. */
export const clinicSettingsFormValues = (settings: ClinicSettings): ClinicSettingsFormInput => ({
  name: settings.name,
  address: settings.address ?? '',
  phone: settings.phone ?? '',
  email: settings.email ?? '',
  registered_name: settings.registered_name ?? '',
  trade_name: settings.trade_name ?? '',
  tin: settings.tin ?? '',
  registered_address: settings.registered_address ?? '',
  vat_status: settings.vat_status,
  invoice_footer_lines: settings.invoice_footer_lines.join('\n'),
});
