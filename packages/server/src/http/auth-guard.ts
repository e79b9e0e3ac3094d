import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES, can, type Capability, type Role } from '@clinic/contracts';
import { forbidden, unauthorized } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, health, docs, the web app). */
    public?: boolean;
    /** The capability of the contracts' table a caller needs; of a list, any one of them. */
    capability?: Capability | readonly Capability[];
    /** Reachable by a signed-in account still waiting for activation. */
    allowInactive?: boolean;
    /**
     * Reachable by an account whose role requires two-factor sign-in before it is set up: setting
     * it up, reading its own account and signing out.
     */
    allowBeforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
}

/** The signed-in user behind a request's bearer token. */
export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  isActive: boolean;
  /** Inactive because an administrator deactivated it (not a registration waiting for activation). */
  deactivated: boolean;
  /** Two-factor sign-in is on for the account. */
  twoFactorEnabled: boolean;
  sessionId: number;
}

/** What the guard needs of the sessions: the live user of a token, if any. */
export interface SessionResolver {
  resolve(token: string): Promise<SessionUser | undefined>;
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Every route needs a live session of an active user unless it says otherwise: the guard denies by
 * default, so a route added later cannot be left open by forgetting a check.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  sessions: SessionResolver,
  options: { twoFactorRequiredRoles: readonly Role[] },
): void {
  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const user = token ? await sessions.resolve(token) : undefined;
    if (!user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    request.sessionUser = user;
    if (!user.isActive && !config.allowInactive) {
      throw forbidden(user.deactivated ? AUTH_MESSAGES.deactivated : AUTH_MESSAGES.inactive);
    }
    if (!user.twoFactorEnabled && !config.allowBeforeTwoFactor && options.twoFactorRequiredRoles.includes(user.role)) {
      throw forbidden(TWO_FACTOR_MESSAGES.setupRequired);
    }
    const needed: readonly Capability[] = config.capability === undefined ? [] : [config.capability].flat();
    if (needed.length > 0 && !needed.some((capability) => can(user.role, capability))) throw forbidden();
  });
}

/** The caller of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
