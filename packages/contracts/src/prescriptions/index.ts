export * from './prescription.schemas.ts';
export * from './medical-certificate.schemas.ts';
export * from './verification.ts';
export * from './number-words.ts';
export * from './prescriber-credentials.ts';
