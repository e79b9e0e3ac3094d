import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { FullPageLoading } from '../components/ui/full-page-loading.tsx';
import { paths } from '../config/paths.ts';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in.tsx';
import { RequireCapability } from './guards/require-capability.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { RequireStaff } from './guards/require-staff.tsx';
import { RequireTwoFactorSetup } from './guards/require-two-factor-setup.tsx';
import { SessionGate } from './guards/session-gate.tsx';
import { patientProfileLoader } from './patient-profile-loader.ts';

/**
 * The screens drawn with MUI, inside its theme. Guards stay outside it, so a visitor sent on to the
 * sign-in page never waits for MUI.
 */
const themed = (children: RouteObject[]): RouteObject => ({
  lazy: () => import('./routes/themed-layout.tsx'),
  children,
});

/**
 * Every screen is its own lazily loaded chunk (one file per screen in ./routes), so the sign-in
 * page downloads only what sign-in needs: it is drawn without MUI, outside the themed layout.
 * Guards are small and stay in the main chunk, as do the loaders that start a screen's first
 * request while its chunks load (they fill `queryClient`).
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <SessionGate />,
    hydrateFallbackElement: <FullPageLoading />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.login.path, lazy: () => import('./routes/login.tsx') },
          themed([
            { path: paths.register.path, lazy: () => import('./routes/register.tsx') },
            { path: paths.signInLink.path, lazy: () => import('./routes/sign-in-link.tsx') },
          ]),
        ],
      },
      themed([
        { path: paths.forgotPassword.path, lazy: () => import('./routes/forgot-password.tsx') },
        { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password.tsx') },
        { path: paths.unauthorized.path, lazy: () => import('./routes/unauthorized.tsx') },
        { path: paths.appointmentAnswer.path, lazy: () => import('./routes/appointment-answer.tsx') },
        { path: paths.verifyDocument.path, lazy: () => import('./routes/verify-document.tsx') },
      ]),
      {
        element: <RequireTwoFactorSetup />,
        children: [themed([{ path: paths.twoFactorSetup.path, lazy: () => import('./routes/two-factor-setup.tsx') }])],
      },
      {
        element: <RequireSession />,
        children: [
          themed([
            {
              element: <RequireCapability capability="patient.selfRegister" />,
              children: [
                {
                  lazy: () => import('./routes/kiosk-layout.tsx'),
                  children: [{ path: paths.kiosk.path, lazy: () => import('./routes/kiosk.tsx') }],
                },
              ],
            },
            {
              element: <RequireStaff />,
              children: [
                // The patient signs on the clinic's device: a full screen without the staff's sidebar and header.
                {
                  element: <RequireCapability capability="consent.sign" />,
                  children: [{ path: paths.signConsent.path, lazy: () => import('./routes/sign-consent.tsx') }],
                },
                {
                  lazy: () => import('./routes/staff-layout.tsx'),
                  children: [
                    { index: true, element: <Navigate to={paths.proceduresDashboard.href()} replace /> },
                    { path: paths.recentlyAdded.path, lazy: () => import('./routes/recently-added.tsx') },
                    { path: paths.patients.path, lazy: () => import('./routes/patients.tsx') },
                    { path: paths.newPatient.path, lazy: () => import('./routes/new-patient.tsx') },
                    {
                      element: <RequireCapability capability="patient.restore" />,
                      children: [
                        { path: paths.archivedPatients.path, lazy: () => import('./routes/archived-patients.tsx') },
                      ],
                    },
                    {
                      path: paths.patient.path,
                      loader: patientProfileLoader(queryClient),
                      lazy: () => import('./routes/patient-profile.tsx'),
                    },
                    {
                      path: paths.patient.nestedPath,
                      loader: patientProfileLoader(queryClient),
                      lazy: () => import('./routes/patient-profile.tsx'),
                    },
                    { path: paths.procedures.path, lazy: () => import('./routes/procedures.tsx') },
                    { path: paths.proceduresDashboard.path, lazy: () => import('./routes/procedures-dashboard.tsx') },
                    { path: paths.newProcedure.path, lazy: () => import('./routes/new-procedure.tsx') },
                    { path: paths.procedure.path, lazy: () => import('./routes/procedure-detail.tsx') },
                    {
                      element: <RequireCapability capability="schedule.read" />,
                      children: [{ path: paths.schedule.path, lazy: () => import('./routes/schedule.tsx') }],
                    },
                    { path: paths.transactions.path, lazy: () => import('./routes/transactions.tsx') },
                    {
                      element: <RequireCapability capability="invoice.read" />,
                      children: [
                        { path: paths.billing.path, lazy: () => import('./routes/billing.tsx') },
                        { path: paths.newInvoice.path, lazy: () => import('./routes/new-invoice.tsx') },
                        { path: paths.invoice.path, lazy: () => import('./routes/invoice.tsx') },
                        { path: paths.creditMemo.path, lazy: () => import('./routes/credit-memo.tsx') },
                        { path: paths.billingDay.path, lazy: () => import('./routes/billing-day.tsx') },
                      ],
                    },
                    {
                      element: <RequireCapability capability="chart.report" />,
                      children: [
                        { path: paths.incompleteCharts.path, lazy: () => import('./routes/incomplete-charts.tsx') },
                      ],
                    },
                    {
                      element: <RequireCapability capability="billing.report" />,
                      children: [
                        { path: paths.billingReports.path, lazy: () => import('./routes/billing-reports.tsx') },
                      ],
                    },
                    {
                      element: <RequireCapability capability="inventory.read" />,
                      children: [
                        { path: paths.inventory.path, lazy: () => import('./routes/inventory.tsx') },
                        { path: paths.product.path, lazy: () => import('./routes/product.tsx') },
                        { path: paths.lot.path, lazy: () => import('./routes/lot.tsx') },
                      ],
                    },
                    {
                      element: <RequireCapability capability="service.read" />,
                      children: [{ path: paths.services.path, lazy: () => import('./routes/services.tsx') }],
                    },
                    {
                      element: <RequireCapability capability="consentTemplate.manage" />,
                      children: [
                        { path: paths.consentTemplates.path, lazy: () => import('./routes/consent-templates.tsx') },
                      ],
                    },
                    {
                      element: <RequireCapability capability="noteTemplate.manage" />,
                      children: [{ path: paths.noteTemplates.path, lazy: () => import('./routes/note-templates.tsx') }],
                    },
                    {
                      element: <RequireCapability capability="note.write" />,
                      children: [{ path: paths.cosignQueue.path, lazy: () => import('./routes/cosign-queue.tsx') }],
                    },
                    { path: paths.passwordManagement.path, lazy: () => import('./routes/password-management.tsx') },
                    { path: paths.account.path, lazy: () => import('./routes/account.tsx') },
                    {
                      path: paths.myPractitionerProfile.path,
                      lazy: () => import('./routes/my-practitioner-profile.tsx'),
                    },
                    {
                      element: <RequireCapability capability="user.manage" />,
                      children: [
                        { path: paths.userManagement.path, lazy: () => import('./routes/user-management.tsx') },
                      ],
                    },
                    {
                      element: <RequireCapability capability="practitioner.manage" />,
                      children: [
                        {
                          path: paths.practitionerProfile.path,
                          lazy: () => import('./routes/practitioner-profile.tsx'),
                        },
                      ],
                    },
                    {
                      element: <RequireCapability capability="backup.manage" />,
                      children: [{ path: paths.backups.path, lazy: () => import('./routes/backups.tsx') }],
                    },
                    {
                      element: <RequireCapability capability="clinic.manage" />,
                      children: [
                        { path: paths.clinicSettings.path, lazy: () => import('./routes/clinic-settings.tsx') },
                      ],
                    },
                  ],
                },
              ],
            },
          ]),
        ],
      },
      { path: paths.dashboard.path, element: <Navigate to={paths.home.href()} replace /> },
      { path: '*', element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];
