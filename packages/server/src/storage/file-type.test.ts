import { describe, expect, it } from 'vitest';
import { contentMatchesExtension } from './file-type.ts';

describe('contentMatchesExtension', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(contentMatchesExtension(Buffer.from('%PDF-1.7\n'), 'pdf')).toBe(true);
    expect(contentMatchesExtension(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpg')).toBe(true);
    expect(contentMatchesExtension(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), 'png')).toBe(true);
    expect(contentMatchesExtension(Buffer.from('\0\0\0\x18ftypheic', 'latin1'), 'heic')).toBe(true);
    expect(contentMatchesExtension(Buffer.from('PK\x03\x04....word/document.xml', 'latin1'), 'docx')).toBe(true);
  });

  it('refuses a program renamed to a document', () => {
    const windowsProgram = Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1');
    expect(contentMatchesExtension(windowsProgram, 'pdf')).toBe(false);
    expect(contentMatchesExtension(windowsProgram, 'png')).toBe(false);
    expect(contentMatchesExtension(Buffer.from('PK\x03\x04 just a zip', 'latin1'), 'docx')).toBe(false);
  });
});
