import {
  TWO_FACTOR_MESSAGES,
  messageResponseSchema,
  recoveryCodesSchema,
  tokenResponseSchema,
  twoFactorCodeInputSchema,
  twoFactorEnrolmentSchema,
  twoFactorSignInInputSchema,
} from '@clinic/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../http/auth-guard.ts';
import { errorResponsesFor, messageWhenDone } from '../http/route-schemas.ts';
import {
  deviceCookie,
  deviceTokenFrom,
  rememberedDeviceCookie,
  rememberedDeviceTokenFrom,
  secureCookiesFor,
} from './device-cookie.ts';
import type { TwoFactorService } from './two-factor.service.ts';

interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
  /** PUBLIC_URL is https: cookies are Secure whatever a request came over. */
  secureCookies: boolean;
}

const errors = errorResponsesFor(400, 401, 403, 409, 422, 429);
/** Staff accounts set up their own two-factor sign-in; the kiosk cannot. */
const ownAccount = { capability: 'account.security' } as const;
/** Setting up is what an account that must use two-factor sign-in may do before it has. */
const setUp = { ...ownAccount, allowBeforeTwoFactor: true } as const;

export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (
  app,
  { twoFactor, secureCookies },
) => {
  app.post(
    '/auth/mfa',
    {
      config: { public: true },
      schema: { tags: ['auth'], body: twoFactorSignInInputSchema, response: { 200: tokenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const signedIn = await twoFactor.completeSignIn(
        {
          mfaToken: request.body.mfa_token,
          code: request.body.code,
          rememberDevice: request.body.remember_device === true,
        },
        {
          address: request.ip,
          userAgent: request.headers['user-agent'],
          deviceToken: deviceTokenFrom(request.headers.cookie),
          rememberedDeviceToken: rememberedDeviceTokenFrom(request.headers.cookie),
        },
      );
      const secure = secureCookiesFor(request, secureCookies);
      const cookies = [deviceCookie(signedIn.deviceToken, secure)];
      if (signedIn.rememberedDeviceToken) {
        cookies.push(rememberedDeviceCookie(signedIn.rememberedDeviceToken, secure));
      }
      reply.header('set-cookie', cookies);
      return { access_token: signedIn.accessToken, token_type: 'bearer' as const };
    },
  );

  app.post(
    '/auth/mfa/enrolment',
    { config: setUp, schema: { tags: ['auth'], response: { 200: twoFactorEnrolmentSchema, ...errors } } },
    (request) => twoFactor.startEnrolment(currentUser(request)),
  );

  app.post(
    '/auth/mfa/enrolment/confirm',
    {
      config: setUp,
      schema: { tags: ['auth'], body: twoFactorCodeInputSchema, response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (request) => ({
      recovery_codes: await twoFactor.confirmEnrolment(currentUser(request), request.body.code),
    }),
  );

  app.delete(
    '/auth/mfa',
    {
      config: ownAccount,
      schema: { tags: ['auth'], body: twoFactorCodeInputSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    (request) =>
      messageWhenDone(
        twoFactor.turnOff(currentUser(request), request.body.code, request.ip),
        TWO_FACTOR_MESSAGES.turnedOff,
      ),
  );
};
