import { ChartMissingAtCheckOut } from '../../features/charts/components/chart-missing-at-check-out.tsx';
import { NewInvoiceScreen } from '../../features/billing/screens/new-invoice-screen.tsx';

// The charts feature says, for each procedure billed, what its chart still misses.
export function Component() {
  return (
    <NewInvoiceScreen
      chartOf={(procedureId, description) => (
        <ChartMissingAtCheckOut procedureId={procedureId} description={description} />
      )}
    />
  );
}
