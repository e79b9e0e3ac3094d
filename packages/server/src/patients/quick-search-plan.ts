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
/** The Philippines' country code: `+63 917…` is dialled at home as `0917…`. */
const COUNTRY_CODE = '63';

function phoneVariants(digits: string): string[] {
  if (digits.startsWith(COUNTRY_CODE) && digits.length > COUNTRY_CODE.length + 1) {
    return [digits, `0${digits.slice(COUNTRY_CODE.length)}`];
  }
  if (digits.startsWith('0') && digits.length > 1) return [digits, `${COUNTRY_CODE}${digits.slice(1)}`];
  return [digits];
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
      phoneDigits: digits.length >= MIN_PHONE_DIGITS ? phoneVariants(digits) : [],
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
