/** A route without parameters: its link is its path. */
const fixedRoute = (path: string) => ({ path, href: () => path });

/** Every route of the portal: `path` for the router, `href` for links and browser tests. */
export const paths = {
  home: fixedRoute('/'),
  dashboard: fixedRoute('/dashboard'),

  login: fixedRoute('/login'),
  register: fixedRoute('/register'),
  forgotPassword: fixedRoute('/forgot-password'),
  resetPassword: {
    path: '/reset-password',
    href: (token: string) => `/reset-password?${new URLSearchParams({ token })}`,
  },
  /** A mailed sign-in link's page (the server writes its links as `/sign-in-link?token=…`). */
  signInLink: {
    path: '/sign-in-link',
    href: (token: string) => `/sign-in-link?${new URLSearchParams({ token })}`,
  },
  unauthorized: fixedRoute('/unauthorized'),
  /** Where an account whose role requires two-factor sign-in sets it up before anything else. */
  twoFactorSetup: fixedRoute('/two-factor-setup'),

  patients: fixedRoute('/patients'),
  newPatient: fixedRoute('/patients/new'),
  archivedPatients: fixedRoute('/patients/archived'),
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
  proceduresDashboard: fixedRoute('/procedures/dashboard'),
  newProcedure: {
    path: '/procedures/new',
    href: (patientId: number | string) => `/procedures/new?${new URLSearchParams({ patientId: String(patientId) })}`,
  },
  procedure: { path: '/procedures/:id', href: (id: number | string) => `/procedures/${id}` },
  /** The full-screen view a patient signs a consent on, without the staff's sidebar and header. */
  signConsent: {
    path: '/procedures/:id/sign-consent',
    href: (id: number | string) => `/procedures/${id}/sign-consent`,
  },
  consentTemplates: fixedRoute('/consent-templates'),
  noteTemplates: fixedRoute('/note-templates'),
  /** The signed-in doctor's queue of nurses' notes to co-sign. */
  cosignQueue: fixedRoute('/notes/cosign'),
  /** The service catalogue procedures are chosen from. */
  services: fixedRoute('/services'),

  schedule: {
    path: '/schedule',
    href: (tab?: ScheduleTab) => `/schedule${tab ? `?${new URLSearchParams({ tab })}` : ''}`,
  },
  transactions: fixedRoute('/transactions'),
  inventory: fixedRoute('/inventory'),
  product: { path: '/inventory/products/:id', href: (id: number | string) => `/inventory/products/${id}` },
  lot: { path: '/inventory/lots/:id', href: (id: number | string) => `/inventory/lots/${id}` },
  billing: fixedRoute('/billing'),
  /** Check out: a new invoice, for a patient when one is given (prefilled with their procedures not yet invoiced). */
  newInvoice: {
    path: '/billing/new',
    href: (patientId?: number | string) =>
      `/billing/new${patientId === undefined ? '' : `?${new URLSearchParams({ patientId: String(patientId) })}`}`,
  },
  invoice: { path: '/billing/invoices/:id', href: (id: number | string) => `/billing/invoices/${id}` },
  creditMemo: { path: '/billing/credit-memos/:id', href: (id: number | string) => `/billing/credit-memos/${id}` },
  billingDay: fixedRoute('/billing/day'),
  /** A period's procedures whose charts miss items, by doctor (`from` and `to` clinic dates). */
  incompleteCharts: {
    path: '/reports/incomplete-charts',
    href: (period?: { from: string; to: string }) =>
      `/reports/incomplete-charts${period ? `?${new URLSearchParams(period)}` : ''}`,
  },
  billingReports: fixedRoute('/billing/reports'),
  recentlyAdded: fixedRoute('/recently-added'),
  passwordManagement: fixedRoute('/password-management'),
  /** The user's own two-factor sign-in and sessions. */
  account: fixedRoute('/account'),
  /** The signed-in user's own practitioner profile: printed name, licences, letterhead, signature. */
  myPractitionerProfile: fixedRoute('/account/practitioner-profile'),
  /** Any user's practitioner profile, edited by an administrator. */
  practitionerProfile: { path: '/practitioners/:userId', href: (userId: number) => `/practitioners/${userId}` },
  userManagement: fixedRoute('/user-management'),
  backups: fixedRoute('/backups'),
  /** The clinic's name, address and phone, printed on every patient message. */
  clinicSettings: fixedRoute('/settings/clinic'),
  kiosk: fixedRoute('/kiosk'),
  /** The page a reminder links to: the patient confirms or cancels without signing in. */
  appointmentAnswer: { path: '/a/:token', href: (token: string) => `/a/${token}` },
  /** The page a printed prescription's or certificate's QR code opens, without signing in. */
  verifyDocument: { path: '/verify/:code', href: (code: string) => `/verify/${code}` },
} as const;

export type PatientTab =
  'basic' | 'medical' | 'consultations' | 'medications' | 'procedures' | 'attachments' | 'photos' | 'billing';

export type ScheduleTab = 'calendar' | 'today';
