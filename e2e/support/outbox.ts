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

/** An SMS file of the outbox; undefined while the server is still writing it. */
function readSms(file: string): { to: string; message: string } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as { to: string; message: string };
  } catch {
    return undefined;
  }
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
        .map((file) => readSms(path.join(outbox, file)))
        .filter((sms) => sms?.to === number);
      link = /https?:\/\/\S+/.exec(messages.at(-1)?.message ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}
