import { useEffect } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { INVENTORY_MESSAGES, todayIsoDate } from '@clinic/contracts';
import { formatDate } from '../../../lib/date-time.ts';
import { useProductLots, useStockProducts } from '../api/get-stock.ts';
import type { ProductUsageValue } from '../lib/product-usage.ts';

interface ProductUsageFieldsProps<Value extends ProductUsageValue> {
  value: Value;
  /** The clinic date it is used on; a lot expired by then is not offered. */
  usedOn: string | null;
  showErrors: boolean;
  onChange: (value: Value) => void;
}

/**
 * A product, one of its lots and the amount, for a face point or a line of the procedure. The
 * lots offered are those with stock that have not expired on the day of use, earliest expiry
 * first, and the first is chosen for you; the lot already held stays on offer.
 */
export function ProductUsageFields<Value extends ProductUsageValue>({
  value: point,
  usedOn: day,
  showErrors,
  onChange,
}: ProductUsageFieldsProps<Value>) {
  const products = useStockProducts();
  const lots = useProductLots(point.product_id);
  const usedOn = day ?? todayIsoDate();
  const offered = (lots.data ?? []).filter(
    (lot) => lot.id === point.lot_id || (lot.on_hand > 0 && lot.expiry_date >= usedOn),
  );
  const firstLot = offered[0]?.id;
  const product = products.data?.find((candidate) => candidate.id === point.product_id);

  useEffect(() => {
    if (point.product_id !== undefined && point.lot_id === undefined && firstLot !== undefined) {
      onChange({ ...point, lot_id: firstLot });
    }
  }, [point, firstLot, onChange]);

  if (!products.data || products.data.length === 0) return null;
  const lotMissing = showErrors && point.product_id !== undefined && point.lot_id === undefined;
  const amountMissing = showErrors && point.product_id !== undefined && !(point.amount && point.amount > 0);

  return (
    <>
      <TextField
        select
        size="small"
        label="Product"
        value={point.product_id ?? ''}
        onChange={(event) => {
          const id = event.target.value === '' ? undefined : Number(event.target.value);
          onChange({
            ...point,
            product_id: id,
            lot_id: undefined,
            amount: id === undefined ? undefined : point.amount,
          });
        }}
      >
        <MenuItem value="">None</MenuItem>
        {products.data.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id}>
            {candidate.name}
          </MenuItem>
        ))}
      </TextField>
      {point.product_id !== undefined ? (
        <>
          <TextField
            select
            size="small"
            label="Lot"
            value={point.lot_id ?? ''}
            onChange={(event) => onChange({ ...point, lot_id: Number(event.target.value) })}
            error={lotMissing || (lots.isSuccess && offered.length === 0)}
            helperText={
              lots.isSuccess && offered.length === 0
                ? 'No lot of this product has stock that is unexpired on the treatment date'
                : lotMissing
                  ? INVENTORY_MESSAGES.productNeedsLotAndAmount
                  : undefined
            }
          >
            {offered.map((lot) => (
              <MenuItem key={lot.id} value={lot.id}>
                {`${lot.lot_number} · exp ${formatDate(lot.expiry_date)} · ${lot.on_hand} ${product?.unit ?? ''} left`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="Amount"
            type="number"
            value={point.amount ?? ''}
            onChange={(event) =>
              onChange({ ...point, amount: event.target.value === '' ? undefined : Number(event.target.value) })
            }
            error={amountMissing}
            helperText={amountMissing ? INVENTORY_MESSAGES.amountPositive : undefined}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">{product?.unit}</InputAdornment> },
              htmlInput: { min: 0, step: 'any' },
            }}
          />
        </>
      ) : null}
    </>
  );
}
