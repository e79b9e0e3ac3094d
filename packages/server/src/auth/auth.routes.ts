import multipart from '@fastify/multipart';
import {
  AUTH_MESSAGES,
  INVITATION_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  signInLinkInputSchema,
  tokenResponseSchema,
} from '@clinic/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../http/app-error.ts';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor, messageWhenDone } from '../http/route-schemas.ts';
import { multipartFields } from '../http/multipart.ts';
import {
  deviceCookie,
  deviceTokenFrom,
  rememberedDeviceTokenFrom,
  secureCookiesFor,
  signInNonceCookie,
  signInNonceFrom,
} from './device-cookie.ts';
import type { AuthService, SignInAnswer } from './auth.service.ts';
import type { SignInClient } from './two-factor.service.ts';
import type { SessionsService } from './sessions.service.ts';

interface AuthRoutesOptions {
  auth: AuthService;
  /** PUBLIC_URL is https: cookies are Secure whatever a request came over. */
  secureCookies: boolean;
  sessions: SessionsService;
}

const errors = errorResponsesFor(400, 401, 403, 409, 413, 422, 429);

/** Where a sign-in comes from, with the sign-in cookies it carries. */
const signInClient = (request: FastifyRequest): SignInClient => ({
  address: request.ip,
  userAgent: request.headers['user-agent'],
  deviceToken: deviceTokenFrom(request.headers.cookie),
  rememberedDeviceToken: rememberedDeviceTokenFrom(request.headers.cookie),
  signInNonce: signInNonceFrom(request.headers.cookie),
});

/** The spec's token, or `{mfa_required, mfa_token}`; the browser keeps its device token when the account knows it. */
function answerSignIn(reply: FastifyReply, answer: SignInAnswer, secure: boolean) {
  if (answer.deviceToken !== undefined) reply.header('set-cookie', deviceCookie(answer.deviceToken, secure));
  if (answer.kind === 'challenge') return { mfa_required: true as const, mfa_token: answer.mfaToken };
  return { access_token: answer.accessToken, token_type: 'bearer' as const };
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, sessions, secureCookies }) => {
  // A sign-in form sent as multipart (a browser's FormData) reads like the url-encoded one; no files.
  await app.register(multipart, { limits: { files: 0, fields: 10, fieldSize: 64 * 1024 } });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await multipartFields(request);
  });

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: loginInputSchema,
        // The spec's token; for an account with two-factor sign-in, `{mfa_required, mfa_token}`.
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await auth.login(
        request.body.username.toLowerCase(),
        request.body.password,
        signInClient(request),
      );
      if (answer.kind === 'limited') {
        // The browser keeps the nonce a mailed sign-in link will ask for.
        reply.header('set-cookie', signInNonceCookie(answer.nonce, secureCookiesFor(request, secureCookies)));
        throw tooManyRequests(AUTH_MESSAGES.signInLinkSent, answer.retryAfterMs);
      }
      return answerSignIn(reply, answer, secureCookiesFor(request, secureCookies));
    },
  );

  app.post(
    '/auth/sign-in-link',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: signInLinkInputSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) =>
      answerSignIn(
        reply,
        await auth.signInWithLink(request.body.token, signInClient(request)),
        secureCookiesFor(request, secureCookies),
      ),
  );

  app.post(
    '/auth/register',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: registerInputSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request) => ({
      access_token: await auth.register(request.body, request.ip, request.headers['user-agent']),
      token_type: 'bearer' as const,
    }),
  );

  app.post(
    '/auth/logout',
    {
      config: { allowInactive: true, allowBeforeTwoFactor: true },
      schema: { tags: ['auth'], response: { 200: messageResponseSchema, ...errors } },
    },
    (request) => messageWhenDone(sessions.end(currentUser(request).sessionId), AUTH_MESSAGES.signedOut),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: forgotPasswordInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    (request) => {
      auth.requestPasswordReset(request.body.email);
      return Promise.resolve({ message: AUTH_MESSAGES.forgotSent });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: resetPasswordInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const purpose = await auth.resetPassword(request.body, request.ip);
      return { message: purpose === 'invite' ? INVITATION_MESSAGES.success : RESET_PASSWORD_MESSAGES.success };
    },
  );
};
