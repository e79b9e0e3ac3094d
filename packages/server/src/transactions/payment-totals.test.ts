import { describe, expect, it } from 'vitest';
import { wholeMonths } from './payment-totals.repository.ts';

describe('wholeMonths', () => {
  it('takes the months a range covers completely, end exclusive', () => {
    expect(wholeMonths('2031-01-01', '2031-12-31')).toEqual({ from: '2031-01-01', until: '2032-01-01' });
    expect(wholeMonths('2031-02-15', '2031-09-10')).toEqual({ from: '2031-03-01', until: '2031-09-01' });
    expect(wholeMonths('2032-02-01', '2032-02-29')).toEqual({ from: '2032-02-01', until: '2032-03-01' });
  });

  it('leaves a side open when the range is', () => {
    expect(wholeMonths(undefined, '2031-07-03')).toEqual({ from: undefined, until: '2031-07-01' });
    expect(wholeMonths('2031-06-30', undefined)).toEqual({ from: '2031-07-01', until: undefined });
    expect(wholeMonths()).toEqual({ from: undefined, until: undefined });
  });

  it('finds none in a range inside one month or across a month end', () => {
    expect(wholeMonths('2031-03-01', '2031-03-30')).toBeUndefined();
    expect(wholeMonths('2031-03-20', '2031-04-10')).toBeUndefined();
  });
});
