import { CONSENT_MESSAGES, messageResponseSchema, verifyPasswordInputSchema } from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor } from '../http/route-schemas.ts';
import type { PasswordCheckService } from './password-check.service.ts';

export const passwordCheckRoutes: FastifyPluginAsyncZod<{ passwordCheck: PasswordCheckService }> = async (
  app,
  { passwordCheck },
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
      await passwordCheck.confirm(currentUser(request), request.body.password, request.ip);
      return { message: CONSENT_MESSAGES.passwordConfirmed };
    },
  );
};
