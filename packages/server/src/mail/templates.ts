import type { ClinicIdentity } from '@clinic/contracts';
import type { MailMessage } from './mailer.ts';

export interface LinkMail {
  to: string;
  /** From the clinic settings: the mail is signed with its name, address and phone. */
  clinic: ClinicIdentity;
  link: string;
  expiresIn: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The lines a mail is signed with: the clinic's name, its address lines, phone and e-mail as set. */
export function clinicSignature(clinic: ClinicIdentity, phoneLabel = 'Phone'): string[] {
  return [
    clinic.name,
    ...(clinic.address ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    ...(clinic.phone ? [`${phoneLabel}: ${clinic.phone}`] : []),
    ...(clinic.email ? [clinic.email] : []),
  ];
}

function linkMessage(mail: LinkMail, subject: string, intro: string, action: string, outro: string): MailMessage {
  const signature = clinicSignature(mail.clinic);
  const text = [
    intro,
    '',
    `${action}: ${mail.link}`,
    '',
    `This link expires in ${mail.expiresIn}.`,
    outro,
    '',
    ...signature,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:10px 16px;background:#1565c0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>Or open this link: <a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>
<p>This link expires in ${escapeHtml(mail.expiresIn)}. ${escapeHtml(outro)}</p>
<p>${signature.map(escapeHtml).join('<br>')}</p>
</body></html>`;
  return { to: mail.to, subject, text, html };
}

export function passwordResetMail(mail: LinkMail): MailMessage {
  return linkMessage(
    mail,
    `${mail.clinic.name}: reset your password`,
    `Someone asked to reset the password of your ${mail.clinic.name} account.`,
    'Reset your password',
    'If you did not ask for this, ignore this message: your password stays as it is.',
  );
}

export function invitationMail(mail: LinkMail & { role: string }): MailMessage {
  return linkMessage(
    mail,
    `You are invited to ${mail.clinic.name}`,
    `You have been invited to ${mail.clinic.name} as ${mail.role}.`,
    'Set your password',
    'After setting your password, sign in with this e-mail address.',
  );
}

/** To the owner of an address someone tried to register again: no account is created or changed. */
export function registrationAttemptMail(mail: LinkMail): MailMessage {
  return linkMessage(
    mail,
    `${mail.clinic.name}: someone tried to register with your e-mail address`,
    `Someone tried to create a ${mail.clinic.name} account with this e-mail address, which already has one. Nothing was changed.`,
    'Reset your password',
    'If this was you and you forgot your password, use the button above; otherwise ignore this message.',
  );
}

/** A right password from a new browser met the sign-in limits: the link signs in on that browser. */
export function signInLinkMail(mail: LinkMail): MailMessage {
  return linkMessage(
    mail,
    `${mail.clinic.name}: your sign-in link`,
    `Your ${mail.clinic.name} account had too many sign-in attempts, and then the right password was typed in a browser it did not know. If that was you, sign in with this link in that same browser.`,
    'Sign in',
    'If it was not you, someone knows your password: change it at once, and tell your administrator.',
  );
}
