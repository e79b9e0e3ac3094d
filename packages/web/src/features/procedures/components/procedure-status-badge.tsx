import Chip from '@mui/material/Chip';
import { PROCEDURE_STATUS_COLOURS, PROCEDURE_STATUS_LABELS, type ProcedureStatus } from '@clinic/contracts';

export function ProcedureStatusBadge({ status }: { status: ProcedureStatus }) {
  return <Chip size="small" color={PROCEDURE_STATUS_COLOURS[status]} label={PROCEDURE_STATUS_LABELS[status]} />;
}
