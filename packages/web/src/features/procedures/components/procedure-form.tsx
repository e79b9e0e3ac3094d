import { useEffect, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PROCEDURE_STATUSES,
  PROCEDURE_STATUS_LABELS,
  amountFromTyping,
  PROCEDURE_MESSAGES,
  updateProcedureInputSchema,
} from '@clinic/contracts';
import { FormProvider, useController, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { PAYMENT_FIELD_LABELS, paymentOptions } from '../../../components/ui/payment-labels.ts';
import { PROCEDURE_FIELD_LABELS } from '../../../components/ui/procedure-labels.ts';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { FaceAnnotationEditor } from './face-chart/face-annotation-editor.tsx';
import { isPointComplete } from '../lib/annotation-points.ts';
import { isUsageComplete } from '../lib/product-usage.ts';
import { ProductLinesEditor } from './product-lines-editor.tsx';
import { toProcedurePayload, withRefill, type ProcedureFormValues } from '../lib/procedure-form-values.ts';
import { serverFormErrors, showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { readDraft, removeDraft, writeDraft } from '../../../lib/form-draft.ts';
import { SaveErrorAlert, type SaveError } from '../../../components/ui/save-error-alert.tsx';
import { MedicationsEditor } from './medications-editor.tsx';
import { DoctorNameField } from './doctor-name-field.tsx';
import { ServiceNameField } from './service-name-field.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';

interface ProcedureFormProps {
  initial: ProcedureFormValues;
  submitLabel: string;
  busy: boolean;
  /**
   * Saves; the returned promise settles when the save is over (the screen may have moved on). When
   * it rejects with the API's validation issues, each is shown under its field; any other refusal
   * (409, 403, issues that name no field) is said in an alert beside the Save button.
   */
  onSubmit: (payload: ReturnType<typeof toProcedurePayload>) => unknown;
  /** The screen's sentence for a refused save, around the server's reason. */
  failureMessage: (detail: string, error: unknown) => string;
  onCancel?: () => void;
  /**
   * Names this form's values in the tab's session storage while a save is under way; a form
   * opened again under the same name starts from them (a save cut short by an ended session).
   */
  draftKey: string;
}

/** The form field a location of the payload (the contracts schema's or the API's) belongs to. */
export function procedureFieldOf(location: readonly (string | number)[]): keyof ProcedureFormValues | undefined {
  const [first, second] = location;
  if (first === 'transaction') {
    return second === 'amount' || second === 'payment_date' || second === 'payment_mode' || second === 'payment_status'
      ? second
      : 'amount';
  }
  if (first === 'face_annotations') return 'points';
  if (first === 'service_id') return 'name';
  const fields: readonly (keyof ProcedureFormValues)[] = [
    'name',
    'doctor_name',
    'details',
    'start_datetime',
    'end_datetime',
    'status',
    'medications',
  ];
  return fields.find((field) => field === first);
}

/**
 * The contracts schema as the form's resolver: the form's values become the payload the API takes,
 * and each issue goes back to the field it came from. A new procedure also needs its date, and
 * every face point its condition and treatment.
 */
const procedureResolver: Resolver<ProcedureFormValues> = (values) => {
  const errors: FieldErrors<ProcedureFormValues> = {};
  const result = updateProcedureInputSchema.safeParse(toProcedurePayload(values));
  for (const issue of result.error?.issues ?? []) {
    const field = procedureFieldOf(issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)));
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  if (!values.start_datetime && !errors.start_datetime) {
    errors.start_datetime = { type: 'required', message: PROCEDURE_MESSAGES.startRequired };
  }
  if (!values.points.every(isPointComplete)) errors.points = { type: 'incomplete', message: '' };
  if (!values.product_lines.every(isUsageComplete)) errors.product_lines = { type: 'incomplete', message: '' };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Enter in a text box must not submit the whole procedure. */
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target.tagName === 'INPUT') event.preventDefault();
}

function AmountField() {
  const { field, fieldState } = useController<ProcedureFormValues, 'amount'>({ name: 'amount' });
  return (
    <TextField
      label={PAYMENT_FIELD_LABELS.amount}
      name={field.name}
      inputRef={field.ref}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => {
        const amount = amountFromTyping(event.target.value);
        if (amount !== undefined) field.onChange(amount);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">₱</InputAdornment> },
      }}
    />
  );
}

export function ProcedureForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  failureMessage,
  onCancel,
  draftKey,
}: ProcedureFormProps) {
  const form = useForm<ProcedureFormValues>({ mode: 'onTouched', defaultValues: initial, resolver: procedureResolver });
  useEffect(() => {
    const draft = readDraft<ProcedureFormValues>(draftKey);
    // Restored over the saved values, so the form counts as changed and leaving it still asks.
    if (draft) form.reset(draft, { keepDefaultValues: true });
  }, [draftKey, form]);
  const { isDirty, isSubmitted } = form.formState;
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  // Counts refused saves, so the face chart opens an incomplete point that is closed each time.
  const [invalidSaves, setInvalidSaves] = useState(0);
  const unsavedChanges = useUnsavedChangesWarning(isDirty);
  const [refill, medications, points, productLines, startDatetime] = useWatch({
    control: form.control,
    name: ['refill', 'medications', 'points', 'product_lines', 'start_datetime'],
  });
  const set = <Key extends 'medications' | 'points' | 'product_lines'>(key: Key, value: ProcedureFormValues[Key]) =>
    form.setValue(key, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  function toggleRefill(refill: boolean) {
    const next = withRefill(form.getValues(), refill);
    for (const key of ['refill', 'name', 'service_id', 'doctor_name', 'status', 'payment_status', 'points'] as const) {
      form.setValue(key, next[key] as never, { shouldDirty: true, shouldValidate: isSubmitted });
    }
  }

  function showRefusal(error: unknown) {
    const placed = showServerFieldErrors(error, form.setError, procedureFieldOf);
    const { unplaced } = serverFormErrors(error, procedureFieldOf);
    if (placed > 0 && unplaced.length === 0) return;
    const detail = unplaced.length > 0 ? unplaced.join('; ') : errorMessage(error, String(error));
    setSaveError({ text: failureMessage(detail, error) });
  }

  const submit = form.handleSubmit(
    async (valid) => {
      setSaveError(null);
      const askAgain = unsavedChanges.allowNavigation();
      writeDraft(draftKey, form.getValues());
      try {
        await onSubmit(toProcedurePayload(valid));
        removeDraft(draftKey);
      } catch (error) {
        // A session that ended for good (signed out from the sign-in dialog) keeps the draft for next time.
        if (!(error instanceof ApiError && error.status === 401)) removeDraft(draftKey);
        showRefusal(error);
      } finally {
        askAgain();
      }
    },
    () => {
      setSaveError(null);
      setInvalidSaves((count) => count + 1);
    },
  );

  function cancel() {
    // Cancel is the user's own choice to discard the form, so it is not questioned.
    unsavedChanges.allowNavigation();
    onCancel?.();
  }

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        onSubmit={submit}
        onKeyDown={keepEnterFromSubmitting}
        aria-label="Procedure"
      >
        <FormControlLabel
          control={<Switch checked={refill} onChange={(event) => toggleRefill(event.target.checked)} />}
          label="Medicine refill / purchase"
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <ServiceNameField />
          <DoctorNameField />
          <FormTextField<ProcedureFormValues>
            name="status"
            select
            label={PROCEDURE_FIELD_LABELS.status}
            required
            sx={{ minWidth: 180 }}
          >
            {menuItems(PROCEDURE_STATUSES, PROCEDURE_STATUS_LABELS)}
          </FormTextField>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField<ProcedureFormValues>
            name="start_datetime"
            label={PROCEDURE_FIELD_LABELS.start_datetime}
            type="datetime-local"
            required
          />
          <FormTextField<ProcedureFormValues>
            name="end_datetime"
            label={PROCEDURE_FIELD_LABELS.end_datetime}
            type="datetime-local"
          />
        </Stack>
        <FormTextField<ProcedureFormValues>
          name="details"
          label={PROCEDURE_FIELD_LABELS.details}
          multiline
          minRows={3}
        />
        <MedicationsEditor rows={medications} onChange={(rows) => set('medications', rows)} />
        <ProductLinesEditor
          rows={productLines}
          usedOn={startDatetime ? startDatetime.slice(0, 10) : null}
          showErrors={isSubmitted}
          onChange={(rows) => set('product_lines', rows)}
        />
        <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6">
            Payment
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <AmountField />
            {(['payment_mode', 'payment_status'] as const).map((name) => (
              <FormTextField<ProcedureFormValues>
                key={name}
                name={name}
                select
                label={PAYMENT_FIELD_LABELS[name]}
                sx={{ minWidth: 160 }}
              >
                {paymentOptions(name)}
              </FormTextField>
            ))}
            <FormTextField<ProcedureFormValues>
              name="payment_date"
              label={PAYMENT_FIELD_LABELS.payment_date}
              type="date"
            />
          </Stack>
        </Stack>
        {refill ? null : (
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              Face Annotation
            </Typography>
            <FaceAnnotationEditor
              points={points}
              onChange={(points) => set('points', points)}
              showErrors={isSubmitted}
              revealIncomplete={invalidSaves}
            />
          </Stack>
        )}
        <SaveErrorAlert error={saveError} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
          {onCancel ? <Button onClick={cancel}>Cancel</Button> : null}
        </Stack>
      </Stack>
      {unsavedChanges.dialog}
    </FormProvider>
  );
}
