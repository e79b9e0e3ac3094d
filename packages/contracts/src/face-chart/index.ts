export * from './face-annotation.schemas.ts';
export * from './procedure-details.ts';
