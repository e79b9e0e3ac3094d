import { describe, expect, it } from 'vitest';
import { waitForRoom, type CountedUpload } from './upload-window.ts';

const MB = 1024 * 1024;
const HOUR = 60 * 60_000;
const now = new Date('2026-03-02T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const upload = (id: string, megabytes: number, minutes: number): CountedUpload => ({
  id,
  bytes: megabytes * MB,
  receivedAt: minutesAgo(minutes),
});

describe('waitForRoom', () => {
  const limits = { now, windowMs: HOUR, limitBytes: 10 * MB };

  it('waits for the oldest upload to leave the hour when that makes room', () => {
    const uploads = [upload('a', 6, 50), upload('b', 3, 10)];
    expect(waitForRoom({ ...limits, uploads, requestKey: 'new', bytes: 2 * MB })).toBe(10 * 60_000);
  });

  it('waits for as many uploads to leave as the refused bytes need', () => {
    const uploads = [upload('a', 2, 50), upload('b', 3, 40), upload('c', 4, 5)];
    expect(waitForRoom({ ...limits, uploads, requestKey: 'new', bytes: 5 * MB })).toBe(20 * 60_000);
  });

  it('counts what the refused request already sent, and not its own row as room', () => {
    const uploads = [upload('a', 5, 30), upload('mine', 4, 0)];
    expect(waitForRoom({ ...limits, uploads, requestKey: 'mine', bytes: 2 * MB })).toBe(30 * 60_000);
  });

  it('tells a request larger than the whole limit to wait the whole hour', () => {
    expect(waitForRoom({ ...limits, uploads: [upload('mine', 9, 0)], requestKey: 'mine', bytes: 2 * MB })).toBe(HOUR);
  });
});
