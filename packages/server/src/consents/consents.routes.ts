import {
  consentPdfLinkSchema,
  consentTemplateInputSchema,
  consentTemplateSchema,
  procedureConsentSchema,
  procedureConsentsResponseSchema,
  revokeConsentInputSchema,
  signConsentInputSchema,
  consentTemplateListSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { idParams, routeOptionsFor } from '../http/route-schemas.ts';
import { sendPrivateFile, signedFileRoute } from '../http/signed-file.ts';
import type { ConsentsService } from './consents.service.ts';

const route = routeOptionsFor('consents');
const readTemplates = { capability: 'consentTemplate.read' } as const;
const manageTemplates = { capability: 'consentTemplate.manage' } as const;
const sign = { capability: 'consent.sign' } as const;

/** A User-Agent is the browser's own text; kept to a length a PDF line can hold. */
const MAX_BROWSER_LENGTH = 300;

export const consentsRoutes: FastifyPluginAsyncZod<{ consents: ConsentsService }> = async (app, { consents }) => {
  app.get('/consent-templates', route(readTemplates, { reply: consentTemplateListSchema }), () =>
    consents.listTemplates(),
  );

  app.post(
    '/consent-templates',
    route(manageTemplates, { body: consentTemplateInputSchema, reply: consentTemplateSchema }),
    (request) => consents.createTemplate(currentUser(request), request.body),
  );

  app.put(
    '/consent-templates/:id',
    route(manageTemplates, { params: idParams, body: consentTemplateInputSchema, reply: consentTemplateSchema }),
    (request) => consents.updateTemplate(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/consent-templates/:id/retire',
    route(manageTemplates, { params: idParams, reply: consentTemplateSchema }),
    (request) => consents.retireTemplate(currentUser(request), request.params.id),
  );

  app.get(
    '/procedures/:id/consents',
    route({ capability: 'procedure.read' }, { params: idParams, reply: procedureConsentsResponseSchema }),
    (request) => consents.listOfProcedure(request.params.id),
  );

  app.post(
    '/procedures/:id/consents',
    route(sign, { params: idParams, body: signConsentInputSchema, reply: procedureConsentSchema }),
    (request) =>
      consents.sign(currentUser(request), request.params.id, request.body, {
        address: request.ip,
        browser: (request.headers['user-agent'] ?? 'unknown').slice(0, MAX_BROWSER_LENGTH),
      }),
  );

  app.get('/consents/:id/pdf', route(sign, { params: idParams, reply: consentPdfLinkSchema }), async (request) => {
    const token = await consents.pdfLink(currentUser(request), request.params.id);
    return { url: `${app.prefix}/consent-files/${token}` };
  });

  app.post(
    '/consents/:id/revoke',
    route(sign, { params: idParams, body: revokeConsentInputSchema, reply: procedureConsentSchema }),
    (request) => consents.revoke(currentUser(request), request.params.id, request.body),
  );

  app.get('/consent-files/:token', signedFileRoute('consents'), async (request, reply) => {
    const { id, stream } = await consents.openPdf(request.params.token);
    return sendPrivateFile(reply, {
      contentType: 'application/pdf',
      contentDisposition: `inline; filename="consent-${id}.pdf"`,
      stream,
    });
  });
};
