import { z } from 'zod';
import { recordIdSchema } from '../common/ids.ts';
import { singleLineText } from '../common/text.ts';
import { TAX_CLASSES, priceSchema, taxClassSchema } from '../billing/tax-class.ts';

export const SERVICE_CATEGORIES = [
  'consultation',
  'injectable',
  'facial',
  'laser',
  'skin_treatment',
  'body',
  'surgery',
  'other',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** A service lasts at most a clinic day. */
export const MAX_SERVICE_MINUTES = 24 * 60;

/** The most before (or after) photos a service can ask of a chart: one of each angle, with room to spare. */
export const MAX_REQUIRED_PHOTOS = 20;

export const SERVICE_MESSAGES = {
  nameRequired: 'Name is required',
  /** Names are compared folded: `botox`, `BOTOX` and `Bótox` are one service. */
  duplicateName:
    'A service with this name is already in the catalogue (names are compared ignoring case, spaces, accents and punctuation)',
  notFound: 'Service not found',
  durationRange: `Duration must be a whole number of minutes from 1 to ${MAX_SERVICE_MINUTES}`,
  photosRange: `Photos required must be a whole number from 0 to ${MAX_REQUIRED_PHOTOS}`,
  consentTemplateNotFound: (id: number) => `Consent template ${id} not found`,
  created: 'Service added',
  updated: 'Service saved',
  saveFailed: 'Could not save the service. Please try again.',
  fetchFailed: 'Failed to fetch services. Please try again.',
} as const;

const durationMinutes = z.coerce
  .number({ message: SERVICE_MESSAGES.durationRange })
  .int({ message: SERVICE_MESSAGES.durationRange })
  .min(1, { message: SERVICE_MESSAGES.durationRange })
  .max(MAX_SERVICE_MINUTES, { message: SERVICE_MESSAGES.durationRange });

const requiredPhotos = z.coerce
  .number({ message: SERVICE_MESSAGES.photosRange })
  .int({ message: SERVICE_MESSAGES.photosRange })
  .min(0, { message: SERVICE_MESSAGES.photosRange })
  .max(MAX_REQUIRED_PHOTOS, { message: SERVICE_MESSAGES.photosRange });

/** What an administrator writes: the service and its place on the price list. */
export const serviceInputSchema = z.object({
  name: singleLineText({ message: SERVICE_MESSAGES.nameRequired })
    .min(1, { message: SERVICE_MESSAGES.nameRequired })
    .max(200),
  category: z.enum(SERVICE_CATEGORIES),
  duration_minutes: durationMinutes,
  /** Consents a procedure of this service needs before it can start. */
  consent_template_ids: z
    .array(recordIdSchema())
    .max(50)
    .default([])
    // Each template once, in the order given.
    .transform((ids) => [...new Set(ids)]),
  /** Whether a procedure of this service takes products from the inventory. */
  uses_stock: z.boolean().default(false),
  /** Inactive services are kept for the procedures that name them but no longer offered. */
  active: z.boolean().default(true),
  price: priceSchema.default('0'),
  tax_class: taxClassSchema.default('vatable'),
  /** Whether the senior/PWD discount applies: for a purely cosmetic service, the clinic's call. */
  senior_pwd_eligible: z.boolean().default(false),
  senior_pwd_note: singleLineText().max(300).default(''),
  /** How many before and after photos a chart of this service needs to be complete. */
  photos_before_required: requiredPhotos.default(0),
  photos_after_required: requiredPhotos.default(0),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;
export type ServiceFields = z.output<typeof serviceInputSchema>;

export const serviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  duration_minutes: z.number().int(),
  consent_template_ids: z.array(z.number().int()),
  uses_stock: z.boolean(),
  active: z.boolean(),
  price: z.string(),
  tax_class: z.enum(TAX_CLASSES),
  senior_pwd_eligible: z.boolean(),
  senior_pwd_note: z.string(),
  photos_before_required: z.number().int(),
  photos_after_required: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListResponseSchema = z.object({ items: z.array(serviceSchema) });
export type ServiceListResponse = z.infer<typeof serviceListResponseSchema>;
