import { describe, expect, it } from 'vitest';
import { formatLongDay } from '../../lib/schedule-format.ts';
import { rangeOf, stepDay, viewTitle } from './schedule-range.ts';

describe('the range of a view', () => {
  it('is the day, its week from Sunday, or the weeks its month touches', () => {
    expect(rangeOf('day', '2026-03-10')).toEqual({ start: '2026-03-10', end: '2026-03-10' });
    expect(rangeOf('week', '2026-03-10')).toEqual({ start: '2026-03-08', end: '2026-03-14' });
    expect(rangeOf('month', '2026-03-10')).toEqual({ start: '2026-03-01', end: '2026-04-04' });
  });

  it('steps by a day, a week or a month', () => {
    expect(stepDay('day', '2026-03-31', 1)).toBe('2026-04-01');
    expect(stepDay('week', '2026-03-10', -1)).toBe('2026-03-03');
    expect(stepDay('month', '2026-01-31', 1)).toBe('2026-02-01');
  });

  it('titles the day, the week by its Sunday and the month by its name', () => {
    expect(viewTitle('day', '2026-11-27')).toBe(formatLongDay('2026-11-27'));
    expect(viewTitle('week', '2026-11-27')).toBe(`Week of ${formatLongDay('2026-11-22')}`);
    expect(viewTitle('month', '2026-11-27')).toBe('November 2026');
  });
});
