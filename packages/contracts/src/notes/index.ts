export * from './note.schemas.ts';
export * from './note-template-match.ts';
