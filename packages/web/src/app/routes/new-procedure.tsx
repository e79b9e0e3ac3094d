import { ConsentAfterSave } from '../../features/consents/components/consent-after-save.tsx';
import { NewProcedurePage } from '../../features/procedures/components/new-procedure-page.tsx';

// After a save, the consents feature offers to sign the consent the new procedure needs.
export function Component() {
  return <NewProcedurePage afterSave={(id, done) => <ConsentAfterSave procedureId={id} onDone={done} />} />;
}
