import { useId, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { ContractForm } from '../../lib/contract-form.tsx';
import { SubmitActions } from './submit-actions.tsx';

interface FormDialogProps<Values extends FieldValues, Output> {
  title: string;
  /** The form from `useContractForm`; its refusal shows under the fields, beside the buttons. */
  contractForm: ContractForm<Values, Output>;
  submitLabel: string;
  onClose: () => void;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
}

/**
 * A contract form in a dialog: its fields, the reason a save was refused, then Cancel and the
 * submit button. On a phone it takes the whole screen, so a long form scrolls as a page does.
 */
export function FormDialog<Values extends FieldValues, Output>({
  title,
  contractForm: { form, submit, errorAlert, unsavedGuard },
  submitLabel,
  onClose,
  maxWidth = 'sm',
  children,
}: FormDialogProps<Values, Output>) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth fullScreen={phone} maxWidth={maxWidth}>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {children}
            {errorAlert}
          </DialogContent>
          <SubmitActions submitLabel={submitLabel} onCancel={onClose} busy={form.formState.isSubmitting} />
        </form>
      </FormProvider>
      {unsavedGuard}
    </Dialog>
  );
}
