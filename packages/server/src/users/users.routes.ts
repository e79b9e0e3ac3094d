import {
  CHANGE_PASSWORD_MESSAGES,
  USER_MESSAGES,
  changePasswordInputSchema,
  inviteUserQuerySchema,
  messageResponseSchema,
  pendingUsersCountSchema,
  updateUserInputSchema,
  userSchema,
  userListSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor, idParams, messageWhenDone, routeOptionsFor } from '../http/route-schemas.ts';
import type { UsersService } from './users.service.ts';

const manage = { capability: 'user.manage' } as const;
const route = routeOptionsFor('users');
const changePasswordRoute = routeOptionsFor('users', errorResponsesFor(400, 401, 403, 422, 429));

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const list = route(manage, { reply: userListSchema });
  // The spec's client asks for `/users/5/users` (a fixed number); `/users` is its plain form.
  app.get('/users/5/users', list, () => users.list());
  app.get('/users', list, () => users.list());

  // Every signed-in account reads its own record, even before activation or two-factor set-up.
  app.get('/users/me', route({ allowInactive: true, allowBeforeTwoFactor: true }, { reply: userSchema }), (request) =>
    users.me(currentUser(request)),
  );

  app.post(
    '/users/change-password',
    changePasswordRoute({ allowInactive: true }, { body: changePasswordInputSchema, reply: messageResponseSchema }),
    (request) =>
      messageWhenDone(
        users.changePassword(currentUser(request), request.body, request.ip),
        CHANGE_PASSWORD_MESSAGES.success,
      ),
  );

  app.post('/users/invite', route(manage, { querystring: inviteUserQuerySchema, reply: userSchema }), (request) =>
    users.invite(currentUser(request), request.query),
  );

  app.post('/users/:id/invitation', route(manage, { params: idParams, reply: userSchema }), (request) =>
    users.resendInvitation(currentUser(request), request.params.id),
  );

  app.get('/users/pending-count', route(manage, { reply: pendingUsersCountSchema }), () => users.pendingCount());

  app.put(
    '/users/:id',
    route(manage, { params: idParams, body: updateUserInputSchema, reply: userSchema }),
    (request) => users.update(currentUser(request), request.params.id, request.body),
  );

  app.delete('/users/:id/mfa', route(manage, { params: idParams, reply: userSchema }), (request) =>
    users.resetTwoFactor(currentUser(request), request.params.id),
  );

  // An administrator lets an account's owner in at once: its sign-in counters start over.
  app.delete(
    '/users/:id/sign-in-limits',
    route(manage, { params: idParams, reply: messageResponseSchema }),
    async (request) => ({
      message: USER_MESSAGES.signInLimitsCleared(
        await users.clearSignInLimits(currentUser(request), request.params.id),
      ),
    }),
  );

  app.delete('/users/:id', route(manage, { params: idParams, reply: messageResponseSchema }), (request) =>
    messageWhenDone(users.remove(currentUser(request), request.params.id), USER_MESSAGES.deleted),
  );
};
