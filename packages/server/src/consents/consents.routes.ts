import {
  consentPdfLinkSchema,
  consentTemplateInputSchema,
  consentTemplateSchema,
  procedureConsentSchema,
  procedureConsentsResponseSchema,
  revokeConsentInputSchema,
  signConsentInputSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponses, idParams } from '../http/route-schemas.ts';
import type { ConsentsService } from './consents.service.ts';

const tags = ['consents'];
const readTemplates = { capability: 'consentTemplate.read' } as const;
const manageTemplates = { capability: 'consentTemplate.manage' } as const;
const sign = { capability: 'consent.sign' } as const;

/** A User-Agent is the browser's own text; kept to a length a PDF line can hold. */
const MAX_BROWSER_LENGTH = 300;

export const consentsRoutes: FastifyPluginAsyncZod<{ consents: ConsentsService }> = async (app, { consents }) => {
  app.get(
    '/consent-templates',
    { config: readTemplates, schema: { tags, response: { 200: z.array(consentTemplateSchema), ...errorResponses } } },
    () => consents.listTemplates(),
  );

  app.post(
    '/consent-templates',
    {
      config: manageTemplates,
      schema: { tags, body: consentTemplateInputSchema, response: { 200: consentTemplateSchema, ...errorResponses } },
    },
    (request) => consents.createTemplate(currentUser(request), request.body),
  );

  app.put(
    '/consent-templates/:id',
    {
      config: manageTemplates,
      schema: {
        tags,
        params: idParams,
        body: consentTemplateInputSchema,
        response: { 200: consentTemplateSchema, ...errorResponses },
      },
    },
    (request) => consents.updateTemplate(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/consent-templates/:id/retire',
    {
      config: manageTemplates,
      schema: { tags, params: idParams, response: { 200: consentTemplateSchema, ...errorResponses } },
    },
    (request) => consents.retireTemplate(currentUser(request), request.params.id),
  );

  app.get(
    '/procedures/:id/consents',
    {
      config: { capability: 'procedure.read' },
      schema: { tags, params: idParams, response: { 200: procedureConsentsResponseSchema, ...errorResponses } },
    },
    (request) => consents.listOfProcedure(request.params.id),
  );

  app.post(
    '/procedures/:id/consents',
    {
      config: sign,
      schema: {
        tags,
        params: idParams,
        body: signConsentInputSchema,
        response: { 200: procedureConsentSchema, ...errorResponses },
      },
    },
    (request) =>
      consents.sign(currentUser(request), request.params.id, request.body, {
        address: request.ip,
        browser: (request.headers['user-agent'] ?? 'unknown').slice(0, MAX_BROWSER_LENGTH),
      }),
  );

  app.get(
    '/consents/:id/pdf',
    { config: sign, schema: { tags, params: idParams, response: { 200: consentPdfLinkSchema, ...errorResponses } } },
    async (request) => {
      const token = await consents.pdfLink(currentUser(request), request.params.id);
      return { url: `${app.prefix}/consent-files/${token}` };
    },
  );

  app.post(
    '/consents/:id/revoke',
    {
      config: sign,
      schema: {
        tags,
        params: idParams,
        body: revokeConsentInputSchema,
        response: { 200: procedureConsentSchema, ...errorResponses },
      },
    },
    (request) => consents.revoke(currentUser(request), request.params.id, request.body),
  );

  // Opened in a new tab, so it carries no bearer token: the signed, short-lived token is the permission.
  app.get(
    '/consent-files/:token',
    { compress: false, config: { public: true }, schema: { tags, params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const { id, stream } = await consents.openPdf(request.params.token);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="consent-${id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
