import { ProcedurePhotos } from '../../features/photos/components/procedure-photos.tsx';
import { ProcedureDetailPage } from '../../features/procedures/components/procedure-detail-page.tsx';

// The photos feature plugs the procedure's Before and After photos into its page here.
export function Component() {
  return <ProcedureDetailPage photos={(id) => <ProcedurePhotos procedureId={id} />} />;
}
