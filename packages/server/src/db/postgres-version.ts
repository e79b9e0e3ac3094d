/**
 * The oldest PostgreSQL the migrations run on: 0007 defines `clinic_fold` with a SQL-standard
 * function body (`RETURN …`), new in PostgreSQL 14.
 */
export const MINIMUM_POSTGRES_MAJOR = 14;

/**
 * Refuses an older server by name (`server_version_num`, e.g. `150020`), before a migration
 * fails on syntax the server does not know.
 */
export function checkPostgresVersion(serverVersionNum: string): void {
  const major = Math.floor(Number(serverVersionNum) / 10_000);
  if (major < MINIMUM_POSTGRES_MAJOR) {
    throw new Error(
      `The portal needs PostgreSQL ${MINIMUM_POSTGRES_MAJOR} or later; this server runs PostgreSQL ${major}.`,
    );
  }
}
