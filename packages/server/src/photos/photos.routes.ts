import multipart from '@fastify/multipart';
import {
  PHOTO_MESSAGES,
  messageResponseSchema,
  patientIdParamsSchema,
  photoIdParamsSchema,
  photoLinkQuerySchema,
  photoLinkResponseSchema,
  photoListResponseSchema,
  photoSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor } from '../http/route-schemas.ts';
import { PHOTO_MULTIPART_LIMITS, readPhotoUpload } from './photo-upload.ts';
import { PHOTO_FILE_VARIANTS, type PhotosService } from './photos.service.ts';

export interface PhotosRoutesOptions {
  photos: PhotosService;
}

const errors = errorResponsesFor(400, 401, 403, 404, 409, 413, 415, 422);
const tags = ['photos'];
const procedureParamsSchema = photoIdParamsSchema;

export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { photos }) => {
  await app.register(multipart, { limits: PHOTO_MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    '/procedures/:id/photos',
    {
      config: { capability: 'photo.take' },
      schema: {
        tags,
        description: 'multipart/form-data: file (JPEG, PNG or HEIC, up to 15 MB), kind (before|after), angle, note',
        params: procedureParamsSchema,
        response: { 200: photoSchema, ...errors },
      },
    },
    async (request) => photos.upload(currentUser(request), request.params.id, await readPhotoUpload(request)),
  );

  app.get(
    '/procedures/:id/photos',
    {
      config: { capability: 'photo.read' },
      schema: { tags, params: procedureParamsSchema, response: { 200: photoListResponseSchema, ...errors } },
    },
    async (request) => ({ items: await photos.ofProcedure(currentUser(request), request.params.id) }),
  );

  app.get(
    '/patients/:id/photos',
    {
      config: { capability: 'photo.read' },
      schema: { tags, params: patientIdParamsSchema, response: { 200: photoListResponseSchema, ...errors } },
    },
    async (request) => ({ items: await photos.ofPatient(currentUser(request), request.params.id) }),
  );

  app.get(
    '/photos/:id',
    {
      config: { capability: 'photo.read' },
      schema: {
        tags,
        params: photoIdParamsSchema,
        querystring: photoLinkQuerySchema,
        response: { 200: photoLinkResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = await photos.link(currentUser(request), request.params.id, request.query.size);
      return { url: `${app.prefix}/photo-files/${request.query.size}/${token}` };
    },
  );

  app.get(
    '/photos/:id/marketing',
    {
      config: { capability: 'photo.marketingExport' },
      schema: { tags, params: photoIdParamsSchema, response: { 200: photoLinkResponseSchema, ...errors } },
    },
    async (request) => {
      const token = await photos.marketingLink(currentUser(request), request.params.id);
      return { url: `${app.prefix}/photo-files/marketing/${token}` };
    },
  );

  app.delete(
    '/photos/:id',
    {
      config: { capability: 'photo.delete' },
      schema: { tags, params: photoIdParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await photos.remove(currentUser(request), request.params.id);
      return { message: PHOTO_MESSAGES.deleted };
    },
  );

  // Shown in an <img> or opened in a new tab, so it carries no bearer token: the signed,
  // short-lived token is the permission. Images are compressed already.
  app.get(
    '/photo-files/:variant/:token',
    {
      compress: false,
      config: { public: true },
      schema: { tags, params: z.object({ variant: z.enum(PHOTO_FILE_VARIANTS), token: z.string().max(200) }) },
    },
    async (request, reply) => {
      const { variant, token } = request.params;
      const { photo, contentType, stream } = await photos.openFile(variant, token);
      const extension = contentType === 'image/png' ? 'png' : 'jpg';
      const fileName = `photo-${photo.id}-${photo.kind}-${photo.angle}.${extension}`;
      return reply
        .type(contentType)
        .header('Content-Disposition', `${variant === 'marketing' ? 'attachment' : 'inline'}; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
