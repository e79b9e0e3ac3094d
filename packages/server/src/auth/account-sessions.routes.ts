import { TWO_FACTOR_MESSAGES, accountSessionListSchema, messageResponseSchema } from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { notFound } from '../http/app-error.ts';
import { errorResponsesFor, idParams } from '../http/route-schemas.ts';
import type { SessionsService } from './sessions.service.ts';
import { describeUserAgent } from './user-agent.ts';

const errors = errorResponsesFor(401, 403, 404, 422);
/** Staff accounts see and end their own sessions; the shared kiosk account does not. */
const ownAccount = { capability: 'account.security' } as const;

/** The caller's own signed-in sessions, and signing one of them out. */
export const accountSessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  app.get(
    '/auth/sessions',
    { config: ownAccount, schema: { tags: ['auth'], response: { 200: accountSessionListSchema, ...errors } } },
    async (request) => {
      const caller = currentUser(request);
      const rows = await sessions.listLive(caller.id);
      return {
        items: rows.map((session) => ({
          id: session.id,
          device: describeUserAgent(session.userAgent),
          address: session.address,
          created_at: session.createdAt.toISOString(),
          last_used_at: session.lastSeenAt.toISOString(),
          current: session.id === caller.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/auth/sessions/:id',
    {
      config: ownAccount,
      schema: { tags: ['auth'], params: idParams, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const caller = currentUser(request);
      if (!(await sessions.endOfUser(caller.id, request.params.id))) {
        throw notFound(TWO_FACTOR_MESSAGES.sessionNotFound);
      }
      return { message: TWO_FACTOR_MESSAGES.sessionEnded };
    },
  );
};
