import multipart from '@fastify/multipart';
import {
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  INVITATION_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  changePasswordInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  messageResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  tokenResponseSchema,
  userSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { createUsersRepository, toUserResponse } from '../users/users.repository.ts';
import { unauthorized } from '../http/app-error.ts';
import { errorResponsesFor } from '../http/route-schemas.ts';
import type { AuthService } from './auth.service.ts';
import type { Database } from '../db/client.ts';
import type { SessionsService } from './sessions.service.ts';

interface AuthRoutesOptions {
  auth: AuthService;
  sessions: SessionsService;
  db: Database;
}

const errors = errorResponsesFor(400, 401, 403, 409, 422, 429);

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, sessions, db }) => {
  // A sign-in form sent as multipart (a browser's FormData) reads like the url-encoded one; no files.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 10, fieldSize: 64 * 1024 },
  });

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: loginInputSchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => ({
      access_token: await auth.login(request.body.username.toLowerCase(), request.body.password, request.ip),
      token_type: 'bearer' as const,
    }),
  );

  app.post(
    '/auth/register',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: registerInputSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request) => ({ access_token: await auth.register(request.body), token_type: 'bearer' as const }),
  );

  app.post(
    '/auth/logout',
    {
      config: { allowInactive: true },
      schema: { tags: ['auth'], response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await sessions.end(currentUser(request).sessionId);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: forgotPasswordInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { message: AUTH_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: resetPasswordInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const purpose = await auth.resetPassword(request.body);
      return { message: purpose === 'invite' ? INVITATION_MESSAGES.success : RESET_PASSWORD_MESSAGES.success };
    },
  );

  app.get(
    '/users/me',
    { config: { allowInactive: true }, schema: { tags: ['users'], response: { 200: userSchema, ...errors } } },
    async (request) => {
      const user = await createUsersRepository(db).findById(currentUser(request).id);
      if (!user) throw unauthorized();
      return toUserResponse(user);
    },
  );

  app.post(
    '/users/change-password',
    {
      config: { allowInactive: true },
      schema: { tags: ['users'], body: changePasswordInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.changePassword(currentUser(request), request.body);
      return { message: CHANGE_PASSWORD_MESSAGES.success };
    },
  );
};
