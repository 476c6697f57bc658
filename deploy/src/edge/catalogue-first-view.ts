import { FIRST_VIEW_ELEMENT_ID } from '@storefront/contracts';
import { formatMoney, type LocaleCode } from '@storefront/i18n';
import * as v from 'valibot';
import { FRAME_STYLE, GUTTER, SERIF, escapeHtml } from './first-view-frame';

/**
 * First views of the catalogue's listings (issue 18, ADR 007): a category page (`/engagement-rings`, reached through
 * the catch-all once the slug resolver says "category") and search results (`/search?q=`). The edge asks the API for
 * the answer the page asks for first (`GET /products?category=…&page=1&pageSize=24`, `GET /search?q=…&page=1&pageSize=24`,
 * mfe-catalogue's `freshRequests` for an address without filters, sort or page), puts it in the document as the page's
 * payload, and draws the top of the page from it in plain HTML with one `<style>`: the heading (the category's name
 * and description from the API, or "Results for “…”" in the page's words), then the first products (image, name,
 * price as the tiles format it). Each tile's image box is as large as the page's own tile at every width (the same
 * gutters, gaps and columns, and no filter sidebar), so the page's later paints are never larger: the first product
 * image is the page's largest paint, while the shell and the catalogue still load.
 *
 * Only the plain address gets one: a link with filters, a sort or more pages loads as it always did (the page would
 * ask another question than the one answered here).
 */

/** Tiles per page the catalogue asks for (`PAGE_SIZE` in mfe-catalogue's listing-query.ts). */
export const LISTING_PAGE_SIZE = 24;
/** Products the first view draws: the first row at the widest grid (the page loads these four eagerly). */
export const LISTING_FIRST_VIEW_TILES = 4;

/**
 * The page's own words for its heading (mfe-catalogue's listing-messages.ts and lang/fr.json; the test beside this
 * file checks they are the same).
 */
export const listingHeadings: Readonly<
  Record<'en' | 'fr', { resultsFor: (query: string) => string; allJewellery: string; priceFrom: string }>
> = {
  en: { resultsFor: (query) => `Results for “${query}”`, allJewellery: 'All jewellery', priceFrom: 'From' },
  fr: {
    resultsFor: (query) => `Résultats pour «\u00a0${query}\u00a0»`,
    allJewellery: 'Tous les bijoux',
    priceFrom: 'À partir de',
  },
};

/** The query parameters an address may carry and still be the plain listing (the others change the answer). */
const PLAIN_QUERY: Readonly<Record<'category' | 'search', readonly string[]>> = { category: [], search: ['q'] };

const isPlain = (query: URLSearchParams, kind: 'category' | 'search') =>
  [...query.keys()].every((key) => PLAIN_QUERY[kind].includes(key));

/** `GET /products?category=<path>&page=1&pageSize=24` for a category page's plain address (its slug's path). */
export function categoryApiPath(params: Readonly<Record<string, string>>, query: URLSearchParams): string | undefined {
  const path = params.slug;
  if (!path || !isPlain(query, 'category')) return undefined;
  return `/products?${new URLSearchParams({ category: path, page: '1', pageSize: String(LISTING_PAGE_SIZE) })}`;
}

/**
 * `GET /search?q=<text>&page=1&pageSize=24` for `/search?q=`, and for `/search` alone the whole catalogue
 * (`GET /products?page=1&pageSize=24`, "Shop all"). A text too long for the API is answered 400: no payload, and the
 * page says so itself.
 */
export function searchApiPath(_params: Readonly<Record<string, string>>, query: URLSearchParams): string | undefined {
  if (!isPlain(query, 'search') || query.getAll('q').length > 1) return undefined;
  const text = query.get('q')?.trim() ?? '';
  const paging = { page: '1', pageSize: String(LISTING_PAGE_SIZE) };
  if (!text) return `/products?${new URLSearchParams(paging)}`;
  return `/search?${new URLSearchParams({ q: text, ...paging })}`;
}

const tileSchema = v.object({
  name: v.string(),
  image: v.string(),
  price: v.object({
    currency: v.string(),
    listCents: v.number(),
    effectiveCents: v.number(),
    isMemberPrice: v.boolean(),
    from: v.optional(v.boolean(), false),
  }),
});

/** The few fields of the list and search answers (`@storefront/api-schemas` product-list-schemas.ts) the view draws. */
const listingSchema = v.object({
  category: v.nullable(v.object({ name: v.string(), description: v.string() })),
  items: v.array(tileSchema),
  query: v.optional(v.string()),
});
type Tile = v.InferOutput<typeof tileSchema>;

/**
 * The view's styles: the shell's colours and a slim header, the page's container (90rem wide, the shell's gutter),
 * heading, and product grid (2 columns, 3 from 768px, 4 from 1280px). Each tile is a little wider than the page's
 * (a quarter rem less between columns; the page adds a filter sidebar from 980px) and sits higher (the slim header,
 * no trail or toolbar), so its image is at least as large and as visible as the page's will be: the page's own image
 * is never a later, larger paint (measured: 0.3 px more of it in view made it the LCP, at 3.6 s).
 */
const LISTING_STYLE = [
  FRAME_STYLE,
  `.sf-fv__list{max-width:90rem;margin:0 auto;padding:2rem ${GUTTER}}`,
  `.sf-fv__title{margin:0;font-family:${SERIF};font-weight:400;line-height:1.15;`,
  'font-size:clamp(2.25rem,1.7rem + 2.4vw,3.5rem)}',
  '.sf-fv__title::after{content:"";display:block;width:3rem;height:1px;margin-top:1rem;background:#c5a572}',
  '.sf-fv__intro{max-width:68ch;margin:.75rem 0 0;color:#3d404a;font-size:1.125rem}',
  '.sf-fv__bar2{height:2.75rem;margin:1.5rem 0 1rem;border-bottom:1px solid #e7dfd2}',
  '.sf-fv__grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:2rem .75rem;margin:0;padding:0;',
  'list-style:none}',
  '.sf-fv__media{aspect-ratio:1/1;overflow:hidden;background:#f2ece2;border-radius:2px}',
  '.sf-fv__media img{display:block;width:100%;height:100%;object-fit:cover}',
  '.sf-fv__name{margin:.75rem 0 .25rem;font-size:.875rem;line-height:1.35}',
  '.sf-fv__price{margin:0;font-size:.875rem}.sf-fv__price s{color:#5e616b;margin-right:.25rem}',
  '.sf-fv__from{color:#5e616b;font-size:.8125rem;margin-right:.25rem}',
  '@media (min-width:768px){.sf-fv__grid{grid-template-columns:repeat(3,minmax(0,1fr));gap:3rem 1.25rem}}',
  '@media (min-width:1280px){.sf-fv__grid{grid-template-columns:repeat(4,minmax(0,1fr))}}',
].join('');

const languageOf = (locale: LocaleCode): 'en' | 'fr' => (locale.startsWith('fr') ? 'fr' : 'en');

function tile(product: Tile, index: number, locale: LocaleCode): string {
  const { price } = product;
  const money = (cents: number) => escapeHtml(formatMoney(cents, price.currency, locale));
  const reduced = price.isMemberPrice && price.listCents > price.effectiveCents;
  const from = price.from
    ? `<span class="sf-fv__from">${escapeHtml(listingHeadings[languageOf(locale)].priceFrom)}</span>`
    : '';
  // The first is the page's largest paint: asked for first (and preloaded at the top of the head, see first-view.ts).
  const priority = index === 0 ? ' fetchpriority="high"' : '';
  return (
    `<li><div class="sf-fv__media"><img src="${escapeHtml(product.image)}" alt="" width="480" height="480"${priority}` +
    ` decoding="async"></div><p class="sf-fv__name">${escapeHtml(product.name)}</p>` +
    `<p class="sf-fv__price">${from}${reduced ? `<s>${money(price.listCents)}</s>` : ''}${money(price.effectiveCents)}</p></li>`
  );
}

function listingView(heading: string, intro: string | undefined, tiles: readonly Tile[], locale: LocaleCode): string {
  return (
    `<style>${LISTING_STYLE}</style><div id="${FIRST_VIEW_ELEMENT_ID}" aria-hidden="true">` +
    '<div class="sf-fv__promo"></div><div class="sf-fv__bar">Lustre &amp; Co.</div>' +
    `<div class="sf-fv__list"><p class="sf-fv__title">${escapeHtml(heading)}</p>` +
    (intro ? `<p class="sf-fv__intro">${escapeHtml(intro)}</p>` : '') +
    '<div class="sf-fv__bar2"></div>' +
    `<ul class="sf-fv__grid">${tiles
      .slice(0, LISTING_FIRST_VIEW_TILES)
      .map((product, index) => tile(product, index, locale))
      .join('')}</ul></div></div>`
  );
}

/** A category page's first view (`GET /products?category=…`): its name and description from the API, the first products. */
export function categoryFirstView(data: unknown, locale: LocaleCode): string | undefined {
  const parsed = v.safeParse(listingSchema, data);
  if (!parsed.success || !parsed.output.category || parsed.output.items.length === 0) return undefined;
  const { category, items } = parsed.output;
  return listingView(category.name, category.description || undefined, items, locale);
}

/**
 * Search results' first view (`GET /search?q=…`): "Results for “…”" in the page's words (the text asked, as the page
 * shows it), the first products; "All jewellery" for `/search` alone. A search that found nothing draws nothing (the
 * page shows its tips).
 */
export function searchFirstView(data: unknown, locale: LocaleCode): string | undefined {
  const parsed = v.safeParse(listingSchema, data);
  if (!parsed.success || parsed.output.items.length === 0) return undefined;
  const words = listingHeadings[languageOf(locale)];
  const { query, items } = parsed.output;
  return listingView(query === undefined ? words.allJewellery : words.resultsFor(query), undefined, items, locale);
}
