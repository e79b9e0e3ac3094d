import type { QuickSearchQuery, QuickSearchResponse } from '@clinic/contracts';
import type { Database } from '../db/client.ts';
import { planQuickSearch } from './quick-search-plan.ts';
import { createQuickSearchRepository } from './quick-search.repository.ts';

/**
 * Finds patients from one text as it is typed. The ordered matches (id, phone, e-mail, the name's
 * start) come from index ranges and usually fill the list; names spelt differently are looked for
 * only when they do not. Not a profile view: nothing is recorded in the history.
 */
export function createQuickSearchService({ db }: { db: Database }) {
  const repository = createQuickSearchRepository(db);
  return {
    async search({ q, limit }: QuickSearchQuery): Promise<QuickSearchResponse> {
      const plan = planQuickSearch(q);
      if (plan.nameWords.length > 0) return { items: await repository.names(plan.nameWords, limit) };
      return { items: await repository.orderedMatches(plan, limit) };
    },
  };
}

export type QuickSearchService = ReturnType<typeof createQuickSearchService>;
