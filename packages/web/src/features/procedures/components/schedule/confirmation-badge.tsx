import Chip from '@mui/material/Chip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import CancelIcon from '@mui/icons-material/Cancel';
import { CONFIRMATION_LABELS, type Confirmation } from '@clinic/contracts';

const ICONS = { confirmed: CheckCircleIcon, unconfirmed: HelpIcon, declined: CancelIcon };
const COLOURS = { confirmed: 'success', unconfirmed: 'default', declined: 'error' } as const;

/** Whether the patient confirmed the appointment. */
export function ConfirmationBadge({ confirmation }: { confirmation: Confirmation }) {
  const Icon = ICONS[confirmation];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOURS[confirmation]}
      icon={<Icon />}
      label={CONFIRMATION_LABELS[confirmation]}
    />
  );
}
