import { constants, inflateSync } from 'node:zlib';

/** The text lines a PDF draws: its compressed page streams opened, each shown string decoded. */
export function textOf(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      // Sync flush: the stream's last byte may be a carriage return the pattern took for the line's.
      content = inflateSync(Buffer.from(match[1]!, 'latin1'), { finishFlush: constants.Z_SYNC_FLUSH }).toString(
        'latin1',
      );
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
      lines.push(Buffer.from(shown[1]!, 'hex').toString('latin1'));
  }
  return lines;
}
