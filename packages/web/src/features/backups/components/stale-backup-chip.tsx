import { Link } from 'react-router';
import Chip from '@mui/material/Chip';
import { paths } from '../../../config/paths.ts';
import { useBackups } from '../api/get-backups.ts';
import { staleBackupDays } from '../lib/backup-age.ts';

/** In the header, for those who manage backups: the newest backup's age once it is too old. */
export function StaleBackupChip() {
  const backups = useBackups();
  const newest = backups.data?.items[0];
  const days = newest ? staleBackupDays(newest.taken_at) : undefined;
  if (days === undefined) return null;
  return (
    <Chip
      component={Link}
      to={paths.backups.href()}
      clickable
      color="warning"
      size="small"
      label={`Last backup ${days} days ago`}
    />
  );
}
