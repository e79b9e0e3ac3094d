export * from './photo-release.ts';
export * from './consent.schemas.ts';
