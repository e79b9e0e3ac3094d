import type { BillableProduct, Procedure, Service } from '@clinic/contracts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { rowKey, type FormLine } from './invoice-form.ts';

/** A line billing a catalogue service at its list price (or at the price a procedure was charged). */
export const serviceLine = (service: Service, procedure?: Procedure): FormLine => ({
  key: rowKey(),
  kind: 'service',
  service_id: service.id,
  procedure_id: procedure?.id,
  description: procedure ? `${service.name}, ${formatDateTime(procedure.start_datetime)}` : service.name,
  quantity: '1',
  unit_price: procedure?.transaction?.amount ?? service.price,
  tax_class: service.tax_class,
  senior_pwd_eligible: service.senior_pwd_eligible,
  discount: null,
});

/** A line selling one unit of a product, from the lot the price list names. */
export const productLine = (product: BillableProduct): FormLine => ({
  key: rowKey(),
  kind: 'product',
  product_id: product.id,
  lot_id: product.lot_id,
  description: product.name,
  quantity: '1',
  unit_price: product.selling_price,
  tax_class: product.tax_class,
  senior_pwd_eligible: product.senior_pwd_eligible,
  discount: null,
});

/** The lines a check out starts with: each procedure not yet invoiced, at its amount. */
export function procedureLines(procedures: readonly Procedure[], services: readonly Service[]): FormLine[] {
  const byId = new Map(services.map((service) => [service.id, service]));
  return procedures.flatMap((procedure) => {
    const service = procedure.service_id === null ? undefined : byId.get(procedure.service_id);
    return service ? [serviceLine(service, procedure)] : [];
  });
}
