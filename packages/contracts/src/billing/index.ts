export * from './tax-class.ts';
export * from './centavos.ts';
export * from './billing.schemas.ts';
export * from './invoice.schemas.ts';
export * from './invoice-totals.ts';
export * from './day-close.schemas.ts';
export * from './invoice-pdf.schemas.ts';
export * from './price-list.schemas.ts';
