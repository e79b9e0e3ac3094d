import { createHash } from 'node:crypto';
import { canonicalNoteText, type NoteSections } from '@clinic/contracts';

/** The SHA-256 a signature keeps of the signed text: visit notes, consultations and their amendments alike. */
export const sha256Of = (sections: NoteSections) =>
  createHash('sha256').update(canonicalNoteText(sections)).digest('hex');

/** Nothing written under any section: such a text is not signed. */
export const isBlank = (sections: NoteSections) => Object.values(sections).every((text) => text.trim() === '');
