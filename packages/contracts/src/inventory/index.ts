export * from './inventory.schemas.ts';
