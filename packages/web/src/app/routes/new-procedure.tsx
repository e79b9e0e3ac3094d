import { NewProcedurePage } from '../../features/procedures/components/new-procedure-page.tsx';

export const Component = NewProcedurePage;
