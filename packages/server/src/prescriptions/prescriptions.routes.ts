import {
  RX_PDF_LAYOUTS,
  documentPdfLinkSchema,
  drugListSchema,
  drugQuerySchema,
  medicalCertificateInputSchema,
  medicalCertificateSchema,
  medicalCertificatesResponseSchema,
  prescriptionInputSchema,
  prescriptionSchema,
  prescriptionsResponseSchema,
  revokeInputSchema,
  rxPdfQuerySchema,
  signNoteInputSchema,
  verificationCodeParamsSchema,
  verificationSchema,
} from '@clinic/contracts';
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor, idParams, routeOptionsFor } from '../http/route-schemas.ts';
import { sendPrivateFile, signedFileRoute } from '../http/signed-file.ts';
import type { IssuedDocumentsService } from './issued-documents.service.ts';
import type { IssuedDocumentKind } from './issued-documents.repository.ts';

const route = routeOptionsFor('prescriptions');
/** Signing also answers 400 for a wrong password or code and 429 past the sign-in limits. */
const signingRoute = routeOptionsFor('prescriptions', errorResponsesFor(400, 401, 403, 404, 409, 422, 429));
const fileParams = z.object({ layout: z.enum(RX_PDF_LAYOUTS), token: z.string().max(200) });

const CAPABILITIES = {
  prescription: { read: 'prescription.read', write: 'prescription.write' },
  medical_certificate: { read: 'medicalCertificate.read', write: 'medicalCertificate.write' },
} as const;

/** Each kind's paths: `/prescriptions/...` and `/medical-certificates/...`. */
const PATHS: Record<IssuedDocumentKind, { collection: string; files: string }> = {
  prescription: { collection: 'prescriptions', files: 'prescription-files' },
  medical_certificate: { collection: 'medical-certificates', files: 'medical-certificate-files' },
};

export const prescriptionsRoutes: FastifyPluginAsyncZod<{ documents: IssuedDocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/patients/:id/prescriptions',
    route({ capability: 'prescription.read' }, { params: idParams, reply: prescriptionsResponseSchema }),
    (request) => documents.listPrescriptions(request.params.id),
  );

  app.post(
    '/patients/:id/prescriptions',
    route(
      { capability: 'prescription.write' },
      { params: idParams, body: prescriptionInputSchema, reply: prescriptionSchema },
    ),
    (request) => documents.createPrescription(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/patients/:id/medical-certificates',
    route({ capability: 'medicalCertificate.read' }, { params: idParams, reply: medicalCertificatesResponseSchema }),
    (request) => documents.listCertificates(request.params.id),
  );

  app.post(
    '/patients/:id/medical-certificates',
    route(
      { capability: 'medicalCertificate.write' },
      { params: idParams, body: medicalCertificateInputSchema, reply: medicalCertificateSchema },
    ),
    (request) => documents.createCertificate(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/drugs',
    route({ capability: 'prescription.write' }, { querystring: drugQuerySchema, reply: drugListSchema }),
    (request) => documents.searchDrugs(request.query.q),
  );

  for (const kind of ['prescription', 'medical_certificate'] as const) {
    const { collection, files } = PATHS[kind];
    const capability = CAPABILITIES[kind];
    const reply = kind === 'prescription' ? prescriptionSchema : medicalCertificateSchema;

    app.post(
      `/${collection}/:id/sign`,
      signingRoute({ capability: capability.write }, { params: idParams, body: signNoteInputSchema, reply }),
      (request) => documents.sign(kind, currentUser(request), request.params.id, request.body, request.ip),
    );

    app.post(
      `/${collection}/:id/revoke`,
      route({ capability: capability.write }, { params: idParams, body: revokeInputSchema, reply }),
      (request) => documents.revoke(kind, currentUser(request), request.params.id, request.body.reason),
    );

    app.get(
      `/${collection}/:id/pdf`,
      route(
        { capability: capability.read },
        { params: idParams, querystring: rxPdfQuerySchema, reply: documentPdfLinkSchema },
      ),
      async (request) => {
        const { layout } = request.query;
        const token = await documents.pdfLink(kind, currentUser(request), request.params.id, layout);
        return { url: `${app.prefix}/${files}/${layout}/${token}` };
      },
    );

    app.get(`/${files}/:layout/:token`, signedFileRoute('prescriptions', fileParams), async (request, reply) => {
      const { fileName, pdf } = await documents.pdf(kind, request.params.layout, request.params.token);
      return sendPrivateFile(reply, {
        contentType: 'application/pdf',
        contentDisposition: `inline; filename="${fileName}"`,
        size: pdf.length,
        stream: Readable.from(pdf),
      });
    });
  }

  app.get(
    '/verify/:code',
    {
      config: { public: true },
      schema: {
        tags: ['prescriptions'],
        params: verificationCodeParamsSchema,
        response: { 200: verificationSchema, ...errorResponsesFor(404, 422, 429) },
      },
    },
    (request) => documents.verify(request.params.code, request.ip),
  );
};
