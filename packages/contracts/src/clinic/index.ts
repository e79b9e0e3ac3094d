export * from './clinic-settings.schemas.ts';
