export * from './note.schemas.ts';
export * from './note-template-match.ts';
export * from './consultation-signature.schemas.ts';
