import { z } from 'zod';
import { singleLineText } from '../common/text.ts';

export const QUICK_SEARCH_DEFAULT_LIMIT = 8;
export const QUICK_SEARCH_MAX_LIMIT = 20;

/** Accented letters of Filipino and Spanish names and their plain forms, as the database folds them. */
export const NAME_FOLD_FROM = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç';
export const NAME_FOLD_TO = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';

/** A name as quick search compares it: lower case, accents dropped (`Peña` → `pena`). */
export function foldName(name: string): string {
  return [...name]
    .map((character) => NAME_FOLD_TO[NAME_FOLD_FROM.indexOf(character)] ?? character)
    .join('')
    .toLowerCase();
}

export const quickSearchQuerySchema = z.object({
  q: singleLineText().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(QUICK_SEARCH_MAX_LIMIT).default(QUICK_SEARCH_DEFAULT_LIMIT),
});
export type QuickSearchQuery = z.infer<typeof quickSearchQuerySchema>;

/**
 * What matched, best first: the patient ID, the phone, the e-mail, the whole name, the start of
 * the name (first or last name first), or a name like the one typed (a typo, a word inside a name).
 */
export const QUICK_SEARCH_MATCHES = ['id', 'phone', 'email', 'exact', 'prefix', 'similar'] as const;
export type QuickSearchMatch = (typeof QUICK_SEARCH_MATCHES)[number];

export const quickSearchItemSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  phone_primary: z.string().nullable(),
  match: z.enum(QUICK_SEARCH_MATCHES),
});
export type QuickSearchItem = z.infer<typeof quickSearchItemSchema>;

export const quickSearchResponseSchema = z.object({ items: z.array(quickSearchItemSchema) });
export type QuickSearchResponse = z.infer<typeof quickSearchResponseSchema>;
