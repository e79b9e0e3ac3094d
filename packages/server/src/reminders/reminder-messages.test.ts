import { describe, expect, it } from 'vitest';
import { isGsmText, SMS_MAX_LENGTH } from '../sms/gsm-text.ts';
import { reminderMail, reminderSms, type ReminderContent } from './reminder-messages.ts';

const start = new Date('2026-11-25T06:30:00Z');
// A link as the portal makes them: 22 characters of token.
const link = 'https://portal.example-clinic.com.ph/a/AbCdEfGhIjKlMnOpQrStUv';
const glow = {
  name: 'Glow Clinic',
  address: '12 Rizal Avenue\nPoblacion, Makati City',
  phone: '(02) 8123 4567',
  email: null,
};

const content = (overrides: Partial<ReminderContent> = {}): ReminderContent => ({
  clinic: glow,
  kind: 'reminder',
  start,
  link,
  language: 'en',
  repliesTaken: true,
  ...overrides,
});

describe('the reminder SMS', () => {
  it.each(['en', 'fil'] as const)(
    'fits two SMS parts of GSM characters in %s, shortening a long address first, then the name',
    (language) => {
      const text = reminderSms(
        content({
          clinic: {
            name: 'Clínica Dermatológica de Quezon City — Main Branch of the Very Long Name Group of Clinics',
            address: `Unit 1203, ${'Tower One, '.repeat(20)}Ayala Avenue, Makati City`,
            phone: '+63 917 123 4567',
            email: null,
          },
          language,
        }),
      );
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(text).toMatch(/^Clinica Dermatologica de Quezon City/);
      expect(isGsmText(text)).toBe(true);
      expect(text).toContain(link);
      expect(text).toContain('STOP');
      expect(text).toMatch(/2:30/);
      expect(text).toContain('Unit 1203, Tower One');
      expect(text).toMatch(/Tel \+63 917 123 4567$/);
    },
  );

  it('names the clinic, its address and phone, the day and the time in the patient’s language', () => {
    expect(reminderSms(content())).toBe(
      `Glow Clinic: appt Wed, Nov 25, 2:30 PM. ${link} Reply 1 to confirm, 2 to cancel, STOP to opt out. ` +
        '12 Rizal Avenue, Poblacion, Makati City. Tel (02) 8123 4567',
    );
    expect(reminderSms(content({ language: 'fil' }))).toMatch(
      /^Glow Clinic: appt sa .*25.*2:30 PM\. https:\S+ Sagot 1 para kumpirmahin, 2 para kanselahin, STOP para tumigil\. 12 Rizal Avenue, Poblacion, Makati City\. Tel \(02\) 8123 4567$/,
    );
  });

  it('carries the link alone, without reply codes, when SMS replies are not taken', () => {
    const text = reminderSms(content({ repliesTaken: false }));
    expect(text).toBe(
      `Glow Clinic: appt Wed, Nov 25, 2:30 PM. ${link} 12 Rizal Avenue, Poblacion, Makati City. Tel (02) 8123 4567`,
    );
    expect(text).not.toMatch(/Reply|STOP/);
  });

  it('leaves out an address or phone the clinic has not set', () => {
    expect(reminderSms(content({ clinic: { ...glow, address: null, phone: null }, repliesTaken: false }))).toBe(
      `Glow Clinic: appt Wed, Nov 25, 2:30 PM. ${link}`,
    );
  });

  it('gives a moved appointment’s new time', () => {
    expect(reminderSms(content({ kind: 'moved' }))).toMatch(/^Glow Clinic: your appt moved to Wed, Nov 25, 2:30 PM\. /);
    expect(reminderSms(content({ kind: 'moved', language: 'fil' }))).toMatch(/^Glow Clinic: inilipat ang appt mo sa /);
  });
});

describe('the reminder mail', () => {
  it('holds the date, the time, the link and the clinic’s name, address and phone', () => {
    const mail = reminderMail('ana@example.com', content({ clinic: { ...glow, email: 'hello@glow.ph' } }));
    expect(mail.subject).toBe('Glow Clinic: Appointment reminder');
    expect(mail.text).toContain('Wednesday, November 25, 2026 at 2:30 PM');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);
    expect(mail.text).toContain('You can also reply to our SMS: 1 to confirm, 2 to cancel.');
    expect(mail.text).toMatch(
      /Glow Clinic\n12 Rizal Avenue\nPoblacion, Makati City\nPhone: \(02\) 8123 4567\nhello@glow\.ph$/,
    );
    expect(mail.html).toContain('Glow Clinic<br>12 Rizal Avenue<br>Poblacion, Makati City<br>Phone: (02) 8123 4567');
  });

  it('does not ask for an SMS reply when replies are not taken', () => {
    const mail = reminderMail('ana@example.com', content({ repliesTaken: false }));
    expect(mail.text).not.toContain('reply');
    expect(mail.html).not.toContain('reply');
    expect(mail.text).toContain(`Confirm or cancel: ${link}`);
  });

  it('tells a moved appointment’s new time', () => {
    const mail = reminderMail('ana@example.com', content({ kind: 'moved' }));
    expect(mail.subject).toBe('Glow Clinic: Your appointment has a new time');
    expect(mail.text).toContain('Your appointment has moved to Wednesday, November 25, 2026 at 2:30 PM.');
  });
});
