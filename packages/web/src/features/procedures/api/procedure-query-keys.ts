/** Every cached procedure answer starts with this key, so one invalidation refreshes lists, stats and details. */
export const PROCEDURES_QUERY_KEY = 'procedures';
