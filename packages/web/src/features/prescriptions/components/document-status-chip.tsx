import Chip from '@mui/material/Chip';
import type { IssuedDocumentStatus } from '@clinic/contracts';

const STATUS = {
  draft: { label: 'Draft', color: 'default' },
  signed: { label: 'Signed', color: 'success' },
  revoked: { label: 'Revoked', color: 'error' },
} as const;

export function DocumentStatusChip({ status }: { status: IssuedDocumentStatus }) {
  return <Chip size="small" label={STATUS[status].label} color={STATUS[status].color} />;
}
