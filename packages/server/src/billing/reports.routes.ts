import {
  agingReportSchema,
  patientCreditSchema,
  patientPaymentsSchema,
  patientSeniorPwdIdSchema,
  reportRangeQuerySchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_DOWNLOAD_COMPRESSION, sendCsvDownload } from '../http/csv.ts';
import { idParams, routeOptionsFor } from '../http/route-schemas.ts';
import type { PatientBillingService } from './patient-billing.service.ts';
import type { ReportsService } from './reports.service.ts';

const report = { capability: 'billing.report' } as const;
const route = routeOptionsFor('billing');

/** The billing reports, and what billing keeps on a patient (credit, payments and what is owed, the senior/PWD ID). */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  patientBilling: PatientBillingService;
}> = async (app, { reports, patientBilling }) => {
  const csvRoute = {
    config: report,
    compress: CSV_DOWNLOAD_COMPRESSION,
    schema: { tags: ['billing'], querystring: reportRangeQuerySchema, produces: ['text/csv'] },
  };

  app.get('/reports/sales-journal.csv', csvRoute, (request, reply) =>
    sendCsvDownload(reply, reports.salesJournal(request.query)),
  );

  app.get('/reports/discount-register.csv', csvRoute, (request, reply) =>
    sendCsvDownload(reply, reports.discountRegister(request.query)),
  );

  app.get('/reports/aging', route(report, { reply: agingReportSchema }), () => reports.aging());

  app.get(
    '/patients/:id/credit',
    route({ capability: 'invoice.read' }, { params: idParams, reply: patientCreditSchema }),
    (request) => patientBilling.credit(request.params.id),
  );

  app.get(
    '/patients/:id/payments',
    route({ capability: 'invoice.read' }, { params: idParams, reply: patientPaymentsSchema }),
    (request) => patientBilling.payments(request.params.id),
  );

  app.get(
    '/patients/:id/senior-pwd-id',
    route({ capability: 'invoice.read' }, { params: idParams, reply: patientSeniorPwdIdSchema }),
    (request) => patientBilling.seniorPwdId(request.params.id),
  );
};
