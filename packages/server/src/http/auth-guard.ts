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
  /** The name screens, PDFs and history lines show: the full name, else the e-mail (`staffName`). */
  fullName: string;
  role: Role;
  isActive: boolean;
  /** Inactive because an administrator deactivated it (not a registration waiting for activation). */
  deactivated: boolean;
  /** Two-factor sign-in is on for the account. */
  twoFactorEnabled: boolean;
  sessionId: number;
}

/** A live session: its user, and how long until it ends unless used (idle or absolute limit). */
export interface ResolvedSession {
  user: SessionUser;
  endsInSeconds: number;
}

/**
 * Sent on every signed-in answer, so the web can warn before the session ends and offer to keep
 * it; seconds rather than a time, so a wrong clock on the computer does not matter.
 */
export const SESSION_ENDS_IN_HEADER = 'x-session-ends-in';

/** What the guard needs of the sessions: the live session of a token, if any. */
export interface SessionResolver {
  resolve(token: string): Promise<ResolvedSession | undefined>;
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
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.public || !request.routeOptions.url) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const session = token ? await sessions.resolve(token) : undefined;
    if (!session) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
    const { user } = session;
    request.sessionUser = user;
    reply.header(SESSION_ENDS_IN_HEADER, String(session.endsInSeconds));
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
