/** How many days ahead a practitioner is warned that their PRC licence or PTR runs out. */
export const EXPIRY_WARNING_DAYS = 30;

export type Credential = 'prc' | 'ptr';

/** A licence that runs out within the warning days, or has run out. */
export interface CredentialExpiry {
  credential: Credential;
  /** Its last valid day, YYYY-MM-DD. */
  validUntil: string;
  /** Days from today to its last valid day: 0 on that day, negative once it has run out. */
  daysLeft: number;
}

interface Credentials {
  prc_valid_until: string | null;
  ptr_year: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The PRC licence and the PTR that run out within {@link EXPIRY_WARNING_DAYS} days of `today` (the
 * clinic's date, YYYY-MM-DD), or already have. The PRC licence is valid to its date; a PTR is for
 * a calendar year, so it is valid to that year's 31 December.
 */
export function expiringCredentials({ prc_valid_until, ptr_year }: Credentials, today: string): CredentialExpiry[] {
  const candidates: [Credential, string | null][] = [
    ['prc', prc_valid_until],
    ['ptr', ptr_year === null ? null : `${ptr_year}-12-31`],
  ];
  return candidates.flatMap(([credential, validUntil]) => {
    if (validUntil === null) return [];
    const daysLeft = daysBetween(today, validUntil);
    return daysLeft <= EXPIRY_WARNING_DAYS ? [{ credential, validUntil, daysLeft }] : [];
  });
}

const longDate = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' });

const CREDENTIAL_NAMES: Record<Credential, string> = { prc: 'PRC licence', ptr: 'PTR' };

/** The warning in words: "Your PRC licence expires on December 15, 2026, in 12 days." */
export function credentialExpiryText({ credential, validUntil, daysLeft }: CredentialExpiry, whose = 'Your'): string {
  const name = `${whose} ${CREDENTIAL_NAMES[credential]}`;
  const date = longDate.format(new Date(`${validUntil}T00:00:00Z`));
  if (daysLeft < 0) return `${name} expired on ${date}. Renew it and update the practitioner profile.`;
  const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
  return `${name} expires on ${date}, ${when}. Renew it and update the practitioner profile.`;
}
