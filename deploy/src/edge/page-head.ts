import {
  articlePageHead,
  categoryPageHead,
  contentPageHead,
  homePageHead,
  productPageHead,
  SERVED_HEAD_ATTRIBUTE,
  type HeadContext,
  type PageHead,
} from '@storefront/contracts';
import { getLocaleSetting, marketOfLocale, type LocaleCode } from '@storefront/i18n';
import * as v from 'valibot';
import { scriptSafeJson } from './boot-hints';
import { escapeHtml } from './first-view-frame';

/**
 * The served document's head (ADR 014): wherever the edge draws a first view (first-view.ts), the document also
 * carries the page's title, meta description, canonical and hreflang links, Open Graph and Twitter tags and JSON-LD,
 * built from the same API answer, by the same functions the page uses in the browser (`productPageHead` … of
 * `@storefront/contracts`), so crawlers and link previews that run no script see what the page will write. Each tag
 * carries `data-served-head`: once the page knows its head (`DocumentHead` of `@storefront/ui` has a title), it drops
 * them in the same commit as React writes the page's own, so the head never has two of anything.
 *
 * The words are the remotes' messages, the same in every locale today (page-head.test.ts checks them against the
 * catalogue's and the engagement's messages and their French catalogues).
 */

const BRAND = 'Lustre & Co.';

/** The document titles as the pages word them (`catalogue.productDetail.pageTitle`, `engagement.*.documentTitle`). */
export const documentTitles = {
  product: (name: string) => `${name} | ${BRAND}`,
  contentPage: (title: string) => `${title} | ${BRAND}`,
  article: (title: string) => `${title} | Journal | ${BRAND}`,
};

const imageSchema = v.object({
  url: v.string(),
  alt: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});

const localePathsSchema = v.optional(v.record(v.picklist(['en-AU', 'en-CA', 'fr-CA', 'en-NZ']), v.string()));

/** The fields of `GET /products/:slug` the head reads (`productDetailAnswerSchema` of `@storefront/api-schemas`). */
const productSchema = v.object({
  name: v.string(),
  slug: v.string(),
  number: v.string(),
  description: v.string(),
  alternates: localePathsSchema,
  images: v.array(v.object({ url: v.string() })),
  breadcrumbs: v.array(v.object({ name: v.string(), path: v.string() })),
  flags: v.object({ madeToOrder: v.boolean() }),
  variants: v.array(v.object({ sku: v.string(), image: v.string() })),
  selected: v.object({
    sku: v.string(),
    price: v.nullable(v.object({ effectiveCents: v.number(), currency: v.string() })),
    availability: v.object({ stock: v.picklist(['in_stock', 'low_stock', 'out_of_stock', 'unavailable_online']) }),
  }),
});

/** The fields of a category's list answer (`GET /products?category=`) the head reads (`productListAnswerSchema`). */
const categoryListSchema = v.object({
  category: v.object({
    name: v.string(),
    description: v.string(),
    path: v.string(),
    breadcrumbs: v.array(v.object({ name: v.string(), path: v.string() })),
    alternates: localePathsSchema,
  }),
  items: v.array(v.object({ image: v.string() })),
});

/** The fields of `GET /content/pages/*` the head reads (`contentPageAnswerSchema`). */
const contentPageSchema = v.object({
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  sections: v.array(
    v.object({
      variant: v.string(),
      image: v.nullable(imageSchema),
      images: v.optional(v.array(v.object({ image: imageSchema })), []),
      items: v.array(v.object({ kind: v.string(), title: v.string(), body: v.string() })),
    }),
  ),
});

/** The fields of `GET /content/articles/:slug` the head reads (`articleAnswerSchema`). */
const articleSchema = v.object({
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  heroImage: v.nullable(imageSchema),
  publishDate: v.string(),
  updatedAt: v.string(),
  author: v.nullable(v.string()),
  category: v.nullable(v.object({ title: v.string() })),
});

/** Where the document is served: its locale and its own origin (`https://host`), the market's for that locale. */
export interface ServedAt {
  locale: LocaleCode;
  origin: string;
}

const context = (at: ServedAt, title: string): HeadContext => ({
  site: { market: marketOfLocale(at.locale), origin: at.origin },
  locale: at.locale,
  title,
  brand: BRAND,
});

/** Each page with a first view: its head from its answer (undefined for an answer of another shape). */
const headSources: Readonly<Record<string, (data: unknown, at: ServedAt) => PageHead | undefined>> = {
  product(data, at) {
    const parsed = v.safeParse(productSchema, data);
    if (!parsed.success) return undefined;
    const product = parsed.output;
    const variant = product.variants.find((candidate) => candidate.sku === product.selected.sku);
    if (!variant) return undefined;
    return productPageHead(
      product,
      { variant, price: product.selected.price, stock: product.selected.availability.stock },
      context(at, documentTitles.product(product.name)),
    );
  },
  home(data, at) {
    const parsed = v.safeParse(contentPageSchema, data);
    return parsed.success ? homePageHead(parsed.output, context(at, parsed.output.title)) : undefined;
  },
  // A category page (the catch-all's `product-list`): the category's name is its document title, as on the page.
  'product-list'(data, at) {
    const parsed = v.safeParse(categoryListSchema, data);
    return parsed.success ? categoryPageHead(parsed.output, context(at, parsed.output.category.name)) : undefined;
  },
  'content-page': contentHead,
  'connected-content': contentHead,
  article(data, at) {
    const parsed = v.safeParse(articleSchema, data);
    return parsed.success
      ? articlePageHead(parsed.output, context(at, documentTitles.article(parsed.output.title)))
      : undefined;
  },
};

function contentHead(data: unknown, at: ServedAt): PageHead | undefined {
  const parsed = v.safeParse(contentPageSchema, data);
  return parsed.success
    ? contentPageHead(parsed.output, context(at, documentTitles.contentPage(parsed.output.title)))
    : undefined;
}

/** The head of a route's page from its first view's answer; undefined for a page without one. */
export function pageHeadOf(routeId: string, data: unknown, at: ServedAt): PageHead | undefined {
  return headSources[routeId]?.(data, at);
}

const MARK = SERVED_HEAD_ATTRIBUTE;

/** The head as HTML: each element marked `data-served-head`; JSON-LD escaped so no content can close its script. */
export function pageHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${MARK}>`;
  return [
    `<title ${MARK}>${escapeHtml(head.title)}</title>`,
    head.description ? meta('name', 'description', head.description) : '',
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" ${MARK}>`,
    ...head.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hrefLang)}" href="${escapeHtml(link.href)}" ${MARK}>`,
    ),
    ...head.meta.map((tag) =>
      tag.property !== undefined
        ? meta('property', tag.property, tag.content)
        : meta('name', tag.name ?? '', tag.content),
    ),
    // The nonce is added with every other script tag's (injectNonce).
    ...head.structuredData.map((data) => `<script type="application/ld+json" ${MARK}>${scriptSafeJson(data)}</script>`),
  ].join('');
}

/** Puts the head into the document in place of the shell's generic `<title>`. */
export function insertPageHead(html: string, tags: string): string {
  if (!/<\/head>/i.test(html)) return html;
  return html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, '').replace(/<\/head>/i, `${tags}</head>`);
}

/** Private pages (bag, checkout, account), with or without a locale's prefix: out of search indexes. */
const PRIVATE_PATH = /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/(?:my-bag|checkout|my-account)(?:\/|$)/;
/** Search results: out of indexes, their links followed (as the page says itself). */
const SEARCH_PATH = /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/search\/?$/;

/**
 * The robots tag of a document without a page head: `noindex` for a private page, `noindex, follow` for search
 * results (what those pages write themselves), '' for any other.
 */
export function privatePageRobots(urlPath: string): string {
  const robots = PRIVATE_PATH.test(urlPath) ? 'noindex' : SEARCH_PATH.test(urlPath) ? 'noindex, follow' : '';
  return robots ? `<meta name="robots" content="${robots}" ${MARK}>` : '';
}

/** The origin a document is served on, as the browser sees it (`location.origin`). */
export function documentOrigin(protocol: string, host: string, locale: LocaleCode): string {
  return host ? `${protocol}://${host}` : `https://${getLocaleSetting(locale).domain}`;
}
