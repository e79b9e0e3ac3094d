/** Every cached answer of the transactions screen starts with this key, so one invalidation refreshes them all. */
export const TRANSACTIONS_QUERY_KEY = 'transactions';
