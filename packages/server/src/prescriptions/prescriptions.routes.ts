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
import { currentUser, type SessionUser } from '../http/auth-guard.ts';
import { errorResponsesFor, idParams, routeOptionsFor } from '../http/route-schemas.ts';
import { sendPrivateFile, signedFileRoute } from '../http/signed-file.ts';
import type { IssuedDocumentsService } from './issued-documents.service.ts';
import type { IssuedDocumentKind } from './issued-documents.repository.ts';

const route = routeOptionsFor('prescriptions');
/** Signing also answers 400 for a wrong password or code and 429 past the sign-in limits. */
const signingRoute = routeOptionsFor('prescriptions', errorResponsesFor(400, 401, 403, 404, 409, 422, 429));
const fileParams = z.object({ layout: z.enum(RX_PDF_LAYOUTS), token: z.string().max(200) });

/** Each kind's capabilities and paths: `/prescriptions/...` and `/medical-certificates/...`. */
const KINDS = {
  prescription: {
    capability: { read: 'prescription.read', write: 'prescription.write' },
    collection: 'prescriptions',
    files: 'prescription-files',
  },
  medical_certificate: {
    capability: { read: 'medicalCertificate.read', write: 'medicalCertificate.write' },
    collection: 'medical-certificates',
    files: 'medical-certificate-files',
  },
} as const satisfies Record<IssuedDocumentKind, unknown>;

/** What a kind's patient list and new draft read and answer, and the service calls behind them. */
interface KindRoutes<List extends z.ZodType, Input extends z.ZodType, Reply extends z.ZodType> {
  schemas: { list: List; input: Input; reply: Reply };
  list: (patientId: number) => Promise<z.input<List>>;
  create: (author: SessionUser, patientId: number, fields: z.output<Input>) => Promise<z.input<Reply>>;
}

export const prescriptionsRoutes: FastifyPluginAsyncZod<{ documents: IssuedDocumentsService }> = async (
  app,
  { documents },
) => {
  /** A kind's routes: the patient's list and a new draft, then signing, revoking and the PDF. */
  const issuedDocumentRoutes = <List extends z.ZodType, Input extends z.ZodType, Reply extends z.ZodType>(
    kind: IssuedDocumentKind,
    { schemas, ...handlers }: KindRoutes<List, Input, Reply>,
  ) => {
    const { capability, collection, files } = KINDS[kind];
    const { reply } = schemas;

    app.get(
      `/patients/:id/${collection}`,
      route({ capability: capability.read }, { params: idParams, reply: schemas.list }),
      (request) => handlers.list(request.params.id),
    );

    app.post(
      `/patients/:id/${collection}`,
      route({ capability: capability.write }, { params: idParams, body: schemas.input, reply }),
      // The body has passed `schemas.input`; the type provider cannot name its output for a generic schema.
      (request) => handlers.create(currentUser(request), request.params.id, request.body as z.output<Input>),
    );

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
  };

  issuedDocumentRoutes('prescription', {
    schemas: { list: prescriptionsResponseSchema, input: prescriptionInputSchema, reply: prescriptionSchema },
    list: documents.listPrescriptions,
    create: documents.createPrescription,
  });
  issuedDocumentRoutes('medical_certificate', {
    schemas: {
      list: medicalCertificatesResponseSchema,
      input: medicalCertificateInputSchema,
      reply: medicalCertificateSchema,
    },
    list: documents.listCertificates,
    create: documents.createCertificate,
  });

  app.get(
    '/drugs',
    route({ capability: 'prescription.write' }, { querystring: drugQuerySchema, reply: drugListSchema }),
    (request) => documents.searchDrugs(request.query.q),
  );

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
