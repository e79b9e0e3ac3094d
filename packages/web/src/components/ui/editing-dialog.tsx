import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-error.ts';
import { showServerFieldErrors } from '../../lib/server-field-errors.ts';
import { useUnsavedChangesWarning } from './unsaved-changes.tsx';

/**
 * The form of a dialog that edits one record: checked on blur by the contract's schema, a question
 * before leaving unsaved changes, and `save`, which puts the server's field issues under their
 * fields and any other refusal in `failure`.
 */
export function useEditingForm<Values extends FieldValues>({
  schema,
  defaultValues,
  failureText,
}: {
  /** The contract's schema; the form's values may be held otherwise than its input (numbers as typed). */
  schema: z.ZodType;
  defaultValues: DefaultValues<Values>;
  failureText: string;
}) {
  const form = useForm<Values>({
    defaultValues,
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    mode: 'onBlur',
  });
  const [failure, setFailure] = useState('');
  const unsaved = useUnsavedChangesWarning(form.formState.isDirty && !form.formState.isSubmitSuccessful);

  /** Runs `write`; once it succeeds, leaving is allowed and `saved` gets its answer. */
  async function save<Answer>(write: () => Promise<Answer>, saved: (answer: Answer) => void) {
    setFailure('');
    try {
      const answer = await write();
      unsaved.allowNavigation();
      saved(answer);
    } catch (error) {
      if (showServerFieldErrors(error, form.setError) === 0) setFailure(errorMessage(error, failureText));
    }
  }

  return { form, failure, save, unsavedDialog: unsaved.dialog };
}

export type EditingForm<Values extends FieldValues> = ReturnType<typeof useEditingForm<Values>>;

interface EditingDialogProps<Values extends FieldValues> {
  title: string;
  editing: EditingForm<Values>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitLabel: string;
  onClose: () => void;
  /** Said above the refusal and the fields. */
  notice?: ReactNode;
  children: ReactNode;
}

/** The dialog of `useEditingForm`: its fields, Cancel and the submit button, and the unsaved-changes question. */
export function EditingDialog<Values extends FieldValues>({
  title,
  editing: { form, failure, unsavedDialog },
  onSubmit,
  submitLabel,
  onClose,
  notice,
  children,
}: EditingDialogProps<Values>) {
  const titleId = useId();
  const { isSubmitting } = form.formState;
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {notice}
                {failure ? <Alert severity="error">{failure}</Alert> : null}
                {children}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : submitLabel}
              </Button>
            </DialogActions>
          </form>
        </FormProvider>
      </Dialog>
      {unsavedDialog}
    </>
  );
}
