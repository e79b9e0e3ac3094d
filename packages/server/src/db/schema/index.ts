export * from './users.ts';
export * from './patients.ts';
export * from './audit.ts';
export * from './procedures.ts';
export * from './daily-totals.ts';
export * from './two-factor.ts';
export * from './inventory.ts';
export * from './photos.ts';
