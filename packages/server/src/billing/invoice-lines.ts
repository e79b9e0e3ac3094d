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

async function priceLine(
  repository: BillingRepository,
  line: InvoiceLineFields,
  context: { actor: Actor; patientId: number; invoiceId: number },
): Promise<PricedLineFields> {
  const procedureId = await requireProcedure(repository, line.procedure_id, context.patientId, context.invoiceId);
  const shared = { procedureId, quantity: line.quantity, discount: line.discount ?? null };
  if (line.kind === 'service') {
    const service = await repository.service(line.service_id!);
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
    const product = await repository.product(line.product_id!);
    if (!product) throw unprocessable(BILLING_MESSAGES.productNotFound);
    if (!product.billable) throw unprocessable(BILLING_MESSAGES.productNotBillable(product.name));
    const lot = await repository.lot(line.lot_id!);
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
  const priced: PricedLineFields[] = [];
  for (const line of lines) priced.push(await priceLine(repository, line, context));
  return priced;
}
