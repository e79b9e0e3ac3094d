import type { ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import BackupIcon from '@mui/icons-material/Backup';
import DescriptionIcon from '@mui/icons-material/Description';
import DrawIcon from '@mui/icons-material/Draw';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LockIcon from '@mui/icons-material/Lock';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SpaIcon from '@mui/icons-material/Spa';
import StoreIcon from '@mui/icons-material/Store';
import type { Capability } from '@clinic/contracts';
import { paths } from '../../config/paths.ts';
import { CosignQueueCount } from '../../features/notes/components/cosign-queue-count.tsx';
import { InventoryFlagCount } from '../../features/inventory/components/inventory-flag-count.tsx';
import { PendingRegistrationsBadge } from '../../features/users/components/pending-registrations-badge.tsx';

export interface NavigationItem {
  label: string;
  to: string;
  /** The path prefix that marks the entry as the current one. */
  section: string;
  icon: SvgIconComponent;
  capability?: Capability;
  /** A count shown beside the label, for those who see the entry. */
  badge?: ComponentType;
}

/** The sidebar, in the spec's order, then the account's own security screen. */
export const NAVIGATION_ITEMS: readonly NavigationItem[] = [
  { label: 'Recently Added', to: paths.recentlyAdded.href(), section: paths.recentlyAdded.path, icon: HistoryIcon },
  { label: 'Patients', to: paths.patients.href(), section: paths.patients.path, icon: PeopleIcon },
  {
    label: 'Procedures',
    to: paths.proceduresDashboard.href(),
    section: paths.procedures.path,
    icon: MedicalServicesIcon,
  },
  {
    label: 'Schedule',
    to: paths.schedule.href(),
    section: paths.schedule.path,
    icon: CalendarMonthIcon,
    capability: 'schedule.read',
  },
  { label: 'Transactions', to: paths.transactions.href(), section: paths.transactions.path, icon: ReceiptLongIcon },
  {
    label: 'Billing',
    to: paths.billing.href(),
    section: paths.billing.path,
    icon: PaymentsIcon,
    capability: 'invoice.read',
  },
  {
    label: 'Inventory',
    to: paths.inventory.href(),
    section: paths.inventory.path,
    icon: InventoryIcon,
    capability: 'inventory.read',
    badge: InventoryFlagCount,
  },
  {
    label: 'Services',
    to: paths.services.href(),
    section: paths.services.path,
    icon: SpaIcon,
    capability: 'service.read',
  },
  {
    label: 'Incomplete charts',
    to: paths.incompleteCharts.href(),
    section: paths.incompleteCharts.path,
    icon: FactCheckIcon,
    capability: 'chart.report',
  },
  {
    label: 'Consent templates',
    to: paths.consentTemplates.href(),
    section: paths.consentTemplates.path,
    icon: AssignmentIcon,
    capability: 'consentTemplate.manage',
  },
  {
    label: 'Note templates',
    to: paths.noteTemplates.href(),
    section: paths.noteTemplates.path,
    icon: DescriptionIcon,
    capability: 'noteTemplate.manage',
  },
  {
    label: 'Notes to co-sign',
    to: paths.cosignQueue.href(),
    section: paths.cosignQueue.path,
    icon: DrawIcon,
    capability: 'note.write',
    badge: CosignQueueCount,
  },
  {
    label: 'User Management',
    to: paths.userManagement.href(),
    section: paths.userManagement.path,
    icon: ManageAccountsIcon,
    capability: 'user.manage',
    badge: PendingRegistrationsBadge,
  },
  {
    label: 'Backups',
    to: paths.backups.href(),
    section: paths.backups.path,
    icon: BackupIcon,
    capability: 'backup.manage',
  },
  {
    label: 'Clinic settings',
    to: paths.clinicSettings.href(),
    section: paths.clinicSettings.path,
    icon: StoreIcon,
    capability: 'clinic.manage',
  },
  {
    label: 'Password Management',
    to: paths.passwordManagement.href(),
    section: paths.passwordManagement.path,
    icon: LockIcon,
  },
  { label: 'Account', to: paths.account.href(), section: paths.account.path, icon: AccountCircleIcon },
];
