export * from './doctor-name.ts';
export * from './practitioner.schemas.ts';
