import { ProceduresPage } from '../../features/procedures/components/procedures-page.tsx';

export const Component = ProceduresPage;
