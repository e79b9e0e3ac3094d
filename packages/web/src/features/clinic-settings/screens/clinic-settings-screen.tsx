import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLINIC_SETTINGS_MESSAGES, CLINIC_TIME_ZONE, VAT_STATUSES, type ClinicSettings } from '@clinic/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { FormSection } from '../../../components/ui/form-section.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';
import { Notification, type NotificationMessage } from '../../../components/ui/notification.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { VAT_STATUS_LABELS } from '../../../components/ui/tax-class-labels.ts';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useClinicSettings } from '../../../lib/clinic-settings.ts';
import { useSaveClinicSettings } from '../api/save-clinic-settings.ts';
import {
  clinicSettingsFormSchema,
  clinicSettingsFormValues as formValues,
  type ClinicSettingsFormInput,
  type ClinicSettingsFormValues,
} from '../lib/clinic-settings-form.ts';

function ClinicSettingsForm({ settings }: { settings: ClinicSettings }) {
  const save = useSaveClinicSettings();
  const form = useForm<ClinicSettingsFormInput, unknown, ClinicSettingsFormValues>({
    defaultValues: formValues(settings),
    resolver: zodResolver(clinicSettingsFormSchema),
    mode: 'onBlur',
  });
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState<NotificationMessage | null>(null);
  const unsaved = useUnsavedChangesWarning(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      const saved = await save.mutateAsync(values);
      form.reset(formValues(saved));
      setNotice({ severity: 'success', text: CLINIC_SETTINGS_MESSAGES.saved });
    } catch (error) {
      if (showServerFieldErrors(error, form.setError) === 0) {
        setFailure(errorMessage(error, CLINIC_SETTINGS_MESSAGES.saveFailed));
      }
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Clinic settings">
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormSection title="What patients see">
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                Every reminder, its e-mail and the page patients confirm or cancel on name the clinic, its address and
                its phone as saved here.
              </Typography>
              <FormTextField<ClinicSettingsFormInput>
                name="name"
                label="Clinic name"
                required
                autoComplete="organization"
              />
              <FormTextField<ClinicSettingsFormInput>
                name="address"
                label="Address"
                multiline
                minRows={2}
                helperText="One line per line of the address: street, barangay, city"
                autoComplete="street-address"
              />
              <FormTextField<ClinicSettingsFormInput>
                name="phone"
                label="Phone"
                type="tel"
                helperText="The number patients call, e.g. (02) 8123 4567"
                autoComplete="tel"
              />
              <FormTextField<ClinicSettingsFormInput>
                name="email"
                label="E-mail (optional)"
                type="email"
                autoComplete="email"
              />
              <Typography variant="body2" color="text.secondary">
                Time zone: {CLINIC_TIME_ZONE} (dates and times on every screen and message)
              </Typography>
            </Stack>
          </FormSection>
          <FormSection title="What every invoice prints">
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                As registered with the BIR. A change prints on invoices from then on; the VAT status applies to invoices
                started after it.
              </Typography>
              <FormTextField<ClinicSettingsFormInput> name="registered_name" label="Registered name" />
              <FormTextField<ClinicSettingsFormInput> name="trade_name" label="Trade name (optional)" />
              <FormTextField<ClinicSettingsFormInput>
                name="tin"
                label="TIN"
                helperText="000-000-000-00000: the last five digits are the branch code"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <FormTextField<ClinicSettingsFormInput>
                name="registered_address"
                label="Registered address"
                multiline
                minRows={2}
                helperText="As on the certificate of registration, one line per line"
              />
              <FormTextField<ClinicSettingsFormInput> name="vat_status" label="VAT status" select>
                {menuItems(VAT_STATUSES, VAT_STATUS_LABELS)}
              </FormTextField>
              <FormTextField<ClinicSettingsFormInput>
                name="invoice_footer_lines"
                label="Invoice footer lines"
                multiline
                minRows={2}
                helperText="Up to 5 lines printed at the foot of every invoice, e.g. the BIR acknowledgement number"
              />
            </Stack>
          </FormSection>
          <div>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? 'Saving...' : 'Save clinic settings'}
            </Button>
          </div>
        </Stack>
      </form>
      <Notification message={notice} onClose={() => setNotice(null)} />
      {unsaved.dialog}
    </FormProvider>
  );
}

/**
 * /settings/clinic: the owner keeps the clinic's name, address and phone that patient messages print,
 * and what every invoice prints.
 */
export function ClinicSettingsScreen() {
  const settings = useClinicSettings();
  return (
    <>
      <PageHeader title="Clinic settings" />
      {settings.isPending ? <CircularProgress aria-label="Loading the clinic settings" /> : null}
      {settings.error ? (
        <Alert severity="error">{errorMessage(settings.error, 'Failed to load the clinic settings')}</Alert>
      ) : null}
      {settings.data ? <ClinicSettingsForm settings={settings.data} /> : null}
    </>
  );
}
