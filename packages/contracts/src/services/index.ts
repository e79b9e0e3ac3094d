export * from './service.schemas.ts';
export * from './service-name.ts';
