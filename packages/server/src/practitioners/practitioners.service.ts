import { PRACTITIONER_MESSAGES, can, type PractitionerFields } from '@clinic/contracts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Clock } from '../clock.ts';
import type { Database, Queryable } from '../db/client.ts';
import type { SessionUser } from '../http/auth-guard.ts';
import { forbidden, notFound } from '../http/app-error.ts';
import { signatureImage } from '../images/signature-image.ts';
import { toPractitionerResponse, toPractitionerSummary } from './practitioners.mapper.ts';
import { createPractitionersRepository } from './practitioners.repository.ts';

interface PractitionersServiceDependencies {
  db: Database;
  clock: Clock;
}

/** The active roster, as the procedure forms and the schedule read it. */
export async function practitionerRoster(db: Queryable) {
  return (await createPractitionersRepository(db).roster()).map(toPractitionerSummary);
}

/** What the audit keeps of a save: the fields as sent, the signature only as kept or removed. */
function auditedChanges({ signature, ...fields }: PractitionerFields): Record<string, unknown> {
  if (signature === undefined) return fields;
  return { ...fields, signature: signature === null ? 'removed' : 'saved' };
}

export function createPractitionersService({ db, clock }: PractitionersServiceDependencies) {
  /** A staff user's profile; the shared kiosk account is nobody's practitioner. */
  async function findProfile(tx: Queryable, userId: number) {
    const row = await createPractitionersRepository(tx).find(userId);
    if (!row || row.role === 'KIOSK') throw notFound(PRACTITIONER_MESSAGES.notFound);
    return row;
  }

  return {
    roster: () => practitionerRoster(db),

    get: async (userId: number) => toPractitionerResponse(await findProfile(db, userId)),

    /** The practitioner themself or an administrator; only an administrator marks a practitioner. */
    async save(caller: SessionUser, userId: number, input: PractitionerFields) {
      const manager = can(caller.role, 'practitioner.manage');
      if (!manager && caller.id !== userId) throw forbidden(PRACTITIONER_MESSAGES.notYours);
      // Checked before the transaction: decoding an image should not hold a connection.
      const signature = typeof input.signature === 'string' ? await signatureImage(input.signature) : input.signature;
      return db.transaction(async (tx) => {
        const before = await findProfile(tx, userId);
        const isPractitioner = input.is_practitioner ?? before.isPractitioner ?? false;
        if (!manager && isPractitioner !== (before.isPractitioner ?? false)) {
          throw forbidden(PRACTITIONER_MESSAGES.markByAdministrator);
        }
        const repository = createPractitionersRepository(tx);
        await repository.save(userId, {
          // The schema requires one of the two, and the same value when both are sent.
          displayName: (input.printed_name ?? input.display_name)!,
          isPractitioner,
          answersTo: input.answers_to,
          specialty: input.specialty,
          prcNumber: input.prc_number,
          prcValidUntil: input.prc_valid_until,
          ptrNumber: input.ptr_number,
          ptrYear: input.ptr_year,
          s2Number: input.s2_number,
          letterheadLines: input.letterhead_lines,
          signature,
          updatedAt: clock(),
        });
        await recordAudit(tx, {
          actor: caller,
          entity: 'practitioner',
          entityId: userId,
          action: 'update',
          changes: auditedChanges(input),
        });
        return toPractitionerResponse((await repository.find(userId))!);
      });
    },
  };
}

export type PractitionersService = ReturnType<typeof createPractitionersService>;
