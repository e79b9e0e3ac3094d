/** Up to `size` consecutive page numbers around the current page, kept within 1..lastPage. */
export function pageWindow(currentPage: number, lastPage: number, size = 5): number[] {
  const count = Math.min(size, Math.max(lastPage, 1));
  const first = Math.min(Math.max(1, currentPage - Math.floor(size / 2)), Math.max(lastPage, 1) - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
