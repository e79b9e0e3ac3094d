import { describe, expect, it } from 'vitest';
import { deleteErrorMessage } from './delete-error-message.ts';
import { rangeEndDate, rangeStartDate } from './dashboard-range.ts';
import { pageWindow } from './page-window.ts';
import { ApiError } from '../../../lib/api-error.ts';

describe('rangeStartDate', () => {
  // Wednesday 2026-04-15 at 01:00 in Manila is still Tuesday the 14th in UTC.
  const now = new Date('2026-04-14T17:00:00Z');

  it('starts today, on Sunday and on the first of the month in clinic time', () => {
    expect(rangeStartDate('day', now)).toBe('2026-04-15');
    expect(rangeStartDate('week', now)).toBe('2026-04-12');
    expect(rangeStartDate('month', now)).toBe('2026-04-01');
  });

  it('crosses a month boundary for the week', () => {
    expect(rangeStartDate('week', new Date('2026-05-02T04:00:00Z'))).toBe('2026-04-26');
  });

  it('ends today, on Saturday and on the last of the month in clinic time', () => {
    expect(rangeEndDate('day', now)).toBe('2026-04-15');
    expect(rangeEndDate('week', now)).toBe('2026-04-18');
    expect(rangeEndDate('month', now)).toBe('2026-04-30');
    expect(rangeEndDate('week', new Date('2026-12-29T04:00:00Z'))).toBe('2027-01-02');
    expect(rangeEndDate('month', new Date('2028-02-10T04:00:00Z'))).toBe('2028-02-29');
  });
});

describe('pageWindow', () => {
  it('shows at most five numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 9)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(1, 0)).toEqual([1]);
  });
});

describe('deleteErrorMessage', () => {
  it('names a completed procedure only when the server refused for that', () => {
    expect(deleteErrorMessage(new ApiError(409, 'Cannot delete a completed procedure'))).toBe(
      'Cannot delete completed procedure.',
    );
    expect(deleteErrorMessage(new ApiError(500, undefined))).toBe('Failed to delete procedure. Please try again.');
  });
});
