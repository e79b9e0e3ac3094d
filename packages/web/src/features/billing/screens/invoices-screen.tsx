import { Link } from 'react-router';
import { PAGE_SIZE, invoiceListQuerySchema } from '@clinic/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { paths } from '../../../config/paths.ts';
import { useCan } from '../../../lib/authorization.ts';
import { useUrlListState } from '../../../lib/url-list-state.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { InvoiceFiltersForm, type InvoiceFilters } from '../components/invoice-filters.tsx';
import { INVOICE_COLUMNS } from '../components/invoice-columns.tsx';

/** /billing: the invoices, newest first, searched by patient, status, dates of issue and number. */
export function InvoicesScreen() {
  const [state, setState] = useUrlListState(invoiceListQuerySchema);
  const { page, patient_id, status, from, to, number } = state;
  const filters: InvoiceFilters = { patient_id, status, from, to, number };
  const list = useInvoices({ ...filters, page, pageSize: PAGE_SIZE });
  const mayWrite = useCan('invoice.write');
  const mayReport = useCan('billing.report');
  const search = (next: InvoiceFilters) =>
    setState({
      patient_id: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      number: undefined,
      ...next,
      page: 1,
    });

  const data = list.data;
  return (
    <>
      <PageHeader
        title="Billing"
        actions={
          <>
            <Button component={Link} to={paths.billingDay.href()} variant="outlined">
              Day close
            </Button>
            {mayReport ? (
              <Button component={Link} to={paths.billingReports.href()} variant="outlined">
                Reports
              </Button>
            ) : null}
            {mayWrite ? (
              <Button component={Link} to={paths.newInvoice.href()} variant="contained">
                New Invoice
              </Button>
            ) : null}
          </>
        }
      />
      <InvoiceFiltersForm applied={filters} onApply={search} />
      {list.isFetching ? <LinearProgress aria-label="Loading invoices" sx={{ mb: 1 }} /> : null}
      {list.isError ? <Alert severity="error">Failed to load the invoices. Please try again.</Alert> : null}
      {data && data.items.length === 0 ? <Typography sx={{ my: 3 }}>No invoices found.</Typography> : null}
      {data && data.items.length > 0 ? (
        <>
          <ResponsiveTable
            label="Invoices"
            rows={data.items}
            columns={INVOICE_COLUMNS}
            rowKey={(invoice) => invoice.id}
          />
          <Box sx={{ mt: 2 }}>
            <Pagination page={page} totalPages={data.totalPages} onPageChange={(next) => setState({ page: next })} />
          </Box>
        </>
      ) : null}
    </>
  );
}
