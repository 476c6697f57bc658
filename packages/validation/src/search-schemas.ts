import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

/**
 * One bound of the price range filter: a non-negative amount with at most 2 decimals ('Invalid amount');
 * output is the number.
 */
export const priceAmountSchema = v.pipe(
  v.string(m.amountInvalid.id),
  v.trim(),
  v.regex(/^\d{1,7}(?:\.\d{1,2})?$/, m.amountInvalid.id),
  v.transform(Number),
);

/** The store finder's location: a postcode, suburb or city ('Please enter location' when blank). */
export const storeSearchLocationSchema = v.pipe(
  v.string(m.locationRequired.id),
  v.trim(),
  v.nonEmpty(m.locationRequired.id),
  v.normalize('NFC'),
  v.regex(/^[\p{L}\p{M}\d' ’.-]+$/u, m.locationInvalid.id),
  v.maxLength(60, m.locationInvalid.id),
);

/** The most characters a search may have: the API refuses more, and the search box and page say so first. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * What a shopper searches for, in the search box, the search page and the API's `q` alike: trimmed, not blank, at
 * most {@link SEARCH_QUERY_MAX_LENGTH} characters ('Your search is too long…', with `{length}` from the issue).
 */
export const searchTextSchema = v.pipe(
  v.string(m.required.id),
  v.trim(),
  v.nonEmpty(m.required.id),
  v.maxLength(SEARCH_QUERY_MAX_LENGTH, m.searchTooLong.id),
);

/**
 * The limit a search text is over ('Your search is too long', its `{length}`), or undefined when it is not too long:
 * for the search box and page, which say so instead of asking the API.
 * @example searchTextOverLimit('a'.repeat(150)) // 100
 */
export function searchTextOverLimit(text: string): number | undefined {
  const issue = v.safeParse(searchTextSchema, text).issues?.find((found) => found.type === 'max_length');
  return typeof issue?.requirement === 'number' ? issue.requirement : undefined;
}
