import { and, asc, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export function createUsersRepository(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    async countActiveSuperadmins(exceptUserId?: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(
          and(
            eq(users.role, 'SUPERADMIN'),
            eq(users.isActive, true),
            exceptUserId === undefined ? sql`true` : ne(users.id, exceptUserId),
          ),
        );
      return row?.value ?? 0;
    },

    /** Accounts that registered themselves and wait for an administrator (see users.mapper's userState). */
    async countAwaitingActivation(): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .where(and(eq(users.isActive, false), isNull(users.deactivatedAt), isNotNull(users.passwordHash)));
      return row?.value ?? 0;
    },

    /**
     * Locks the active SUPERADMIN rows until the transaction ends, so two SUPERADMINs demoting each
     * other at once cannot both pass the last-SUPERADMIN check.
     */
    async lockActiveSuperadmins(): Promise<void> {
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'SUPERADMIN'), eq(users.isActive, true)))
        .for('update');
    },

    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(id: number, values: Partial<typeof users.$inferInsert>, now: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async delete(id: number): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    list: () => db.select().from(users).orderBy(asc(users.id)),
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
