const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const restWords = rest < 20 ? ONES[rest]! : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  if (hundreds === 0) return restWords;
  return rest === 0 ? `${ONES[hundreds]} hundred` : `${ONES[hundreds]} hundred ${restWords}`;
}

/**
 * A whole number from 0 to 999,999 in English words ("one hundred twenty"), as a dangerous-drug
 * prescription writes its quantity beside the figures so that neither can be altered alone.
 */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999_999) throw new RangeError(`Cannot word ${value}`);
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  if (thousands === 0) return belowThousand(rest);
  return rest === 0
    ? `${belowThousand(thousands)} thousand`
    : `${belowThousand(thousands)} thousand ${belowThousand(rest)}`;
}

/** "Thirty (30)": the quantity as a dangerous-drug prescription prints it. */
export function quantityInWordsAndFigures(quantity: number): string {
  const words = numberInWords(quantity);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} (${quantity})`;
}
