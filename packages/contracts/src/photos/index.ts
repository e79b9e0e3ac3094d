export * from './photo.schemas.ts';
export * from './photo-visibility.ts';
