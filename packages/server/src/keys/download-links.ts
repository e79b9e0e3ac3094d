import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_LINK_SECONDS } from '@clinic/contracts';
import type { Clock } from '../clock.ts';

/** A file of a patient's: an attachment, or a signed consent's PDF, each under its own links. */
export interface DownloadGrant {
  patientId: number;
  recordId: number;
}

export interface DownloadLinks {
  /** A token for the public files route, valid for DOWNLOAD_LINK_SECONDS. */
  sign(grant: DownloadGrant): string;
  /** The grant of a genuine, unexpired token; undefined otherwise. */
  verify(token: string): DownloadGrant | undefined;
}

/**
 * HMAC-signed, short-lived download tokens; the secret is derived from the archive key and the
 * links' purpose, so a link for one kind of file never opens another kind.
 */
export function createDownloadLinks(
  masterKey: Buffer,
  clock: Clock,
  purpose = 'attachment-download-links',
): DownloadLinks {
  const secret = createHmac('sha256', masterKey).update(purpose).digest();
  const signature = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);

  return {
    sign({ patientId, recordId }) {
      const body = `${patientId}.${recordId}.${nowSeconds() + DOWNLOAD_LINK_SECONDS}`;
      return `${body}.${signature(body)}`;
    },
    verify(token) {
      const match = /^(\d+)\.(\d+)\.(\d+)\.([\w-]+)$/.exec(token);
      if (!match) return undefined;
      const [, patientId, recordId, expires, given] = match as unknown as [string, string, string, string, string];
      const expected = Buffer.from(signature(`${patientId}.${recordId}.${expires}`));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
      if (Number(expires) < nowSeconds()) return undefined;
      return { patientId: Number(patientId), recordId: Number(recordId) };
    },
  };
}
