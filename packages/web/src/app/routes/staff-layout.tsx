import { AppShell } from '../layout/app-shell.tsx';

export const Component = AppShell;
