export * from './procedure-status.ts';
export * from './procedure-messages.ts';
export * from './medication-duration.ts';
export * from './clinic-datetime.ts';
export * from './procedure.schemas.ts';
export * from './face-annotation.schemas.ts';
export * from './procedure-details.ts';
