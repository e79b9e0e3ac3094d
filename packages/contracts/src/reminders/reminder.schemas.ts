import { z } from 'zod';
import { PROCEDURE_STATUSES } from '../procedures/procedure-status.ts';

/** The languages a patient's reminders are written in. */
export const PATIENT_LANGUAGES = ['en', 'fil'] as const;
export type PatientLanguage = (typeof PATIENT_LANGUAGES)[number];
export const PATIENT_LANGUAGE_LABELS: Record<PatientLanguage, string> = { en: 'English', fil: 'Filipino' };

export const APPOINTMENT_CONFIRMATIONS = ['unconfirmed', 'confirmed', 'declined'] as const;

export const REMINDER_MESSAGES = {
  linkNotFound: 'This link is not valid or has expired.',
  notScheduled: 'Reminders are sent only for scheduled appointments.',
  alreadyStarted: 'This appointment has already started.',
  noLongerOpen: 'This appointment can no longer be confirmed or cancelled here.',
  badInboundSecret: 'Not authenticated',
  tooManyAnswers: 'Too many attempts. Please try again later.',
  tooManyMessages: 'Too many messages from this number. Please try again later.',
} as const;

/** Why a reminder was not sent or was called off, as the appointment's reminder log shows it. */
export const REMINDER_NOTES = {
  moved: 'The appointment moved',
  cancelled: 'The appointment was cancelled',
  noLongerScheduled: 'The appointment is no longer scheduled',
  replacedByHand: 'Replaced by the reminder sent by staff',
  optedOut: 'The patient opted out of reminders',
  noAddress: 'No mobile number or e-mail address',
  smsFailed: 'The SMS could not be sent',
  mailFailed: 'The e-mail could not be sent',
  gatewayUnreachable: 'The SMS gateway could not be reached',
  gatewayAnswered: (status: number) => `The SMS gateway answered ${status}`,
} as const;

/** The audit's name for a patient answering a reminder: they have no account. */
export const REMINDER_ANSWER_ACTORS = { link: 'Patient (reminder link)', sms: 'Patient (SMS reply)' } as const;

export const REMINDER_STATUSES = ['planned', 'sent', 'failed', 'cancelled'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** `reminder`: of the time booked (planned, or sent by hand); `moved`: the new time of a moved appointment. */
export const REMINDER_KINDS = ['reminder', 'moved'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** One reminder of an appointment, as its log shows it. */
export const reminderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REMINDER_KINDS),
  /** `24h`, `2h`…; null for one sent by hand or a moved appointment's new time. */
  offset: z.string().nullable(),
  due_at: z.string(),
  status: z.enum(REMINDER_STATUSES),
  sent_at: z.string().nullable(),
  channels: z.array(z.enum(['sms', 'email'])),
  /** Why it failed or was called off, without patient data. */
  note: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const REPLY_ACTIONS = ['confirmed', 'cancelled', 'opted_out', 'unrecognised'] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];

/** A patient's answer, by the reminder's link or by SMS. */
export const appointmentReplySchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'link']),
  action: z.enum(REPLY_ACTIONS),
  /** The text of an SMS reply that was not understood. */
  body: z.string().nullable(),
  received_at: z.string(),
  read: z.boolean(),
});
export type AppointmentReply = z.infer<typeof appointmentReplySchema>;

/** `GET /procedures/{id}/reminders`: the appointment's reminders and the patient's replies. */
export const reminderLogSchema = z.object({
  reminders: z.array(reminderSchema),
  replies: z.array(appointmentReplySchema),
  unread_replies: z.number().int(),
});
export type ReminderLog = z.infer<typeof reminderLogSchema>;

/** What the public answer page shows: the clinic, the date and time, nothing about the patient's health. */
export const appointmentAnswerSchema = z.object({
  clinic_name: z.string(),
  /** From the clinic settings; null when not set. */
  clinic_address: z.string().nullable(),
  clinic_phone: z.string().nullable(),
  start_datetime: z.string(),
  end_datetime: z.string().nullable(),
  status: z.enum(PROCEDURE_STATUSES),
  confirmation: z.enum(APPOINTMENT_CONFIRMATIONS),
  language: z.enum(PATIENT_LANGUAGES),
});
export type AppointmentAnswer = z.infer<typeof appointmentAnswerSchema>;

export const appointmentAnswerInputSchema = z.object({ answer: z.enum(['confirm', 'cancel']) });
export type AppointmentAnswerInput = z.infer<typeof appointmentAnswerInputSchema>;

export const appointmentAnswerTokenParams = z.object({ token: z.string().min(1).max(100) });

/**
 * `POST /sms/inbound`: a reply as the gateway forwards it, JSON or form. The shared secret comes
 * in the `X-SMS-Secret` header or as the `secret` field. The gateway's id of the message and the
 * time it was sent, when the gateway gives them, let the portal recognise a message sent again.
 */
export const smsInboundSchema = z.object({
  from: z.string().min(1).max(40),
  message: z.string().max(1000),
  secret: z.string().max(200).optional(),
  message_id: z.string().min(1).max(200).optional(),
  timestamp: z.iso.datetime({ offset: true }).optional(),
});
export type SmsInbound = z.infer<typeof smsInboundSchema>;

/** What became of an inbound SMS; `duplicate`: a message taken before, sent again, changed nothing. */
export const smsInboundResponseSchema = z.object({
  action: z.enum(REPLY_ACTIONS).or(z.enum(['ignored', 'duplicate'])),
});
export type SmsInboundAction = z.infer<typeof smsInboundResponseSchema>['action'];
