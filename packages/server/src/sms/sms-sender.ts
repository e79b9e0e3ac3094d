import { REMINDER_NOTES } from '@clinic/contracts';
import { writeOutboxFile } from '../data-dir/outbox-file.ts';
import { JobFailure } from '../jobs/job-runner.ts';

export interface SmsMessage {
  /** E.164, e.g. +639171234567. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export interface SmsSenderOptions {
  /** The gateway's send endpoint; unset: messages are written to the outbox. */
  url: string | undefined;
  apiKey: string | undefined;
  senderName: string | undefined;
  outboxDir: string;
  timeoutMs?: number;
}

/**
 * A Semaphore-style gateway (semaphore.co's /api/v4/messages, and the many PH gateways shaped like
 * it): a form POST of `apikey`, `number`, `message` and `sendername`; any 2xx answer is a send.
 * Without a gateway each message becomes a JSON file in the outbox, as mail does.
 */
export function createSmsSender(options: SmsSenderOptions): SmsSender {
  const { url } = options;
  if (url) {
    return {
      async send(message) {
        const body = new URLSearchParams({ number: message.to, message: message.text });
        if (options.apiKey) body.set('apikey', options.apiKey);
        if (options.senderName) body.set('sendername', options.senderName);
        let response: Response;
        try {
          response = await fetch(url, {
            method: 'POST',
            body,
            signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
          });
        } catch {
          throw new JobFailure(REMINDER_NOTES.gatewayUnreachable);
        }
        await response.body?.cancel();
        if (!response.ok) throw new JobFailure(REMINDER_NOTES.gatewayAnswered(response.status));
      },
    };
  }
  // Two messages within a millisecond must not share a file; names still sort by time.
  let sequence = 0;
  return {
    async send(message) {
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const fileName = `${stamp}-${String(sequence).padStart(6, '0')}-${message.to.replace(/\D/g, '')}.json`;
      const file = { to: message.to, message: message.text, sender: options.senderName ?? null };
      await writeOutboxFile(options.outboxDir, fileName, `${JSON.stringify(file, null, 2)}\n`);
    },
  };
}
