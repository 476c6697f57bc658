import { localeCodes } from '@storefront/i18n';
import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

/** A slug in an address: lower-case letters, digits and hyphens, 1 to 120 characters, no edge hyphen. */
export const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

/** A variant's SKU as links and requests carry it (`?sku=`, a reservation's `sku`). */
export const skuPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

/** A ring size code as links and requests carry it, or none: 'N', 'N½' (AU, NZ), '6.5' (CA). */
export const sizeCodePattern = /^[\p{L}\d.½ -]{0,8}$/u;

/** A product slug (`/p/:product`): lower-case letters, digits and hyphens, 1 to 120 characters, no edge hyphen. */
export const productSlugSchema = v.pipe(v.string(m.linkInvalid.id), v.regex(slugPattern, m.linkInvalid.id));

/** A store slug (`/stores/:store`): the same rule as product slugs. */
export const storeSlugSchema = v.pipe(v.string(m.linkInvalid.id), v.regex(slugPattern, m.linkInvalid.id));

/** A content page or article slug (`/connected/:slug`, `/articles/:article`): the same rule as product slugs. */
export const contentSlugSchema = v.pipe(v.string(m.linkInvalid.id), v.regex(slugPattern, m.linkInvalid.id));

/**
 * A care-plan index (`pcp/:pcpIndex`): the plan's 1-based position in its order, the same number in the page address,
 * on the page and in the API (`GET /orders/:number/care-plans/:index`); a positive integer string without leading
 * zeros, at most 4 digits. It stays a string, as route parameters are; `Number(index)` when needed.
 */
export const pcpIndexSchema = v.pipe(v.string(m.linkInvalid.id), v.regex(/^[1-9]\d{0,3}$/, m.linkInvalid.id));

/** One of the four locale codes, e.g. from a cookie or a request body. */
export const localeCodeSchema = v.picklist(localeCodes, m.localeInvalid.id);
