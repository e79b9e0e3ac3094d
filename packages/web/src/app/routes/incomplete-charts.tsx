import { IncompleteChartsScreen } from '../../features/charts/screens/incomplete-charts-screen.tsx';

export const Component = IncompleteChartsScreen;
