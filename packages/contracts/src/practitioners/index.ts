export * from './doctor-name.ts';
export * from './practitioner.schemas.ts';
export * from './credential-expiry.ts';
