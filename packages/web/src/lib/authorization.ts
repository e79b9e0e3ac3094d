import { can, type Capability } from '@clinic/contracts';
import { useCurrentUser } from './current-user.ts';

/** Mirrors the server's capability table for the signed-in user; the server still decides. */
export function useCan(capability: Capability): boolean {
  const { data: user } = useCurrentUser();
  return can(user?.role, capability);
}
