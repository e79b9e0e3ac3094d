import { useLocation } from 'react-router';

/** A message the screen that opened another leaves for it (a registration, a merge, an invoice issued), as the location's state. */
export interface LocationNotice {
  notice: string;
}

export function useLocationNotice(): string | undefined {
  const state: unknown = useLocation().state;
  return state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : undefined;
}
