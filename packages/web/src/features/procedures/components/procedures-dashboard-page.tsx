import { lazy, Suspense, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import { RenderInStages } from '../../../components/ui/render-in-stages.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useCan } from '../../../lib/authorization.ts';
import { useProcedures } from '../api/get-procedures.ts';
import { useMonthRates } from '../api/get-month-rates.ts';
import { useUrlListState } from '../../../lib/url-list-state.ts';
import type { DashboardRange } from '../lib/dashboard-range.ts';
import { dashboardStateSchema, listParamsOf } from '../lib/procedure-list-state.ts';
import {
  DashboardFilters,
  EMPTY_DASHBOARD_FILTERS,
  filterStateOf,
  filterValuesOf,
  type DashboardFilterValues,
} from './dashboard-filters.tsx';
import { ProcedureListResults } from './procedure-list-results.tsx';
import { ProcedureStatCards } from './procedure-stat-cards.tsx';
import type { ProcedureSorting } from './procedures-table.tsx';

// Loaded when Add New Procedure is first pressed, not with the dashboard.
const AddProcedureDialog = lazy(() =>
  import('./add-procedure-dialog.tsx').then((module) => ({ default: module.AddProcedureDialog })),
);

const NO_STATS = { scheduled: 0, ongoing: 0, completed: 0, cancelled: 0 };

/** /procedures/dashboard: counts, filters and every patient's procedures; the filters, sort and page live in the URL. */
export function ProceduresDashboardPage() {
  const canWrite = useCan('procedure.write');
  const [state, setState] = useUrlListState(dashboardStateSchema);
  const [adding, setAdding] = useState(false);
  const list = useProcedures(listParamsOf(state));
  const rates = useMonthRates();
  const sorting: ProcedureSorting = { sortBy: state.sortBy, sortOrder: state.sortOrder };

  // The filters depend on the URL alone: kept as they are when the list's data arrives, which
  // would otherwise re-render every field of the form with it.
  const filters = useMemo(() => {
    const apply = (values: DashboardFilterValues, range?: DashboardRange) =>
      setState({ ...filterStateOf(values), range, page: 1 });
    return (
      <DashboardFilters
        applied={filterValuesOf(state)}
        range={state.range ?? null}
        onSearch={(values) => apply(values)}
        onReset={() => apply(EMPTY_DASHBOARD_FILTERS)}
        onRange={(range, values) => apply(values, range)}
      />
    );
  }, [state, setState]);

  return (
    <RenderInStages>
      <PageHeader
        title="Procedures Dashboard"
        actions={
          canWrite ? (
            <Button variant="contained" onClick={() => setAdding(true)}>
              Add New Procedure
            </Button>
          ) : null
        }
      />
      <ProcedureStatCards total={list.data?.total ?? 0} stats={list.data?.stats ?? NO_STATS} rates={rates.data} />
      {filters}
      <ProcedureListResults
        list={list}
        sorting={sorting}
        onSort={(next) => setState({ ...next, page: 1 })}
        removeLabel="Archive"
        pagination={(totalPages) => (
          <Pagination page={state.page} totalPages={totalPages} onPageChange={(page) => setState({ page })} />
        )}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddProcedureDialog onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
    </RenderInStages>
  );
}
