import { z } from 'zod';

export const AMOUNT_MESSAGE = 'Amount must be a number with at most 2 decimal places';
export const MAX_AMOUNT_DIGITS = 10;

const AMOUNT_PATTERN = /^(\d*)(?:\.(\d{0,2}))?$/;
/** What a person may have typed so far into an amount box: digits and one point, at most 2 decimals. */
const AMOUNT_TYPING_PATTERN = /^\d*(?:\.\d{0,2})?$/;

/**
 * What an amount box keeps of a change: the text itself while it is a valid amount being typed;
 * pasted text without its peso sign, thousands commas and spaces, and cut to 2 decimals ("12.345"
 * keeps "12.34"); undefined (the box keeps its value) when it is no amount at all.
 */
export function amountFromTyping(text: string): string | undefined {
  if (AMOUNT_TYPING_PATTERN.test(text)) return text;
  const cleaned = text.replace(/[₱,\s]/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return undefined;
  return match[2] === undefined ? (match[1] ?? '') : `${match[1] ?? ''}.${match[2].slice(0, 2)}`;
}

/**
 * The spec's amount rule as one exact string: digits and one decimal point, at most 2 decimals,
 * leading zeros stripped, blank meaning 0. Undefined when the text breaks the rule.
 */
export function normaliseAmount(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '0';
  const match = AMOUNT_PATTERN.exec(trimmed);
  if (!match) return undefined;
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > MAX_AMOUNT_DIGITS) return undefined;
  const fraction = match[2] ?? '';
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** An amount in a payload: a string (or a JSON number) checked by the rule and kept as a string. */
export const amountSchema = z.union([z.string(), z.number()]).transform((value, context) => {
  const normalised = normaliseAmount(String(value));
  if (normalised === undefined) {
    context.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
    return z.NEVER;
  }
  return normalised;
});

/** Pesos for display, en-PH style with the ₱ sign, formatted from the exact string (no float). */
export function formatPeso(amount: string | null | undefined): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec((amount ?? '').trim());
  if (!match) return '₱0.00';
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = `${fraction}00`.slice(0, 2);
  const isZero = /^0*$/.test(digits + fraction);
  return `${sign && !isZero ? '-' : ''}₱${grouped}.${cents}`;
}
