import { useState } from 'react';
import { checkAttachmentFiles, PATIENT_MESSAGES, type Attachment } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { ResponsiveTable, type Column } from '../../../../components/ui/responsive-table.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useCan } from '../../../../lib/authorization.ts';
import { useDeleteAttachment } from '../../api/delete-attachment.ts';
import { useDownloadAttachment } from '../../api/download-attachment.ts';
import { useUpdatePatient } from '../../api/update-patient.ts';
import { formatFileSize } from '../../../../lib/format-file-size.ts';
import { formatDateTime } from '../../../../lib/date-time.ts';
import { AttachmentPicker } from '../attachment-picker.tsx';
import { DisabledReason } from '../../../../components/ui/disabled-reason.tsx';

interface AttachmentsTabProps {
  patientId: number;
  attachments: Attachment[];
  editing: boolean;
  /** Files chosen in edit mode: Save Changes sends them with the patient, Upload Files on their own. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Save Changes is sending the patient (and the chosen files). */
  saving: boolean;
  onNotice: (text: string) => void;
}

export function attachmentsStoredText(count: number): string {
  return `${count} ${count === 1 ? 'attachment' : 'attachments'} stored.`;
}

export function AttachmentsTab({
  patientId,
  attachments,
  editing,
  files,
  onFilesChange,
  saving,
  onNotice,
}: AttachmentsTabProps) {
  const canUpload = useCan('attachment.upload');
  const canDownload = useCan('attachment.download');
  const canDelete = useCan('attachment.delete');
  const upload = useUpdatePatient(patientId);
  const download = useDownloadAttachment(patientId);
  const remove = useDeleteAttachment(patientId);
  const [progress, setProgress] = useState<number>();
  const [deleting, setDeleting] = useState<Attachment>();
  const [failure, setFailure] = useState('');
  const problems = checkAttachmentFiles(files, { mode: 'edit', existingCount: attachments.length });

  // Only the files go up: the profile's unsaved edits stay in the form, in edit mode.
  function uploadFiles() {
    setFailure('');
    setProgress(0);
    const sending = files;
    upload.mutate(
      { patient: {}, files: sending, onProgress: setProgress },
      {
        onSuccess: () => {
          onFilesChange(files.filter((file) => !sending.includes(file)));
          onNotice(attachmentsStoredText(sending.length));
        },
        onError: (error) => setFailure(errorMessage(error, PATIENT_MESSAGES.saveFailed)),
        onSettled: () => setProgress(undefined),
      },
    );
  }

  const columns: Column<Attachment>[] = [
    { header: 'File Name', render: (attachment) => attachment.file_name },
    { header: 'Uploaded', render: (attachment) => formatDateTime(attachment.uploaded_at) },
    { header: 'Size', render: (attachment) => formatFileSize(attachment.size) },
    {
      header: 'Actions',
      render: (attachment) => (
        <Stack direction="row" spacing={1}>
          <DisabledReason reason={!canDownload && 'Your role cannot download attachments.'}>
            <Button
              size="small"
              disabled={!canDownload}
              aria-label={`Download ${attachment.file_name}`}
              onClick={() => {
                setFailure('');
                download.mutate(attachment.id, {
                  onError: (error) => setFailure(errorMessage(error, PATIENT_MESSAGES.downloadFailed)),
                });
              }}
            >
              Download
            </Button>
          </DisabledReason>
          {editing && canDelete && (
            <Button
              size="small"
              color="error"
              aria-label={`Delete ${attachment.file_name}`}
              onClick={() => setDeleting(attachment)}
            >
              Delete
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      {editing && canUpload && (
        <Stack spacing={1}>
          <AttachmentPicker
            files={files}
            problems={problems}
            onChange={onFilesChange}
            disabled={upload.isPending || saving}
            label="Upload attachments"
          />
          <div>
            <DisabledReason
              reason={
                files.length === 0
                  ? 'Choose files to upload first.'
                  : problems.length > 0 && 'Remove the files that cannot be attached first.'
              }
            >
              <Button
                variant="contained"
                disabled={files.length === 0 || problems.length > 0 || upload.isPending || saving}
                onClick={uploadFiles}
              >
                Upload Files
              </Button>
            </DisabledReason>
          </div>
          {progress !== undefined && (
            <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
          )}
        </Stack>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      {attachments.length === 0 ? (
        <Typography>{PATIENT_MESSAGES.noAttachments}</Typography>
      ) : (
        <ResponsiveTable
          label="Attachments"
          rows={attachments}
          columns={columns}
          rowKey={(attachment) => attachment.id}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete Attachment"
        message={PATIENT_MESSAGES.deleteAttachmentConfirm}
        confirmLabel="Delete"
        busy={remove.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => onNotice(`${deleting!.file_name} deleted.`),
            onError: (error) => setFailure(errorMessage(error, PATIENT_MESSAGES.deleteAttachmentFailed)),
            onSettled: () => setDeleting(undefined),
          })
        }
      />
    </Stack>
  );
}
