import type { Location } from 'react-router';
import { paths } from '../../config/paths.ts';

export interface RedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export function redirectState(location: Location): RedirectState {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** Where to go after sign-in: the remembered origin, else /dashboard (which leads home). */
export function redirectTarget(state: unknown): string {
  const from = (state as Partial<RedirectState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return paths.dashboard.href();
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
