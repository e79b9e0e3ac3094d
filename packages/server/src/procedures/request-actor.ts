import type { FastifyRequest } from 'fastify';
import type { Actor } from '../audit/audit-log.ts';
import { currentUser } from '../http/auth-guard.ts';

/** The caller of a guarded route as the audit log names them. */
export function requestActor(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, fullName: user.fullName, role: user.role };
}
