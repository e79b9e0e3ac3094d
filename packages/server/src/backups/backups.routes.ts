import {
  BACKUP_MESSAGES,
  backupDownloadResponseSchema,
  backupListResponseSchema,
  backupNameParamsSchema,
  backupStatusSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/route-schemas.ts';
import type { BackupsService } from './backups.service.ts';

const manage = { capability: 'backup.manage' } as const;
const tags = ['backups'];

export const backupsRoutes: FastifyPluginAsyncZod<{ backups: BackupsService }> = async (app, { backups }) => {
  app.get(
    '/backups',
    { config: manage, schema: { tags, response: { 200: backupListResponseSchema, ...errorResponses } } },
    async () => ({ items: await backups.list() }),
  );

  app.post(
    '/backups',
    {
      config: manage,
      schema: { tags, response: { 202: z.object({ message: z.string() }), ...errorResponses } },
    },
    async (_request, reply) => {
      backups.startNow();
      return reply.code(202).send({ message: BACKUP_MESSAGES.started });
    },
  );

  app.get(
    '/backups/status',
    { config: manage, schema: { tags, response: { 200: backupStatusSchema, ...errorResponses } } },
    () => backups.status(),
  );

  app.get(
    '/backups/:name/download',
    {
      config: manage,
      schema: {
        tags,
        params: backupNameParamsSchema,
        response: { 200: backupDownloadResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ url: `${app.prefix}/backup-files/${await backups.downloadToken(request.params.name)}` }),
  );

  // Followed by the browser as a plain link, so it carries no bearer token: the signed,
  // short-lived token is the permission. The file is sealed already; it goes out as stored.
  app.get(
    '/backup-files/:token',
    { compress: false, config: { public: true }, schema: { tags, params: z.object({ token: z.string().max(200) }) } },
    async (request, reply) => {
      const { name, size, stream } = await backups.openDownload(request.params.token);
      return reply
        .type('application/octet-stream')
        .header('Content-Length', size)
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
