import { describe, expect, it } from 'vitest';
import { contentMatchesExtension } from './file-type.ts';

/** A zip archive of one stored (uncompressed) entry, as Word's documents begin. */
function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content, 'utf8');
  const header = Buffer.alloc(30);
  header.write('PK\x03\x04', 0, 'latin1');
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

const WORD_CONTENT_TYPES =
  '<Types><Override PartName="/word/document.xml" ' +
  'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

describe('contentMatchesExtension', () => {
  it('recognises each accepted type by its content', async () => {
    expect(await contentMatchesExtension(Buffer.from('%PDF-1.7\n'), 'pdf')).toBe(true);
    expect(await contentMatchesExtension(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpg')).toBe(true);
    expect(await contentMatchesExtension(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpeg')).toBe(true);
    const png = Buffer.from('\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0', 'latin1');
    expect(await contentMatchesExtension(png, 'png')).toBe(true);
    expect(await contentMatchesExtension(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), 'heic')).toBe(
      true,
    );
    expect(await contentMatchesExtension(zipOf('[Content_Types].xml', WORD_CONTENT_TYPES), 'docx')).toBe(true);
  });

  it('refuses a program renamed to a document, and content of another accepted type', async () => {
    const windowsProgram = Buffer.from('MZ\x90\0\x03\0\0\0', 'latin1');
    expect(await contentMatchesExtension(windowsProgram, 'pdf')).toBe(false);
    expect(await contentMatchesExtension(windowsProgram, 'png')).toBe(false);
    expect(await contentMatchesExtension(zipOf('notes.txt', 'just a zip'), 'docx')).toBe(false);
    expect(await contentMatchesExtension(Buffer.from('%PDF-1.7\n'), 'jpg')).toBe(false);
  });
});
