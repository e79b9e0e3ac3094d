import { ProcedureConsents } from '../../features/consents/components/procedure-consents.tsx';
import { ProcedureDetailPage } from '../../features/procedures/components/procedure-detail-page.tsx';

// The consents feature plugs a procedure's consents and its Sign button into the detail screen here.
export function Component() {
  return <ProcedureDetailPage consents={(id) => <ProcedureConsents procedureId={id} />} />;
}
