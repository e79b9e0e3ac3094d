/** One request's bytes in the account's window, as the usage table keeps them. */
export interface CountedUpload {
  id: string;
  bytes: number;
  receivedAt: Date;
}

/**
 * How long until the account's uploads of the window, oldest leaving first, leave room for a
 * refused request to send again what it sent so far (its counted bytes and the refused ones). A
 * request larger than the whole limit never fits: it is told to wait the whole window.
 */
export function waitForRoom({
  uploads,
  requestKey,
  bytes,
  now,
  windowMs,
  limitBytes,
}: {
  /** Oldest first. */
  uploads: readonly CountedUpload[];
  requestKey: string;
  bytes: number;
  now: Date;
  windowMs: number;
  limitBytes: number;
}): number {
  const own = uploads.find((upload) => upload.id === requestKey)?.bytes ?? 0;
  const needed = own + bytes;
  const others = uploads.filter((upload) => upload.id !== requestKey);
  let remaining = others.reduce((sum, upload) => sum + upload.bytes, 0);
  if (needed > limitBytes) return windowMs;
  for (const upload of others) {
    remaining -= upload.bytes;
    if (remaining + needed <= limitBytes) return Math.max(0, upload.receivedAt.getTime() + windowMs - now.getTime());
  }
  return windowMs;
}
