/** The GSM 03.38 default alphabet: a message of these characters fits 160 to one SMS. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_CHARACTERS = new Set(GSM_BASIC);

/**
 * A message of two SMS at most: a concatenated SMS carries 153 GSM characters a part. One part
 * (160) cannot hold the clinic's name, address and phone besides the time and the link.
 */
export const SMS_MAX_LENGTH = 2 * 153;

export const isGsmText = (text: string) => [...text].every((character) => GSM_CHARACTERS.has(character));

/**
 * Text made of GSM characters only: a single character outside the alphabet would turn the whole
 * SMS into UCS-2, whose limit is 70. Accents come off, other spaces become spaces, the rest `?`.
 */
export function toGsmText(text: string): string {
  return [...text.replace(/\s/g, ' ')]
    .map((character) => {
      if (GSM_CHARACTERS.has(character)) return character;
      const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
      return [...bare].every((part) => GSM_CHARACTERS.has(part)) && bare !== '' ? bare : '?';
    })
    .join('');
}
