const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const groupDigits = new Intl.NumberFormat('en-PH', { useGrouping: true, maximumFractionDigits: 0 });

/**
 * A decimal amount as pesos with the ₱ sign and en-PH grouping, e.g. "1234.5" -> "₱1,234.50".
 * Works on the text of the amount so no float rounding can creep in; answers the input unchanged
 * when it is not a decimal with at most two places.
 */
export function formatPeso(amount: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, minus, whole, fraction = ''] = match;
  return `${minus ?? ''}₱${groupDigits.format(BigInt(whole!))}.${fraction.padEnd(2, '0')}`;
}
