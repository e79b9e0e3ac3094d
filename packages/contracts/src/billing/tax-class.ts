import { z } from 'zod';
import { amountSchema } from '../common/money.ts';

/** How a sale is taxed: the price list's services and products each have one. */
export const TAX_CLASSES = ['vatable', 'vat_exempt', 'zero_rated'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** Pesos, VAT-inclusive when the clinic is VAT-registered; blank is ₱0.00. */
export const priceSchema = amountSchema;
export const taxClassSchema = z.enum(TAX_CLASSES);
