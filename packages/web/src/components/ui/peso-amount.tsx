import { formatPeso } from '@clinic/contracts';

/** An exact amount (numeric text from the API) shown as pesos. */
export function PesoAmount({ amount }: { amount: string }) {
  return <span>{formatPeso(amount)}</span>;
}
