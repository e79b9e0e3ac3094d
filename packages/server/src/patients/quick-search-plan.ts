import { AsYouType, getCountryCallingCode, parseIncompletePhoneNumber } from 'libphonenumber-js';
import { MAX_RECORD_ID, foldName } from '@clinic/contracts';

/** What one quick-search text may be, each part searched where it can match. */
export interface QuickSearchPlan {
  /** Digits alone, no leading zero, within the id range. */
  id?: number;
  /** The digits of a phone fragment in each way it may be stored (`0917…` and `63917…`). */
  phoneDigits: string[];
  /** An e-mail, or its start, lower-cased. */
  emailPrefix?: string;
  /** The name words, folded (`Peña` → `pena`), in the order typed. */
  nameWords: string[];
}

const PHONE_LIKE = /^[+\d\s\-().]+$/;
const MIN_PHONE_DIGITS = 3;
const CLINIC_COUNTRY = 'PH';
const CALLING_CODE = getCountryCallingCode(CLINIC_COUNTRY);

/**
 * A phone fragment's digits in each way the clinic's numbers may be stored: with the country code
 * (`63917…`) and as dialled at home (`0917…`). A number of another country is searched as typed.
 */
function phoneVariants(text: string): string[] {
  const typed = parseIncompletePhoneNumber(text);
  const digits = typed.replace('+', '');
  const reader = new AsYouType(CLINIC_COUNTRY);
  // Typed without its plus, a fragment starting with the country code is still read as international.
  reader.input(typed.startsWith('+') || !digits.startsWith(CALLING_CODE) ? typed : `+${digits}`);
  const national = reader.getNationalNumber();
  const international = reader.isInternational();
  if ((international && reader.getCallingCode() !== CALLING_CODE) || !national || national === digits) return [digits];
  return international ? [digits, `0${national}`] : [digits, `${CALLING_CODE}${national}`];
}

/** Reads what the user typed: an id, a phone fragment, an e-mail or a name. */
export function planQuickSearch(text: string): QuickSearchPlan {
  const query = text.trim();
  if (query.includes('@')) return { phoneDigits: [], emailPrefix: query.toLowerCase(), nameWords: [] };
  if (PHONE_LIKE.test(query)) {
    const digits = query.replace(/\D/g, '');
    const asId = /^[1-9]\d*$/.test(query) ? Number(query) : undefined;
    return {
      id: asId !== undefined && asId <= MAX_RECORD_ID ? asId : undefined,
      phoneDigits: digits.length >= MIN_PHONE_DIGITS ? phoneVariants(query) : [],
      nameWords: [],
    };
  }
  return {
    phoneDigits: [],
    nameWords: foldName(query)
      .split(/[\s,]+/)
      .filter(Boolean),
  };
}
