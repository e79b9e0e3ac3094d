import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PAYMENT_MODES,
  PAYMENT_STATUSES,
  PROCEDURE_STATUSES,
  PROCEDURE_STATUS_LABELS,
  amountFromTyping,
  updateProcedureInputSchema,
} from '@clinic/contracts';
import { PAYMENT_MODE_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/ui/payment-labels.ts';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { FaceAnnotationEditor } from '../../face-chart/components/face-annotation-editor.tsx';
import { isPointComplete } from '../../face-chart/lib/annotation-points.ts';
import { toProcedurePayload, withRefill, type ProcedureFormValues } from '../lib/procedure-form-values.ts';
import { MedicationsEditor } from './medications-editor.tsx';

interface ProcedureFormProps {
  initial: ProcedureFormValues;
  submitLabel: string;
  busy: boolean;
  /** Saves; a returned promise settles when the save is over (the screen may have moved on). */
  onSubmit: (payload: ReturnType<typeof toProcedurePayload>) => unknown;
  onCancel?: () => void;
}

type FieldErrors = Partial<Record<string, string>>;

/** Enter in a text box must not submit the whole procedure. */
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
}

export function ProcedureForm({ initial, submitLabel, busy, onSubmit, onCancel }: ProcedureFormProps) {
  const [values, setValues] = useState(initial);
  const [loaded] = useState(initial);
  const unsavedChanges = useUnsavedChangesWarning(JSON.stringify(values) !== JSON.stringify(loaded));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const set = <Key extends keyof ProcedureFormValues>(key: Key, value: ProcedureFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const payload = toProcedurePayload(values);
    const result = updateProcedureInputSchema.safeParse({ ...payload, name: payload.name, status: payload.status });
    const found: FieldErrors = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    if (!values.start_datetime) found.start_datetime = 'Scheduled date is required';
    setErrors(found);
    if (Object.keys(found).length > 0 || !values.points.every(isPointComplete)) return;
    const askAgain = unsavedChanges.allowNavigation();
    void Promise.resolve(onSubmit(payload)).finally(askAgain);
  }

  function cancel() {
    // Cancel is the user's own choice to discard the form, so it is not questioned.
    unsavedChanges.allowNavigation();
    onCancel?.();
  }

  const text = (key: 'name' | 'doctor_name', label: string) => (
    <TextField
      label={label}
      required
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key]}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={submit}
      onKeyDown={keepEnterFromSubmitting}
      aria-label="Procedure"
    >
      <FormControlLabel
        control={
          <Switch checked={values.refill} onChange={(event) => setValues(withRefill(values, event.target.checked))} />
        }
        label="Medicine refill / purchase"
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {text('name', 'Procedure name')}
        {text('doctor_name', 'Doctor name')}
        <TextField
          select
          label="Status"
          required
          value={values.status}
          onChange={(event) => set('status', event.target.value as ProcedureFormValues['status'])}
          sx={{ minWidth: 180 }}
        >
          {PROCEDURE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {PROCEDURE_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Scheduled date"
          type="datetime-local"
          required
          value={values.start_datetime}
          onChange={(event) => set('start_datetime', event.target.value)}
          error={Boolean(errors.start_datetime)}
          helperText={errors.start_datetime}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End date"
          type="datetime-local"
          value={values.end_datetime}
          onChange={(event) => set('end_datetime', event.target.value)}
          error={Boolean(errors.end_datetime)}
          helperText={errors.end_datetime}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        label="Details"
        multiline
        minRows={3}
        value={values.details}
        onChange={(event) => set('details', event.target.value)}
      />
      <MedicationsEditor rows={values.medications} onChange={(rows) => set('medications', rows)} />
      <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h6">
          Payment
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            label="Amount"
            value={values.amount}
            onChange={(event) => {
              const amount = amountFromTyping(event.target.value);
              if (amount !== undefined) set('amount', amount);
            }}
            error={Boolean(errors.transaction)}
            helperText={errors.transaction}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
            }}
          />
          <TextField
            select
            label="Payment mode"
            value={values.payment_mode}
            onChange={(event) => set('payment_mode', event.target.value as ProcedureFormValues['payment_mode'])}
            sx={{ minWidth: 160 }}
          >
            {PAYMENT_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {PAYMENT_MODE_LABELS[mode]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Payment status"
            value={values.payment_status}
            onChange={(event) => set('payment_status', event.target.value as ProcedureFormValues['payment_status'])}
            sx={{ minWidth: 160 }}
          >
            {PAYMENT_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Payment date"
            type="date"
            value={values.payment_date}
            onChange={(event) => set('payment_date', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </Stack>
      {values.refill ? null : (
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            Face Annotation
          </Typography>
          <FaceAnnotationEditor
            points={values.points}
            onChange={(points) => set('points', points)}
            showErrors={tried}
          />
        </Stack>
      )}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={cancel}>Cancel</Button> : null}
      </Stack>
      {unsavedChanges.dialog}
    </Stack>
  );
}
