import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './environment.ts';

/** The mails to an address in the server's outbox, oldest first, as raw text. */
export function mailsTo(recipient: string): string[] {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${recipient}`));
}

/** Waits for the newest mail to an address in the server's outbox and answers the link in it. */
export async function linkFromMail(recipient: string): Promise<string> {
  let link = '';
  await expect
    .poll(() => {
      const mails = mailsTo(recipient);
      const raw =
        mails
          .at(-1)
          ?.replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=') ?? '';
      link = /https?:\/\/[^\s"<>]+/.exec(raw)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** Waits for the newest SMS to a number (+63…) in the server's SMS outbox and answers the link in it. */
export async function linkFromSms(number: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'sms-outbox');
  let link = '';
  await expect
    .poll(() => {
      if (!fs.existsSync(outbox)) return '';
      const messages = fs
        .readdirSync(outbox)
        .sort()
        .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as { to: string; message: string })
        .filter((sms) => sms.to === number);
      link = /https?:\/\/\S+/.exec(messages.at(-1)?.message ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
