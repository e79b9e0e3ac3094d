export * from './user.factory.ts';
export * from './transaction.factory.ts';
export * from './patient.factory.ts';
export * from './procedure.factory.ts';
export * from './practitioner.factory.ts';
export * from './invoice-cases.ts';
export * from './clinic-settings.factory.ts';
export * from './invoice.factory.ts';
