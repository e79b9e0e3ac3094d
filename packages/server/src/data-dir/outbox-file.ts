import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { makePrivateDirAsync, PRIVATE_FILE_MODE } from './private-files.ts';

/**
 * Writes one message into a file outbox (mail, SMS) whole or not at all: it is written beside its
 * name and renamed into place, so whoever watches the folder never reads half a message.
 */
export async function writeOutboxFile(outboxDir: string, fileName: string, content: string | Buffer): Promise<void> {
  await makePrivateDirAsync(outboxDir);
  await writeFileAtomic(path.join(outboxDir, fileName), content, { mode: PRIVATE_FILE_MODE });
}
