import { todayIsoDate, type BillableProductList } from '@clinic/contracts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { onHandOf } from '../inventory/inventory.mapper.ts';
import { createInventoryRepository } from '../inventory/inventory.repository.ts';

/**
 * The products every billing role may sell. Reading the inventory stays with those who keep it; the
 * front desk sees a billable product's price and the lot its sale takes from, not the stock's counts.
 */
export function createPriceListService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async products(): Promise<BillableProductList> {
      const repository = createInventoryRepository(db);
      const [products, lots] = await Promise.all([repository.listProducts(), repository.lots()]);
      const today = todayIsoDate(clock());
      // Lots come ordered by expiry, so the first usable one of a product is the one to sell.
      const usable = lots.filter((lot) => lot.expiryDate >= today && onHandOf(lot) > 0);
      return {
        items: products
          .filter((product) => product.billable && product.active)
          .flatMap((product) => {
            const lot = usable.find((candidate) => candidate.productId === product.id);
            return lot
              ? [
                  {
                    id: product.id,
                    name: product.name,
                    unit: product.unit,
                    selling_price: product.sellingPrice,
                    tax_class: product.taxClass,
                    senior_pwd_eligible: product.seniorPwdEligible,
                    lot_id: lot.id,
                    lot_number: lot.lotNumber,
                    expiry_date: lot.expiryDate,
                  },
                ]
              : [];
          }),
      };
    },
  };
}

export type PriceListService = ReturnType<typeof createPriceListService>;
