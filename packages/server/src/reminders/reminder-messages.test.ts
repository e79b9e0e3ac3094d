import { describe, expect, it } from 'vitest';
import { isGsmText, SMS_MAX_LENGTH } from '../sms/gsm-text.ts';
import { reminderMail, reminderSms } from './reminder-messages.ts';

const start = new Date('2026-11-25T06:30:00Z');
// A link as the portal makes them: 22 characters of token.
const link = 'https://portal.example-clinic.com.ph/a/AbCdEfGhIjKlMnOpQrStUv';

describe('the reminder SMS', () => {
  it.each(['en', 'fil'] as const)(
    'fits one SMS of GSM characters in %s, with the link and how to opt out',
    (language) => {
      const text = reminderSms({
        clinicName: 'Clínica Dermatológica de Quezon City — Main Branch',
        start,
        link,
        language,
      });
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(text).toMatch(/^Clinica Dermatologica/);
      expect(isGsmText(text)).toBe(true);
      expect(text).toContain(link);
      expect(text).toContain('STOP');
      expect(text).toMatch(/2:30/);
    },
  );

  it('names the clinic, the day and the time in the patient’s language', () => {
    expect(reminderSms({ clinicName: 'Glow Clinic', start, link, language: 'en' })).toBe(
      `Glow Clinic: appt Wed, Nov 25, 2:30 PM. ${link} Reply 1 confirm, 2 cancel, STOP opt out`,
    );
    expect(reminderSms({ clinicName: 'Glow Clinic', start, link, language: 'fil' })).toMatch(
      /^Glow Clinic: appt sa .*25.*2:30 PM\. https:\S+ Sagot 1 kumpirma, 2 kanselahin, STOP tigil$/,
    );
  });
});

describe('the reminder mail', () => {
  it('holds the date, the time and the link', () => {
    const mail = reminderMail('ana@example.com', { clinicName: 'Glow Clinic', start, link, language: 'en' });
    expect(mail.subject).toBe('Glow Clinic: Appointment reminder');
    expect(mail.text).toContain('Wednesday, November 25, 2026 at 2:30 PM');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
  });
});
