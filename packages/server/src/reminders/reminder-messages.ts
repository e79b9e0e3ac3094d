import { CLINIC_TIME_ZONE, addressOnOneLine, type PatientLanguage, type ReminderKind } from '@clinic/contracts';
import type { ClinicIdentity } from '@clinic/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { clinicSignature, escapeHtml } from '../mail/templates.ts';
import { SMS_MAX_LENGTH, toGsmText } from '../sms/gsm-text.ts';

export interface ReminderContent {
  /** From the clinic settings, as they are when the message is written. */
  clinic: ClinicIdentity;
  /** A reminder of the time booked, or the new time of an appointment that moved. */
  kind: ReminderKind;
  start: Date;
  link: string;
  language: PatientLanguage;
  /** Whether SMS replies reach the portal (`SMS_INBOUND_SECRET` set): only then is the patient asked for one. */
  repliesTaken: boolean;
}

const LOCALES: Record<PatientLanguage, string> = { en: 'en-PH', fil: 'fil-PH' };

/** Date and time in the clinic's zone and the patient's language; no health data goes into a reminder. */
function when(start: Date, language: PatientLanguage, style: 'short' | 'long') {
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }
      : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' };
  return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: CLINIC_TIME_ZONE }).format(start);
}

const SMS_TEXT: Record<PatientLanguage, Record<ReminderKind, string> & { reply: string; phone: string }> = {
  en: {
    reminder: 'appt',
    moved: 'your appt moved to',
    reply: 'Reply 1 to confirm, 2 to cancel, STOP to opt out.',
    phone: 'Tel',
  },
  fil: {
    reminder: 'appt sa',
    moved: 'inilipat ang appt mo sa',
    reply: 'Sagot 1 para kumpirmahin, 2 para kanselahin, STOP para tumigil.',
    phone: 'Tel',
  },
};

/**
 * The SMS, in GSM characters within two parts: a long address is shortened first, then the
 * clinic's name, so the time, the link, the reply codes and the phone always fit.
 */
export function reminderSms(content: ReminderContent): string {
  const text = SMS_TEXT[content.language];
  const time = when(content.start, content.language, 'short');
  const reply = content.repliesTaken ? ` ${text.reply}` : '';
  const phone = content.clinic.phone ? ` ${text.phone} ${content.clinic.phone}` : '';
  const compose = (name: string, address: string) =>
    toGsmText(
      `${name}: ${text[content.kind]} ${time}. ${content.link}${reply}${address ? ` ${address}.` : ''}${phone}`,
    );
  let name = toGsmText(content.clinic.name);
  let address = toGsmText(addressOnOneLine(content.clinic.address ?? ''));
  const over = () => compose(name, address).length - SMS_MAX_LENGTH;
  if (over() > 0) address = address.slice(0, Math.max(0, address.length - over())).trimEnd();
  if (over() > 0) name = name.slice(0, Math.max(0, name.length - over()));
  return compose(name, address);
}

const MAIL_TEXT: Record<
  PatientLanguage,
  {
    subject: Record<ReminderKind, string>;
    intro: Record<ReminderKind, (time: string) => string>;
    action: string;
    reply: string;
    phone: string;
  }
> = {
  en: {
    subject: { reminder: 'Appointment reminder', moved: 'Your appointment has a new time' },
    intro: {
      reminder: (time) => `This is a reminder of your appointment on ${time}.`,
      moved: (time) => `Your appointment has moved to ${time}.`,
    },
    action: 'Confirm or cancel',
    reply: 'You can also reply to our SMS: 1 to confirm, 2 to cancel.',
    phone: 'Phone',
  },
  fil: {
    subject: { reminder: 'Paalala sa appointment', moved: 'May bagong oras ang iyong appointment' },
    intro: {
      reminder: (time) => `Paalala ito sa iyong appointment sa ${time}.`,
      moved: (time) => `Inilipat ang iyong appointment sa ${time}.`,
    },
    action: 'Kumpirmahin o kanselahin',
    reply: 'Maaari ka ring sumagot sa aming SMS: 1 para kumpirmahin, 2 para kanselahin.',
    phone: 'Telepono',
  },
};

export function reminderMail(to: string, content: ReminderContent): MailMessage {
  const text = MAIL_TEXT[content.language];
  const intro = text.intro[content.kind](when(content.start, content.language, 'long'));
  const link = escapeHtml(content.link);
  const reply = content.repliesTaken ? [text.reply] : [];
  const signed = clinicSignature(content.clinic, text.phone);
  return {
    to,
    subject: `${content.clinic.name}: ${text.subject[content.kind]}`,
    text: [intro, '', `${text.action}: ${content.link}`, '', ...reply.flatMap((line) => [line, '']), ...signed].join(
      '\n',
    ),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(intro)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#1565c0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p><a href="${link}">${link}</a></p>
${reply.map((line) => `<p>${escapeHtml(line)}</p>\n`).join('')}<p>${signed.map(escapeHtml).join('<br>')}</p>
</body></html>`,
  };
}
