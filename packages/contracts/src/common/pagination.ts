import { z } from 'zod';

export const PAGE_SIZE = 10;
export const PATIENT_PICKER_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const pageSchema = z.coerce.number().int().min(1).default(1);
export const pageSizeSchema = z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE);
/** `asc` or `desc` in any case; blank or missing means `desc`. */
export const sortOrderSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
  z.enum(['asc', 'desc']).default('desc'),
);

/**
 * The paging and sorting fields of a list query (`page`, `page_size`, `sortBy`, `sortOrder`):
 * `sortBy` is one of `columns`, `defaultColumn` when missing.
 */
export function pagedSortedQueryFields<const Columns extends readonly [string, ...string[]]>(
  columns: Columns,
  defaultColumn: Columns[number],
) {
  return {
    page: pageSchema,
    page_size: pageSizeSchema,
    sortBy: z.enum(columns).default(defaultColumn),
    sortOrder: sortOrderSchema,
  };
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Paged answers of the spec: `items, total, totalPages`. */
export function pagedResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), total: z.number().int(), totalPages: z.number().int() });
}
