import { can, type Capability, type Role } from '@clinic/contracts';
import type { SignedInUser, TestApp } from './test-app.ts';
import { ALL_ROLES } from './patient-files.ts';

/** A signed-in user of every role, for the role-matrix tests. */
export async function signInEveryRole(t: TestApp): Promise<Record<Role, SignedInUser>> {
  const users = {} as Record<Role, SignedInUser>;
  for (const role of ALL_ROLES) users[role] = await t.signIn(role);
  return users;
}

/** What the role table says a role may do: one of the capabilities is enough. */
export const expected = (role: Role, ...capabilities: Capability[]) =>
  capabilities.some((capability) => can(role, capability)) ? 'allowed' : 'forbidden';

/** A response's status as the role table speaks of it. */
export const outcome = (status: number) =>
  status === 403 ? 'forbidden' : status < 300 ? 'allowed' : `status ${status}`;
