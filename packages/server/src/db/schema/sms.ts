import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * The SMS the gateway forwarded in the last day, in the database so that every server sees them:
 * a repeated message is recognised, and each number's messages a minute are counted, whichever
 * server the gateway reaches.
 */
export const smsInboundMessages = pgTable(
  'sms_inbound_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The sender in E.164 form, or as the gateway wrote it when it is not a phone number. */
    sender: text('sender').notNull(),
    /** SHA-256 of the text: enough to recognise a repeat. */
    textHash: text('text_hash').notNull(),
    /** The gateway's own id of the message, when it sends one. */
    gatewayMessageId: text('gateway_message_id'),
    /** When the gateway says the message was sent; its arrival when the gateway does not say. */
    sentAt: timestamptz('sent_at').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
    /** A repeat of a message taken before: answered, counted against the rate, and nothing else. */
    repeated: boolean('repeated').notNull(),
  },
  (table) => [
    index('sms_inbound_messages_sender_received_at_idx').on(table.sender, table.receivedAt),
    index('sms_inbound_messages_received_at_idx').on(table.receivedAt),
  ],
);
