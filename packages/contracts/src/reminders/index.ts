export * from './reminder.schemas.ts';
