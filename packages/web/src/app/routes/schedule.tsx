import { SchedulePage } from '../../features/procedures/components/schedule/schedule-page.tsx';

export const Component = SchedulePage;
