import { useState } from 'react';
import { formatPeso, type BillableProduct, type Service } from '@clinic/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useBillableProducts, useBillableServices } from '../api/price-list.ts';

export type PriceListItem = { kind: 'service'; item: Service } | { kind: 'product'; item: BillableProduct };

const priceOf = (entry: PriceListItem) => (entry.kind === 'service' ? entry.item.price : entry.item.selling_price);

/** A product says which lot its sale takes from, so the one handed over is the one billed. */
const labelOf = (entry: PriceListItem) =>
  entry.kind === 'service'
    ? `${entry.item.name} · ${formatPeso(priceOf(entry))}`
    : `${entry.item.name} · ${formatPeso(priceOf(entry))} · lot ${entry.item.lot_number}`;

/** Finds a service or billable product by name and hands it over to become a line. */
export function PriceListSearch({ onPick }: { onPick: (entry: PriceListItem) => void }) {
  const services = useBillableServices();
  const products = useBillableProducts();
  const [term, setTerm] = useState('');
  const options: PriceListItem[] = [
    ...(services.data ?? []).map((item) => ({ kind: 'service' as const, item })),
    ...(products.data ?? []).map((item) => ({ kind: 'product' as const, item })),
  ];
  return (
    <Autocomplete<PriceListItem>
      options={options}
      value={null}
      inputValue={term}
      onInputChange={(_event, text, reason) => setTerm(reason === 'reset' ? '' : text)}
      onChange={(_event, entry) => {
        if (entry) onPick(entry);
        setTerm('');
      }}
      groupBy={(entry) => (entry.kind === 'service' ? 'Services' : 'Products')}
      getOptionLabel={labelOf}
      getOptionKey={(entry) => `${entry.kind}-${entry.item.id}`}
      loading={services.isPending}
      noOptionsText="Nothing on the price list matches"
      renderInput={(params) => (
        <TextField {...params} label="Add from the price list" placeholder="Service or product" />
      )}
    />
  );
}
