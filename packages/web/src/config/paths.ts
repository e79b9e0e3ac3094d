/** Every route of the portal: `path` for the router, `href` for links and browser tests. */
export const paths = {
  home: { path: '/', href: () => '/' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },

  login: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    href: (token: string) => `/reset-password?${new URLSearchParams({ token })}`,
  },
  unauthorized: { path: '/unauthorized', href: () => '/unauthorized' },
  /** Where an account whose role requires two-factor sign-in sets it up before anything else. */
  twoFactorSetup: { path: '/two-factor-setup', href: () => '/two-factor-setup' },

  patients: { path: '/patients', href: () => '/patients' },
  newPatient: { path: '/patients/new', href: () => '/patients/new' },
  archivedPatients: { path: '/patients/archived', href: () => '/patients/archived' },
  patient: {
    path: '/patients/:id',
    nestedPath: '/patients/:id/*',
    href: (id: number | string, tab?: PatientTab) => `/patients/${id}${tab ? `?${new URLSearchParams({ tab })}` : ''}`,
  },

  procedures: {
    path: '/procedures',
    href: (patientId?: number | string) =>
      `/procedures${patientId === undefined ? '' : `?${new URLSearchParams({ patientId: String(patientId) })}`}`,
  },
  proceduresDashboard: { path: '/procedures/dashboard', href: () => '/procedures/dashboard' },
  newProcedure: {
    path: '/procedures/new',
    /** A slot chosen on the schedule comes prefilled: its doctor, start and end (clinic time). */
    href: (patientId: number | string, slot?: AppointmentSlot) =>
      `/procedures/new?${new URLSearchParams({ patientId: String(patientId), ...slot })}`,
  },
  procedure: { path: '/procedures/:id', href: (id: number | string) => `/procedures/${id}` },
  /** The full-screen view a patient signs a consent on, without the staff's sidebar and header. */
  signConsent: {
    path: '/procedures/:id/sign-consent',
    href: (id: number | string) => `/procedures/${id}/sign-consent`,
  },
  consentTemplates: { path: '/consent-templates', href: () => '/consent-templates' },

  schedule: {
    path: '/schedule',
    href: (tab?: ScheduleTab) => `/schedule${tab ? `?${new URLSearchParams({ tab })}` : ''}`,
  },
  transactions: { path: '/transactions', href: () => '/transactions' },
  inventory: { path: '/inventory', href: () => '/inventory' },
  product: { path: '/inventory/products/:id', href: (id: number | string) => `/inventory/products/${id}` },
  lot: { path: '/inventory/lots/:id', href: (id: number | string) => `/inventory/lots/${id}` },
  recentlyAdded: { path: '/recently-added', href: () => '/recently-added' },
  passwordManagement: { path: '/password-management', href: () => '/password-management' },
  /** The user's own two-factor sign-in and sessions. */
  account: { path: '/account', href: () => '/account' },
  userManagement: { path: '/user-management', href: () => '/user-management' },
  backups: { path: '/backups', href: () => '/backups' },
  kiosk: { path: '/kiosk', href: () => '/kiosk' },
  /** The page a reminder links to: the patient confirms or cancels without signing in. */
  appointmentAnswer: { path: '/a/:token', href: (token: string) => `/a/${token}` },
} as const;

export type PatientTab =
  'basic' | 'medical' | 'consultations' | 'medications' | 'procedures' | 'attachments' | 'photos';

export type ScheduleTab = 'calendar' | 'today';

/** `start` and `end` as `YYYY-MM-DDTHH:mm` in clinic time. */
export interface AppointmentSlot {
  doctor?: string;
  start: string;
  end: string;
}
