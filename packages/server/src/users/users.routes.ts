import {
  CHANGE_PASSWORD_MESSAGES,
  USER_MESSAGES,
  changePasswordInputSchema,
  inviteUserQuerySchema,
  messageResponseSchema,
  pendingUsersCountSchema,
  updateUserInputSchema,
  userSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponses, errorResponsesFor, idParams } from '../http/route-schemas.ts';
import type { UsersService } from './users.service.ts';

const manage = { capability: 'user.manage' } as const;

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const listSchema = { tags: ['users'], response: { 200: z.array(userSchema), ...errorResponses } };
  // The spec's client asks for `/users/5/users` (a fixed number); `/users` is its plain form.
  app.get('/users/5/users', { config: manage, schema: listSchema }, () => users.list());
  app.get('/users', { config: manage, schema: listSchema }, () => users.list());

  // Every signed-in account reads its own record, even before activation or two-factor set-up.
  app.get(
    '/users/me',
    {
      config: { allowInactive: true, allowBeforeTwoFactor: true },
      schema: { tags: ['users'], response: { 200: userSchema, ...errorResponses } },
    },
    (request) => users.me(currentUser(request)),
  );

  app.post(
    '/users/change-password',
    {
      config: { allowInactive: true },
      schema: {
        tags: ['users'],
        body: changePasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorResponsesFor(400, 401, 403, 422) },
      },
    },
    async (request) => {
      await users.changePassword(currentUser(request), request.body);
      return { message: CHANGE_PASSWORD_MESSAGES.success };
    },
  );

  app.post(
    '/users/invite',
    {
      config: manage,
      schema: { tags: ['users'], querystring: inviteUserQuerySchema, response: { 200: userSchema, ...errorResponses } },
    },
    (request) => users.invite(currentUser(request), request.query),
  );

  app.post(
    '/users/:id/invitation',
    {
      config: manage,
      schema: { tags: ['users'], params: idParams, response: { 200: userSchema, ...errorResponses } },
    },
    (request) => users.resendInvitation(currentUser(request), request.params.id),
  );

  app.get(
    '/users/pending-count',
    { config: manage, schema: { tags: ['users'], response: { 200: pendingUsersCountSchema, ...errorResponses } } },
    () => users.pendingCount(),
  );

  app.put(
    '/users/:id',
    {
      config: manage,
      schema: {
        tags: ['users'],
        params: idParams,
        body: updateUserInputSchema,
        response: { 200: userSchema, ...errorResponses },
      },
    },
    (request) => users.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id/mfa',
    {
      config: manage,
      schema: { tags: ['users'], params: idParams, response: { 200: userSchema, ...errorResponses } },
    },
    (request) => users.resetTwoFactor(currentUser(request), request.params.id),
  );

  app.delete(
    '/users/:id',
    {
      config: manage,
      schema: { tags: ['users'], params: idParams, response: { 200: messageResponseSchema, ...errorResponses } },
    },
    async (request) => {
      await users.remove(currentUser(request), request.params.id);
      return { message: USER_MESSAGES.deleted };
    },
  );
};
