import {
  BACKUP_MESSAGES,
  backupDownloadResponseSchema,
  backupListResponseSchema,
  backupNameParamsSchema,
  backupStatusSchema,
  messageResponseSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, routeOptionsFor } from '../http/route-schemas.ts';
import { sendPrivateFile, signedFileRoute } from '../http/signed-file.ts';
import type { BackupsService } from './backups.service.ts';

const manage = { capability: 'backup.manage' } as const;
const route = routeOptionsFor('backups');

export const backupsRoutes: FastifyPluginAsyncZod<{ backups: BackupsService }> = async (app, { backups }) => {
  app.get('/backups', route(manage, { reply: backupListResponseSchema }), async () => ({
    items: await backups.list(),
  }));

  app.post(
    '/backups',
    {
      config: manage,
      schema: { tags: ['backups'], response: { 202: messageResponseSchema, ...errorResponses } },
    },
    async (_request, reply) => {
      backups.startNow();
      return reply.code(202).send({ message: BACKUP_MESSAGES.started });
    },
  );

  app.get('/backups/status', route(manage, { reply: backupStatusSchema }), () => backups.status());

  app.get(
    '/backups/:name/download',
    route(manage, { params: backupNameParamsSchema, reply: backupDownloadResponseSchema }),
    async (request) => ({ url: `${app.prefix}/backup-files/${await backups.downloadToken(request.params.name)}` }),
  );

  // Followed by the browser as a plain link; the file is sealed already.
  app.get('/backup-files/:token', signedFileRoute('backups'), async (request, reply) => {
    const { name, size, stream } = await backups.openDownload(request.params.token);
    return sendPrivateFile(reply, {
      contentType: 'application/octet-stream',
      size,
      contentDisposition: `attachment; filename="${name}"`,
      stream,
    });
  });
};
