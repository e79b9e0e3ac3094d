import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Backup } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ResponsiveTable, type Column } from '../../../components/ui/responsive-table.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatFileSize } from '../../../lib/format-file-size.ts';
import { backupsKeys } from '../api/backups-query-keys.ts';
import { useBackupStatus } from '../api/get-backup-status.ts';
import { useBackups } from '../api/get-backups.ts';
import { useDownloadBackup } from '../api/download-backup.ts';
import { useStartBackup } from '../api/start-backup.ts';

const PHASE_LABELS = { tables: 'Copying records', files: 'Copying files', verifying: 'Checking the backup' } as const;

const rowsIn = (backup: Backup) => Object.values(backup.row_counts).reduce((sum, count) => sum + count, 0);

function DownloadButton({ backup }: { backup: Backup }) {
  const download = useDownloadBackup();
  return (
    <Button size="small" onClick={() => download.mutate(backup.name)} disabled={download.isPending}>
      Download
    </Button>
  );
}

const COLUMNS: Column<Backup>[] = [
  { header: 'Taken', render: (backup) => formatDateTime(backup.taken_at) },
  { header: 'Size', render: (backup) => formatFileSize(backup.size_bytes) },
  {
    header: 'Records',
    render: (backup) =>
      `${rowsIn(backup).toLocaleString('en-PH')} rows · ${(backup.row_counts.patients ?? 0).toLocaleString('en-PH')} patients`,
  },
  { header: 'Files', render: (backup) => backup.file_count.toLocaleString('en-PH') },
  { header: 'Actions', render: (backup) => <DownloadButton backup={backup} /> },
];

/** /backups: the server's backups, newest first, taking one now and downloading one. */
export function BackupsScreen() {
  const backups = useBackups();
  const status = useBackupStatus();
  const start = useStartBackup();
  const queryClient = useQueryClient();
  const running = status.data?.state === 'running';
  // The run this screen started: the one begun after the run the status showed when it was asked
  // for. Its bar stays, full, once it has finished.
  const [runBefore, setRunBefore] = useState<string | null>();
  const startedHere = runBefore !== undefined && status.data?.started_at !== runBefore;
  const showProgress = running || (startedHere && status.data?.state === 'succeeded');

  // A backup that has just been written joins the list. The status names it; a small backup can be
  // written between two polls, so the screen may never see it running.
  const written = status.data?.state === 'succeeded' ? status.data.name : null;
  const writtenBefore = useRef<string | null>(undefined);
  useEffect(() => {
    if (!status.data) return;
    if (writtenBefore.current !== undefined && written && written !== writtenBefore.current) {
      void queryClient.invalidateQueries({ queryKey: backupsKeys.list() });
    }
    writtenBefore.current = written;
  }, [status.data, written, queryClient]);

  return (
    <>
      <PageHeader
        title="Backups"
        actions={
          <Button
            variant="contained"
            onClick={() => {
              const current = status.data?.started_at ?? null;
              start.mutate(undefined, { onSuccess: () => setRunBefore(current) });
            }}
            disabled={running || start.isPending}
          >
            Back up now
          </Button>
        }
      />
      {showProgress && status.data ? (
        <Box sx={{ mb: 2 }}>
          <Typography id="backup-progress-label" role="status">
            {running
              ? `Backing up: ${status.data.phase ? PHASE_LABELS[status.data.phase] : 'Starting'}`
              : 'Backup complete'}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(status.data.progress * 100)}
            aria-labelledby="backup-progress-label"
          />
        </Box>
      ) : null}
      {status.data?.state === 'failed' && status.data.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {status.data.error}
        </Alert>
      ) : null}
      {start.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {start.error.message}
        </Alert>
      ) : null}
      {backups.isPending ? <CircularProgress aria-label="Loading backups" /> : null}
      {backups.isError ? <Alert severity="error">Failed to load the backups. Please try again.</Alert> : null}
      {backups.data?.items.length === 0 ? <Typography>No backups yet.</Typography> : null}
      {backups.data && backups.data.items.length > 0 ? (
        <ResponsiveTable label="Backups" rows={backups.data.items} columns={COLUMNS} rowKey={(backup) => backup.name} />
      ) : null}
    </>
  );
}
