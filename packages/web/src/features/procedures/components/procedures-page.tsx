import { useSearchParams } from 'react-router';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PROCEDURE_STATUSES,
  PROCEDURE_STATUS_LABELS,
  procedureListQuerySchema,
  type ProcedureStatus,
} from '@clinic/contracts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePatientName } from '../api/get-patient-name.ts';
import { useProcedures } from '../api/get-procedures.ts';
import { patientName } from '../../../lib/patient-name.ts';
import { useUrlListState } from '../../../lib/url-list-state.ts';
import { listParamsOf } from '../lib/procedure-list-state.ts';
import { FivePagePagination } from './five-page-pagination.tsx';
import { ProcedureListResults } from './procedure-list-results.tsx';
import type { ProcedureSorting } from './procedures-table.tsx';
import { menuItems } from '../../../components/ui/option-items.tsx';

function patientIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('patientId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** /procedures (optionally ?patientId=): every procedure, or one patient's; filters, sort and page live in the URL. */
export function ProceduresPage() {
  const [search] = useSearchParams();
  const patientId = patientIdOf(search);
  const patient = usePatientName(patientId);
  const [state, setState] = useUrlListState(procedureListQuerySchema);
  const list = useProcedures({ ...listParamsOf(state), patient_id: patientId });
  const sorting: ProcedureSorting = { sortBy: state.sortBy, sortOrder: state.sortOrder };
  const title =
    patientId === undefined
      ? 'All Procedures'
      : `Procedures for ${patient.data ? patientName(patient.data) : `patient ${patientId}`}`;

  return (
    <>
      <PageHeader title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <TextField
          select
          label="Status"
          size="small"
          value={state.status ?? ''}
          onChange={(event) => setState({ status: (event.target.value as ProcedureStatus | '') || undefined, page: 1 })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">All</MenuItem>
          {menuItems(PROCEDURE_STATUSES, PROCEDURE_STATUS_LABELS)}
        </TextField>
        <TextField
          label="Date From"
          type="date"
          size="small"
          value={state.start_date ?? ''}
          onChange={(event) => setState({ start_date: event.target.value || undefined, page: 1 })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <ProcedureListResults
        list={list}
        sorting={sorting}
        onSort={(next) => setState({ ...next, page: 1 })}
        removeLabel="Delete"
        pagination={(totalPages) => (
          <FivePagePagination page={state.page} totalPages={totalPages} onPageChange={(page) => setState({ page })} />
        )}
      />
    </>
  );
}
