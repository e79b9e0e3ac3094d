import { ProcedureDetailPage } from '../../features/procedures/components/procedure-detail-page.tsx';

export const Component = ProcedureDetailPage;
