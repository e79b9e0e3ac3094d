export * from './chart.schemas.ts';
