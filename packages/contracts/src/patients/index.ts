export * from './patient-fields.ts';
export * from './patient-messages.ts';
export * from './attachment-rules.ts';
export * from './patient-parts.ts';
export * from './patient.schemas.ts';
export * from './patient-list.schemas.ts';
export * from './quick-search.ts';
export * from './pregnancy-rule.ts';
