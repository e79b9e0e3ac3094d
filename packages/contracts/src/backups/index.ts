export * from './backup.schemas.ts';
