import { BILLING_MESSAGES, can, type InvoiceLineFields, type LineDiscount, type TaxClass } from '@clinic/contracts';
import type { Actor } from '../audit/audit-log.ts';
import { conflict, forbidden, unprocessable } from '../http/app-error.ts';
import type { BillingRepository } from './billing.repository.ts';

/** A line with its price, tax class and eligibility settled from the price list: what a draft stores. */
export interface PricedLineFields {
  kind: InvoiceLineFields['kind'];
  serviceId: number | null;
  procedureId: number | null;
  productId: number | null;
  lotId: number | null;
  description: string;
  quantity: number;
  unitPrice: string;
  taxClass: TaxClass;
  seniorPwdEligible: boolean;
  discount: LineDiscount | null;
}

async function requireProcedure(
  repository: BillingRepository,
  procedureId: number | undefined,
  patientId: number,
  invoiceId: number,
) {
  if (procedureId === undefined) return null;
  const procedure = await repository.procedure(procedureId);
  if (!procedure) throw unprocessable(BILLING_MESSAGES.procedureNotFound);
  if (procedure.patientId !== patientId) throw unprocessable(BILLING_MESSAGES.procedureOfOtherPatient);
  const invoiced = await repository.invoiceOfProcedure(procedureId, invoiceId);
  if (invoiced) throw conflict(BILLING_MESSAGES.procedureAlreadyInvoiced(invoiced.number));
  return procedureId;
}

/** The price list's rows the lines name, each table read once for all of them. */
async function priceListOf(repository: BillingRepository, lines: readonly InvoiceLineFields[]) {
  const idsOf = (kind: InvoiceLineFields['kind'], id: (line: InvoiceLineFields) => number | undefined) => [
    ...new Set(lines.flatMap((line) => (line.kind === kind && id(line) !== undefined ? [id(line)!] : []))),
  ];
  return {
    services: await repository.servicesByIds(idsOf('service', (line) => line.service_id)),
    products: await repository.productsByIds(idsOf('product', (line) => line.product_id)),
    lots: await repository.lotsByIds(idsOf('product', (line) => line.lot_id)),
  };
}

type PriceList = Awaited<ReturnType<typeof priceListOf>>;

async function priceLine(
  repository: BillingRepository,
  priceList: PriceList,
  line: InvoiceLineFields,
  context: { actor: Actor; patientId: number; invoiceId: number },
): Promise<PricedLineFields> {
  const procedureId = await requireProcedure(repository, line.procedure_id, context.patientId, context.invoiceId);
  const shared = { procedureId, quantity: line.quantity, discount: line.discount ?? null };
  if (line.kind === 'service') {
    const service = priceList.services.get(line.service_id!);
    if (!service) throw unprocessable(BILLING_MESSAGES.serviceNotFound);
    return {
      ...shared,
      kind: 'service',
      serviceId: service.id,
      productId: null,
      lotId: null,
      description: line.description || service.name,
      unitPrice: line.unit_price ?? service.price,
      taxClass: service.taxClass,
      seniorPwdEligible: service.seniorPwdEligible,
    };
  }
  if (line.kind === 'product') {
    const product = priceList.products.get(line.product_id!);
    if (!product) throw unprocessable(BILLING_MESSAGES.productNotFound);
    if (!product.billable) throw unprocessable(BILLING_MESSAGES.productNotBillable(product.name));
    const lot = priceList.lots.get(line.lot_id!);
    if (!lot || lot.productId !== product.id) throw unprocessable(BILLING_MESSAGES.lotOfOtherProduct);
    return {
      ...shared,
      kind: 'product',
      serviceId: null,
      productId: product.id,
      lotId: lot.id,
      description: line.description || product.name,
      unitPrice: line.unit_price ?? product.sellingPrice,
      taxClass: product.taxClass,
      seniorPwdEligible: product.seniorPwdEligible,
    };
  }
  if (!can(context.actor.role, 'invoice.freeTextLine')) throw forbidden(BILLING_MESSAGES.freeTextNeedsAdmin);
  return {
    ...shared,
    kind: 'text',
    serviceId: null,
    productId: null,
    lotId: null,
    description: line.description!,
    unitPrice: line.unit_price!,
    taxClass: 'vatable',
    seniorPwdEligible: false,
  };
}

/** The draft's lines priced from the price list, each checked; refused whole at the first bad one. */
export async function priceLines(
  repository: BillingRepository,
  lines: readonly InvoiceLineFields[],
  context: { actor: Actor; patientId: number; invoiceId: number },
): Promise<PricedLineFields[]> {
  const priceList = await priceListOf(repository, lines);
  const priced: PricedLineFields[] = [];
  for (const line of lines) priced.push(await priceLine(repository, priceList, line, context));
  return priced;
}
