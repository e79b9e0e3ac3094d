export * from './photo-release.ts';
