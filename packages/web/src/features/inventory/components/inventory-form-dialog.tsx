import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { FormCheckbox } from '../../../components/ui/form-checkbox.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useUnsavedChangesWarning } from '../../../components/ui/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';

export interface InventoryField {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'checkbox';
  /** A select's options: value and label. */
  options?: readonly (readonly [string, string])[];
  helperText?: string;
}

interface InventoryFormDialogProps<Values extends FieldValues> {
  title: string;
  submitLabel: string;
  fields: readonly InventoryField[];
  schema: z.ZodType<unknown, Values>;
  defaults: DefaultValues<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  /** Said after a save, e.g. "Lot AB123 received." */
  onSaved: (values: Values) => void;
  /** A question to answer before these values are saved (receiving expired stock); none to save at once. */
  confirmation?: (values: Values) => Confirmation | undefined;
}

export interface Confirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

/**
 * One inventory form (a product, a lot, an adjustment) in a dialog: checked by its contracts
 * schema as the server checks it, each server refusal under its field or above the buttons.
 */
export function InventoryFormDialog<Values extends FieldValues>({
  title,
  submitLabel,
  fields,
  schema,
  defaults,
  onSubmit,
  onClose,
  onSaved,
  confirmation,
}: InventoryFormDialogProps<Values>) {
  const titleId = useId();
  const form = useForm<Values>({
    defaultValues: defaults,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    mode: 'onBlur',
  });
  const [failure, setFailure] = useState('');
  const [asking, setAsking] = useState<{ values: Values; question: Confirmation } | null>(null);
  const unsaved = useUnsavedChangesWarning(form.formState.isDirty && !form.formState.isSubmitSuccessful);

  async function save(values: Values) {
    setFailure('');
    try {
      await onSubmit(values);
      unsaved.allowNavigation();
      onSaved(values);
    } catch (error) {
      if (showServerFieldErrors(error, form.setError) === 0) setFailure(errorMessage(error, 'Saving failed'));
    }
  }

  const submit = form.handleSubmit(async (values) => {
    const question = confirmation?.(values);
    if (question) setAsking({ values, question });
    else await save(values);
  });

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <FormProvider {...form}>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {failure ? <Alert severity="error">{failure}</Alert> : null}
                {fields.map((field) =>
                  field.type === 'checkbox' ? (
                    <FormCheckbox<Values> key={field.name} name={field.name as never} label={field.label} />
                  ) : (
                    <FormTextField<Values>
                      key={field.name}
                      name={field.name as never}
                      label={field.label}
                      type={field.type === 'number' || field.type === 'date' ? field.type : 'text'}
                      select={field.options !== undefined}
                      helperText={field.helperText}
                    >
                      {field.options?.map(([value, label]) => (
                        <MenuItem key={value} value={value}>
                          {label}
                        </MenuItem>
                      ))}
                    </FormTextField>
                  ),
                )}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={form.formState.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
                {form.formState.isSubmitting ? 'Saving...' : submitLabel}
              </Button>
            </DialogActions>
          </form>
        </FormProvider>
      </Dialog>
      {asking ? (
        <ConfirmDialog
          open
          {...asking.question}
          onConfirm={() => {
            setAsking(null);
            void save(asking.values);
          }}
          onCancel={() => setAsking(null)}
        />
      ) : null}
      {unsaved.dialog}
    </>
  );
}
