import { CLINIC_TIME_ZONE, type PatientLanguage } from '@clinic/contracts';
import type { MailMessage } from '../mail/mailer.ts';
import { escapeHtml } from '../mail/templates.ts';
import { SMS_MAX_LENGTH, toGsmText } from '../sms/gsm-text.ts';

export interface ReminderContent {
  clinicName: string;
  start: Date;
  link: string;
  language: PatientLanguage;
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

const SMS_TEXT: Record<PatientLanguage, { appointment: string; reply: string }> = {
  en: { appointment: 'appt', reply: 'Reply 1 confirm, 2 cancel, STOP opt out' },
  fil: { appointment: 'appt sa', reply: 'Sagot 1 kumpirma, 2 kanselahin, STOP tigil' },
};

/**
 * One SMS of GSM characters within 160: the clinic's name is shortened when a long one would push
 * the rest past the limit.
 */
export function reminderSms(content: ReminderContent): string {
  const text = SMS_TEXT[content.language];
  const time = when(content.start, content.language, 'short');
  const body = toGsmText(`: ${text.appointment} ${time}. ${content.link} ${text.reply}`);
  const name = toGsmText(content.clinicName).slice(0, Math.max(0, SMS_MAX_LENGTH - body.length));
  return `${name}${body}`;
}

const MAIL_TEXT: Record<
  PatientLanguage,
  { subject: string; intro: (time: string) => string; action: string; outro: string }
> = {
  en: {
    subject: 'Appointment reminder',
    intro: (time) => `This is a reminder of your appointment on ${time}.`,
    action: 'Confirm or cancel',
    outro: 'You can also reply to our SMS: 1 to confirm, 2 to cancel.',
  },
  fil: {
    subject: 'Paalala sa appointment',
    intro: (time) => `Paalala ito sa iyong appointment sa ${time}.`,
    action: 'Kumpirmahin o kanselahin',
    outro: 'Maaari ka ring sumagot sa aming SMS: 1 para kumpirmahin, 2 para kanselahin.',
  },
};

export function reminderMail(to: string, content: ReminderContent): MailMessage {
  const text = MAIL_TEXT[content.language];
  const intro = text.intro(when(content.start, content.language, 'long'));
  const link = escapeHtml(content.link);
  return {
    to,
    subject: `${content.clinicName}: ${text.subject}`,
    text: [intro, '', `${text.action}: ${content.link}`, '', text.outro, '', content.clinicName].join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(intro)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#1565c0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>
<p><a href="${link}">${link}</a></p>
<p>${escapeHtml(text.outro)}</p>
<p>${escapeHtml(content.clinicName)}</p>
</body></html>`,
  };
}
