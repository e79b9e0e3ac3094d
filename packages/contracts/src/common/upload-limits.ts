/** The bytes in one of the megabytes `UPLOAD_MB_PER_HOUR` and `MIN_FREE_DISK_MB` count in. */
export const BYTES_PER_MB = 1024 * 1024;

/** What the server answers when an upload is refused before anything is stored. */
export const UPLOAD_MESSAGES = {
  /** 403: an account that may not send files (the kiosk) sent one. */
  filesNotAllowed: 'This account cannot send files.',
  /** 429: the account's uploads of the last hour reached the limit. */
  hourlyLimitReached: (megabytesPerHour: number, retryAfterSeconds: number) =>
    `Upload limit reached: each account may upload ${megabytesPerHour} MB an hour. ` +
    `Try again in ${waitText(retryAfterSeconds)}.`,
  /** 507: the disk that keeps the files is nearly full. */
  diskFull: 'The server is short of disk space, so uploads are paused. Please tell the administrator.',
} as const;

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
