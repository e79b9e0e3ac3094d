import crypto from 'node:crypto';
import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { REMINDER_MESSAGES } from '@clinic/contracts';
import type { Transaction } from '../db/client.ts';
import { smsInboundMessages } from '../db/schema/index.ts';
import { tooManyRequests } from '../http/app-error.ts';

/**
 * A patient answers a reminder with a word or two: ten messages a minute from one number is a
 * flood, not a conversation. The same text from the same number sent within ten minutes of one
 * taken is a repeat; messages are remembered a day, well past a gateway's retries of one id.
 */
export const INBOUND_SMS_LIMITS = {
  perNumberPerMinute: 10,
  repeatWindowMs: 10 * 60_000,
  keptMs: 24 * 60 * 60_000,
} as const;

/** Namespace of the advisory locks that take one number's messages one at a time, on every server. */
const SENDER_LOCK = 5_071_001;
const MINUTE_MS = 60_000;
/** Messages older than `keptMs` removed with each one taken: the table stays a day long. */
const PRUNED_PER_MESSAGE = 20;

export interface InboundMessage {
  /** The sender in E.164 form, or as the gateway wrote it. */
  sender: string;
  text: string;
  gatewayMessageId: string | undefined;
  sentAt: Date | undefined;
}

/**
 * Takes a message in, in the caller's transaction: refuses it (429) when its number has sent its
 * minute's allowance, else records it and answers whether it repeats one taken before (the same
 * number and text, with the same gateway id or sent within the window). A message refused, or
 * whose transaction rolls back, is not remembered, so the gateway's retry is taken as new.
 */
export async function takeInboundMessage(
  tx: Transaction,
  message: InboundMessage,
  now: Date,
): Promise<'new' | 'repeat'> {
  const { sender } = message;
  // Two servers given the same message at once: the second waits, then sees the first's row.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SENDER_LOCK}, hashtext(${sender}))`);

  const minuteAgo = new Date(now.getTime() - MINUTE_MS);
  const recent = await tx
    .select({ receivedAt: smsInboundMessages.receivedAt })
    .from(smsInboundMessages)
    .where(and(eq(smsInboundMessages.sender, sender), gt(smsInboundMessages.receivedAt, minuteAgo)))
    .orderBy(asc(smsInboundMessages.receivedAt))
    .limit(INBOUND_SMS_LIMITS.perNumberPerMinute);
  if (recent.length >= INBOUND_SMS_LIMITS.perNumberPerMinute) {
    const freedAt = recent[0]!.receivedAt.getTime() + MINUTE_MS;
    throw tooManyRequests(REMINDER_MESSAGES.tooManyMessages, freedAt - now.getTime());
  }

  const textHash = crypto.createHash('sha256').update(message.text).digest('hex');
  const sentAt = message.sentAt ?? now;
  const sameMessage = [
    and(
      gte(smsInboundMessages.sentAt, new Date(sentAt.getTime() - INBOUND_SMS_LIMITS.repeatWindowMs)),
      lte(smsInboundMessages.sentAt, new Date(sentAt.getTime() + INBOUND_SMS_LIMITS.repeatWindowMs)),
    ),
    ...(message.gatewayMessageId ? [eq(smsInboundMessages.gatewayMessageId, message.gatewayMessageId)] : []),
  ];
  const [original] = await tx
    .select({ id: smsInboundMessages.id })
    .from(smsInboundMessages)
    .where(
      and(
        eq(smsInboundMessages.sender, sender),
        eq(smsInboundMessages.textHash, textHash),
        eq(smsInboundMessages.repeated, false),
        gt(smsInboundMessages.receivedAt, new Date(now.getTime() - INBOUND_SMS_LIMITS.keptMs)),
        or(...sameMessage),
      ),
    )
    .limit(1);
  const repeated = original !== undefined;

  await tx.insert(smsInboundMessages).values({
    sender,
    textHash,
    gatewayMessageId: message.gatewayMessageId ?? null,
    sentAt,
    receivedAt: now,
    repeated,
  });
  const forgotten = tx
    .select({ id: smsInboundMessages.id })
    .from(smsInboundMessages)
    .where(lt(smsInboundMessages.receivedAt, new Date(now.getTime() - INBOUND_SMS_LIMITS.keptMs)))
    .limit(PRUNED_PER_MESSAGE)
    .for('update', { skipLocked: true });
  await tx.delete(smsInboundMessages).where(inArray(smsInboundMessages.id, forgotten));
  return repeated ? 'repeat' : 'new';
}
