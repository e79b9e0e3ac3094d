import type { Procedure } from '@clinic/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useDeleteProcedure } from '../api/delete-procedure.ts';
import { deleteErrorMessage } from '../lib/delete-error-message.ts';

interface DeleteProcedureDialogProps {
  procedure: Procedure;
  /** 'Archive' on the dashboard, 'Delete' on the list: the same DELETE call. */
  action: 'Archive' | 'Delete';
  onClose: () => void;
  onDeleted?: () => void;
  onFailed: (message: string) => void;
}

export function DeleteProcedureDialog({ procedure, action, onClose, onDeleted, onFailed }: DeleteProcedureDialogProps) {
  const remove = useDeleteProcedure();
  return (
    <ConfirmDialog
      open
      title={`${action} Procedure`}
      message={`Are you sure you want to ${action.toLowerCase()} ${procedure.name} for ${procedure.patient_name}?`}
      confirmLabel={action}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(procedure.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
          onError: (error) => {
            onClose();
            onFailed(deleteErrorMessage(error));
          },
        })
      }
    />
  );
}
