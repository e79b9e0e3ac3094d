import nodemailer from 'nodemailer';
import { writeOutboxFile } from '../data-dir/outbox-file.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages are written as .eml files when no SMTP server is configured. */
  outboxDir: string;
}

/** SMTP when configured; otherwise each message becomes an .eml file in the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Two mails to one address within a millisecond must not share a file; names still sort by time.
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const fileName = `${stamp}-${String(sequence).padStart(6, '0')}-${safeRecipient}.eml`;
      await writeOutboxFile(options.outboxDir, fileName, info.message as Buffer);
    },
  };
}
