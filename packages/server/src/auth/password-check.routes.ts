import { CONSENT_MESSAGES, messageResponseSchema, verifyPasswordInputSchema } from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor } from '../http/route-schemas.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { verifyPassword } from './secrets.ts';

/**
 * The signed-in staff member proves it is still them (leaving the patient's signing screen): a
 * wrong password counts against the account's sign-in attempts, so this is no way around them.
 */
export const passwordCheckRoutes: FastifyPluginAsyncZod<{ db: Database; loginLimiter: LoginLimiter }> = async (
  app,
  { db, loginLimiter },
) => {
  app.post(
    '/auth/verify-password',
    {
      schema: {
        tags: ['auth'],
        body: verifyPasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorResponsesFor(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      await loginLimiter.confirm(caller.email, request.ip, CONSENT_MESSAGES.wrongPassword, async () => {
        const user = await createUsersRepository(db).findById(caller.id);
        return verifyPassword(user?.passwordHash ?? null, request.body.password);
      });
      return { message: CONSENT_MESSAGES.passwordConfirmed };
    },
  );
};
