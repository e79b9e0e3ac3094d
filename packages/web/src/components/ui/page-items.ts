/** A page number, or a gap shown as an ellipsis. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: every page when there are three or fewer, otherwise the first and last
 * pages, the current page with its neighbours, and an ellipsis wherever pages are skipped.
 */
export function pageItems(currentPage: number, lastPage: number): PageItem[] {
  if (lastPage <= 3) return Array.from({ length: Math.max(lastPage, 0) }, (_, index) => index + 1);
  const start = Math.max(2, currentPage - 1);
  const end = Math.min(lastPage - 1, currentPage + 1);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < lastPage - 1) items.push('ellipsis-end');
  items.push(lastPage);
  return items;
}

/** The page a "Go to page" entry names, or undefined unless it is a whole number from 1 to the last page. */
export function parseGoToPage(entry: string, lastPage: number): number | undefined {
  if (!/^\d+$/.test(entry.trim())) return undefined;
  const page = Number(entry.trim());
  return page >= 1 && page <= lastPage ? page : undefined;
}
