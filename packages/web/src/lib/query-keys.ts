/**
 * The first element of every cached answer's key, one per feature, so invalidating a root
 * refreshes all of that feature's answers. Kept here because a save in one feature can change what
 * another shows (a procedure's payment appears among the payments).
 */
export const QUERY_ROOTS = {
  patients: 'patients',
  procedures: 'procedures',
  transactions: 'transactions',
  users: 'users',
  account: 'account',
  inventory: 'inventory',
  consents: 'consents',
  photos: 'photos',
  services: 'services',
  practitioners: 'practitioners',
  clinicSettings: 'clinic-settings',
} as const;
