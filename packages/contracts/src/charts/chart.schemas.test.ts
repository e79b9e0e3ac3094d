import { describe, expect, it } from 'vitest';
import { CHART_MESSAGES, incompleteChartsQuerySchema } from './chart.schemas.ts';

const messagesOf = (query: object) => {
  const result = incompleteChartsQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the incomplete-charts period', () => {
  it('takes two clinic dates, both ends included, up to 366 days', () => {
    expect(messagesOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
    expect(messagesOf({ from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
  });

  it('refuses an end before the start, a longer period and dates that are not dates', () => {
    expect(messagesOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual([CHART_MESSAGES.periodOrder]);
    expect(messagesOf({ from: '2024-01-01', to: '2025-01-01' })).toEqual([CHART_MESSAGES.periodTooLong]);
    expect(messagesOf({ from: '2026-02-30', to: '2026-03-01' })).toContain(CHART_MESSAGES.invalidDate);
    expect(messagesOf({ to: '2026-03-01' })).toContain(CHART_MESSAGES.invalidDate);
  });
});

describe('the refusal of an incomplete chart', () => {
  it('names every missing item', () => {
    expect(CHART_MESSAGES.incompleteBeforeCompleted(['Signed note', 'Payment settled'])).toBe(
      'This procedure cannot be completed until its chart is complete. Missing: Signed note, Payment settled.',
    );
  });
});
