import { UserManagementPage } from '../../features/users/components/user-management-page.tsx';

export const Component = UserManagementPage;
