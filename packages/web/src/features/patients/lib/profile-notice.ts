import { useLocation } from 'react-router';

/** A message the screen that opened a profile leaves for it (a registration, a merge), as the location's state. */
export interface ProfileNotice {
  notice: string;
}

export function useProfileNotice(): string | undefined {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : undefined;
}
