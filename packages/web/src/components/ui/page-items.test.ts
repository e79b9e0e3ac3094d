import { describe, expect, it } from 'vitest';
import { pageItems, parseGoToPage } from './page-items.ts';

describe('pageItems', () => {
  it('shows every page when there are three or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  });

  it('puts ellipses where pages are skipped', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('shows no ellipsis for a gap of nothing', () => {
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('parseGoToPage', () => {
  it('accepts only whole pages from 1 to the last', () => {
    expect(parseGoToPage('3', 5)).toBe(3);
    expect(parseGoToPage(' 5 ', 5)).toBe(5);
    expect(parseGoToPage('0', 5)).toBeUndefined();
    expect(parseGoToPage('6', 5)).toBeUndefined();
    expect(parseGoToPage('2.5', 5)).toBeUndefined();
    expect(parseGoToPage('', 5)).toBeUndefined();
    expect(parseGoToPage('-1', 5)).toBeUndefined();
  });
});
