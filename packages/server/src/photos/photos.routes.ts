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
import { messageWhenDone, routeOptionsFor, uploadErrorResponses } from '../http/route-schemas.ts';
import { sendPrivateFile, signedFileRoute } from '../http/signed-file.ts';
import { PHOTO_MULTIPART_LIMITS, photoUploadFormSchema, readPhotoUpload } from './photo-upload.ts';
import { PHOTO_FILE_VARIANTS, type PhotosService } from './photos.service.ts';

export interface PhotosRoutesOptions {
  photos: PhotosService;
}

const route = routeOptionsFor('photos', uploadErrorResponses);
const procedureParamsSchema = photoIdParamsSchema;

export const photosRoutes: FastifyPluginAsyncZod<PhotosRoutesOptions> = async (app, { photos }) => {
  await app.register(multipart, { limits: PHOTO_MULTIPART_LIMITS, throwFileSizeLimit: false });

  app.post(
    '/procedures/:id/photos',
    route(
      { capability: 'photo.take' },
      {
        form: photoUploadFormSchema,
        params: procedureParamsSchema,
        reply: photoSchema,
      },
    ),
    async (request) => photos.upload(currentUser(request), request.params.id, await readPhotoUpload(request)),
  );

  app.get(
    '/procedures/:id/photos',
    route({ capability: 'photo.read' }, { params: procedureParamsSchema, reply: photoListResponseSchema }),
    async (request) => ({ items: await photos.ofProcedure(currentUser(request), request.params.id) }),
  );

  app.get(
    '/patients/:id/photos',
    route({ capability: 'photo.read' }, { params: patientIdParamsSchema, reply: photoListResponseSchema }),
    async (request) => ({ items: await photos.ofPatient(currentUser(request), request.params.id) }),
  );

  app.get(
    '/photos/:id',
    route(
      { capability: 'photo.read' },
      { params: photoIdParamsSchema, querystring: photoLinkQuerySchema, reply: photoLinkResponseSchema },
    ),
    async (request) => {
      const token = await photos.link(currentUser(request), request.params.id, request.query.size);
      return { url: `${app.prefix}/photo-files/${request.query.size}/${token}` };
    },
  );

  app.get(
    '/photos/:id/marketing',
    route({ capability: 'photo.marketingExport' }, { params: photoIdParamsSchema, reply: photoLinkResponseSchema }),
    async (request) => {
      const token = await photos.marketingLink(currentUser(request), request.params.id);
      return { url: `${app.prefix}/photo-files/marketing/${token}` };
    },
  );

  app.delete(
    '/photos/:id',
    route({ capability: 'photo.delete' }, { params: photoIdParamsSchema, reply: messageResponseSchema }),
    (request) => messageWhenDone(photos.remove(currentUser(request), request.params.id), PHOTO_MESSAGES.deleted),
  );

  // Shown in an <img> or opened in a new tab.
  app.get(
    '/photo-files/:variant/:token',
    signedFileRoute('photos', z.object({ variant: z.enum(PHOTO_FILE_VARIANTS), token: z.string().max(200) })),
    async (request, reply) => {
      const { variant, token } = request.params;
      const { photo, contentType, stream } = await photos.openFile(variant, token);
      const extension = contentType === 'image/png' ? 'png' : 'jpg';
      const fileName = `photo-${photo.id}-${photo.kind}-${photo.angle}.${extension}`;
      const disposition = variant === 'marketing' ? 'attachment' : 'inline';
      return sendPrivateFile(reply, {
        contentType,
        contentDisposition: `${disposition}; filename="${fileName}"`,
        stream,
      });
    },
  );
};
