import { AUTH_MESSAGES, CONSENT_MESSAGES, messageResponseSchema, verifyPasswordInputSchema } from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { badRequest, tooManyRequests } from '../http/app-error.ts';
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
      const attempt = await loginLimiter.begin(caller.email, request.ip);
      if (!attempt.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, attempt.retryAfterMs);
      let matches: boolean;
      try {
        const user = await createUsersRepository(db).findById(caller.id);
        matches = await verifyPassword(user?.passwordHash ?? null, request.body.password);
      } catch (error) {
        await attempt.abandoned();
        throw error;
      }
      if (!matches) {
        await attempt.failed();
        throw badRequest(CONSENT_MESSAGES.wrongPassword);
      }
      await attempt.succeeded();
      return { message: CONSENT_MESSAGES.passwordConfirmed };
    },
  );
};
