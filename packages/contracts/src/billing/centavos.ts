/**
 * Money as whole centavos: every billing figure is computed on integers and travels as a string
 * with two decimals, never as a float. Integers stay exact far past any clinic's amounts (a
 * 10-digit peso amount times a quantity of a million is below 2^53 centavos).
 */

/** Centavos of an amount string with at most two decimals (`"1120"`, `"1120.5"`, `"-3.25"`). */
export function toCentavos(amount: string): number {
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`not an amount: ${amount}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  const centavos = Number(whole || '0') * 100 + Number(`${fraction}00`.slice(0, 2));
  return sign && centavos !== 0 ? -centavos : centavos;
}

/** The amount string of a number of centavos, two decimals: `112000` → `"1120.00"`. */
export function fromCentavos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const absolute = Math.abs(centavos);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** The sum of amount strings, exactly: `["0.10", "0.20"]` → `"0.30"`. */
export const addPesos = (amounts: readonly string[]): string =>
  fromCentavos(amounts.reduce((total, amount) => total + toCentavos(amount), 0));

/** `numerator / denominator` of non-negative integers, rounded half up to a whole number. */
export function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Hundredths of a quantity or a percentage kept to two decimals (`1.5` → 150, `"12.5"` → 1250). */
export const toHundredths = (value: number | string): number => Math.round(Number(value) * 100);

/**
 * `total` split in proportion to `weights`, exactly: each share rounded down, the centavos left
 * going one each to the largest remainders (the earlier line first on a tie).
 */
export function allocateInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const remainders = weights.map((weight, index) => ({ index, rest: (total * weight) % sum }));
  let left = total - shares.reduce((a, b) => a + b, 0);
  for (const { index } of remainders.sort((a, b) => b.rest - a.rest || a.index - b.index)) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
