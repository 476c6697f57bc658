import { formatMoney, getLocaleSetting, type LocaleCode } from '@storefront/i18n';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_ELEMENT_ID, PAGE_PAYLOAD_ELEMENT_ID } from '@storefront/contracts';
import * as v from 'valibot';
import { scriptSafeJson } from './boot-hints';
import { categoryApiPath, categoryFirstView, searchApiPath, searchFirstView } from './catalogue-first-view';
import { bagApiPath, bagFirstView } from './bag-first-view';
import { articleFirstView, contentPageFirstView, homeFirstView } from './content-first-view';
import { escapeHtml } from './first-view-frame';

/**
 * Per-page prerendered payloads (SPEC §7) and the first view drawn from them.
 *
 * For a page whose data is one API answer (the product page; the home page, content pages and articles: see
 * content-first-view.ts), the edge asks the API for that answer while it serves the document, and puts it into the
 * document twice:
 * - as the page's payload (`<script type="application/json" id="storefront-page-payload">`), which the page takes
 *   instead of asking again (`takePagePayload` in `@storefront/contracts`);
 * - as a first view: the piece's image, name and price in plain HTML with inline styles, shown while the shell and
 *   the remote load, and removed by the shell once the real page has rendered (`html[data-first-view]` hides the
 *   app's root until then, so nothing shifts when the one replaces the other).
 * The answer is fetched with the shopper's own cookies and locale, so it is exactly what the page would have fetched.
 * An API that is slow (over `timeoutMs`), down or answers anything but 200 simply means no payload: the page loads
 * as it always did.
 */

/** What a page payload says about itself, so a page only takes the payload that was made for it. */
export interface PagePayload {
  routeId: string;
  locale: LocaleCode;
  /** The document's path and query string (`location.pathname + location.search`). */
  path: string;
  data: unknown;
}

/** The few fields of `GET /api/products/:slug` the first view draws (the page itself reads the whole answer). */
const productFirstViewSchema = v.object({
  name: v.string(),
  variants: v.array(v.object({ sku: v.string(), image: v.string() })),
  selected: v.object({
    sku: v.string(),
    price: v.nullable(v.object({ effectiveCents: v.number() })),
  }),
});

/** A page whose payload is one API answer: the API path for the page's parameters and query string. */
interface PayloadSource {
  apiPath(params: Readonly<Record<string, string>>, query: URLSearchParams): string | undefined;
  firstView(data: unknown, locale: LocaleCode): string | undefined;
  /** The answer is the same for every shopper (content): asked without their cookies and kept briefly for all. */
  shared?: boolean;
  /** The answer is the shopper's own (their bag): asked only with their cookies, never kept. */
  personal?: boolean;
}

const contentPath = (slug: string) => `/content/pages/${slug.split('/').map(encodeURIComponent).join('/')}`;

const PRODUCT_QUERY = ['sku', 'size'] as const;

export const payloadSources: Readonly<Record<string, PayloadSource>> = {
  home: { apiPath: () => contentPath('home'), firstView: homeFirstView, shared: true },
  'content-page': {
    // The fixed links' pages (/customer-service/delivery …): their slug is the route's fixed parameter.
    apiPath: (params) => (params.slug ? contentPath(params.slug) : undefined),
    firstView: contentPageFirstView,
    shared: true,
  },
  'connected-content': {
    apiPath: (params) => (params.slug ? contentPath(`connected/${params.slug}`) : undefined),
    firstView: contentPageFirstView,
    shared: true,
  },
  article: {
    apiPath: (params) => (params.article ? `/content/articles/${encodeURIComponent(params.article)}` : undefined),
    firstView: articleFirstView,
    shared: true,
  },
  // A category page (the catch-all, once the slug resolver says "category": see `slugPage`) and search results.
  'product-list': { apiPath: categoryApiPath, firstView: categoryFirstView },
  search: { apiPath: searchApiPath, firstView: searchFirstView },
  // The shopper's bag (bag-first-view.ts).
  bag: { apiPath: bagApiPath, firstView: bagFirstView, personal: true },
  product: {
    apiPath(params, query) {
      const slug = params.product;
      // Only the plain page and its variant/size choice; anything else (engraving, campaign tags) loads as usual.
      if (!slug || [...query.keys()].some((key) => !(PRODUCT_QUERY as readonly string[]).includes(key))) return;
      const search = new URLSearchParams();
      for (const key of PRODUCT_QUERY) {
        const value = query.get(key);
        if (value) search.set(key, value);
      }
      const rest = search.toString();
      return `/products/${encodeURIComponent(slug)}${rest ? `?${rest}` : ''}`;
    },
    firstView(data, locale) {
      const parsed = v.safeParse(productFirstViewSchema, data);
      if (!parsed.success) return undefined;
      const product = parsed.output;
      const image = product.variants.find((variant) => variant.sku === product.selected.sku)?.image;
      if (!image) return undefined;
      const { currency } = getLocaleSetting(locale);
      const price = product.selected.price ? formatMoney(product.selected.price.effectiveCents, currency, locale) : '';
      return productFirstView({ name: product.name, image, price });
    },
  },
};

/**
 * The first view's styles. The image box is the full content width (at least as large as the page's own gallery
 * image at every width, so the page's image never becomes a later, larger paint); the colours and the header's
 * height are the shell's, so the change to the real page is calm.
 */
const FIRST_VIEW_STYLE = [
  // The shell's own styles set the body's margin to 0 too: nothing moves when they arrive.
  `html[${FIRST_VIEW_ATTRIBUTE}] #root{display:none}body{margin:0}`,
  `#${FIRST_VIEW_ELEMENT_ID}{margin:0;background:#faf7f2;color:#1b1d24;min-height:100vh;`,
  "font-family:'Avenir Next',Avenir,'Segoe UI',system-ui,-apple-system,Roboto,'Helvetica Neue',Arial,sans-serif}",
  '.sf-fv__promo{height:2.5rem;background:#1b1d24}',
  '.sf-fv__bar{display:flex;align-items:center;justify-content:center;height:4.25rem;background:#fff;',
  'border-bottom:1px solid #e7dfd2;font-family:"Cormorant Garamond",Cormorant,Garamond,Georgia,serif;font-size:1.5rem}',
  // Full-bleed on small screens: wider than the page's gallery, which sits inside the gutters.
  '.sf-fv__page{display:grid;gap:1.5rem;padding:1.5rem 0;max-width:80rem;margin:0 auto}',
  '.sf-fv__media{aspect-ratio:1/1;background:#f2ece2;overflow:hidden}',
  '.sf-fv__media img{display:block;width:100%;height:100%;object-fit:cover}',
  '.sf-fv__buy{padding:0 clamp(1rem,0.4rem + 3vw,2.5rem)}',
  '.sf-fv__name{margin:0;font-family:"Cormorant Garamond",Cormorant,Garamond,Georgia,serif;font-size:1.75rem;',
  'line-height:1.2;font-weight:500}',
  '.sf-fv__price{margin:.5rem 0 0;font-size:1.125rem}',
  '@media (min-width:61.25rem){.sf-fv__page{grid-template-columns:minmax(0,7fr) minmax(18rem,5fr);',
  'align-items:start;padding:1.5rem clamp(1rem,0.4rem + 3vw,2.5rem)}.sf-fv__buy{padding:0}}',
].join('');

function productFirstView(product: { name: string; image: string; price: string }): string {
  return [
    `<style>${FIRST_VIEW_STYLE}</style>`,
    `<div id="${FIRST_VIEW_ELEMENT_ID}" aria-hidden="true">`,
    '<div class="sf-fv__promo"></div><div class="sf-fv__bar">Lustre &amp; Co.</div>',
    '<div class="sf-fv__page"><div class="sf-fv__media">',
    `<img src="${escapeHtml(product.image)}" alt="" width="960" height="960" fetchpriority="high" decoding="async">`,
    `</div><div class="sf-fv__buy"><p class="sf-fv__name">${escapeHtml(product.name)}</p>`,
    product.price ? `<p class="sf-fv__price">${escapeHtml(product.price)}</p>` : '',
    '</div></div></div>',
  ].join('');
}

const slugAnswerSchema = v.object({ kind: v.string(), slug: v.optional(v.string()) });

/** The page the catch-all renders for each kind of slug (shell/src/pages/slug-page.tsx). */
const SLUG_PAGES: Readonly<Record<string, string>> = { category: 'product-list', content: 'content-page' };

/**
 * The page the shell's catch-all renders for the slug resolver's answer, with the parameters it gives it: a category
 * is the catalogue's `product-list` page, a content page the engagement's `content-page`, each with the answer's slug.
 */
export function slugPage(answer: unknown): { routeId: string; params: Record<string, string> } | undefined {
  const parsed = v.safeParse(slugAnswerSchema, answer);
  const routeId = parsed.success ? SLUG_PAGES[parsed.output.kind] : undefined;
  if (!parsed.success || !routeId || !parsed.output.slug) return undefined;
  return { routeId, params: { slug: parsed.output.slug } };
}

/** The payload element (the nonce is added with every other script tag's). */
export function pagePayloadScript(payload: PagePayload): string {
  return `<script type="application/json" id="${PAGE_PAYLOAD_ELEMENT_ID}">${scriptSafeJson(payload)}</script>`;
}

const attributeOf = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const minWidthOf = (media: string | undefined) => /^\(min-width:\s*(\d+(?:\.\d+)?)px\)$/.exec(media ?? '')?.[1];

/**
 * The preload of the image a first view asks for first (its `<img fetchpriority="high">`: the page's largest paint),
 * with the same choice the browser will make: `imagesrcset`/`imagesizes` where the image has them, and for a
 * `<picture>` whose sources choose by `(min-width: …px)` one preload per source, each for the widths it serves. The
 * attribute values are copied as the view escaped them. '' when the view has no such image (or sources of another
 * kind).
 */
export function lcpImagePreload(firstView: string): string {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/.exec(firstView);
  if (!img) return '';
  const link = (source: string, media: string | undefined) => {
    const src = attributeOf(source, 'src');
    const srcset = attributeOf(source, 'srcset');
    const sizes = attributeOf(source, 'sizes');
    if (!src && !srcset) return '';
    return (
      '<link rel="preload" as="image" fetchpriority="high"' +
      (src && !srcset ? ` href="${src}"` : '') +
      (srcset ? ` imagesrcset="${srcset}"` : '') +
      (srcset && sizes ? ` imagesizes="${sizes}"` : '') +
      (media ? ` media="${media}"` : '') +
      '>'
    );
  };
  const before = firstView.slice(0, img.index);
  const inPicture = before.lastIndexOf('<picture') > before.lastIndexOf('</picture>');
  const sources = inPicture ? [...before.slice(before.lastIndexOf('<picture')).matchAll(/<source\b[^>]*>/g)] : [];
  if (sources.length === 0) return link(img[0], undefined);
  // The browser takes the first source whose media matches: widest first, each up to the one before it.
  const widths = sources.map((source) => minWidthOf(attributeOf(source[0], 'media')));
  if (widths.some((width) => width === undefined)) return '';
  const below = (width: string | undefined) => `(max-width: ${Number(width) - 0.02}px)`;
  return [
    ...sources.map((source, index) =>
      link(source[0], `(min-width: ${widths[index]}px)${index > 0 ? ` and ${below(widths[index - 1])}` : ''}`),
    ),
    link(img[0], below(widths.at(-1))),
  ].join('');
}

/**
 * Puts markup at the top of the head: after its `<meta>` tags (the viewport a preload's `media` is read against) and
 * the title, before any `<link>`, `<style>` or `<script>`, so the browser asks for it before anything else.
 */
export function prependToHead(html: string, markup: string): string {
  if (markup === '') return html;
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) return html;
  const start = head.index + head[0].length;
  const rest = html.slice(start);
  const first = rest.search(/<(?:link|style|script)\b|<\/head>/i);
  const at = start + (first === -1 ? 0 : first);
  return html.slice(0, at) + markup + html.slice(at);
}

/**
 * Puts the first view at the start of the body (with `data-first-view` on `<html>`), the payload at its end, and the
 * preload of the view's largest image at the top of the head, ahead of the shell's and the remote's scripts and
 * preloads (issue 18: behind them it waited about a second on a phone's connections). A document without a body is
 * returned as it was.
 */
export function insertFirstView(html: string, firstView: string | undefined, payloadScript: string): string {
  if (!/<body\b[^>]*>/i.test(html) || !/<\/body>/i.test(html)) return html;
  let out = html.replace(/<\/body>/i, `${payloadScript}</body>`);
  if (firstView) {
    out = prependToHead(out, lcpImagePreload(firstView))
      .replace(/<html\b/i, `<html ${FIRST_VIEW_ATTRIBUTE}`)
      .replace(/<body\b[^>]*>/i, (body) => `${body}${firstView}`);
  }
  return out;
}

/** Extracts `:name` parameters of a route pattern from a path (the pattern is known to match). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  wanted.forEach((segment, index) => {
    const value = actual[index];
    if (segment.startsWith(':') && value !== undefined) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        params[segment.slice(1)] = value;
      }
    }
  });
  return params;
}

/** A small time-limited cache of API answers, so a burst of visits to one page asks the API once. */
export class PayloadCache {
  private readonly entries = new Map<string, { at: number; data: unknown }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 500,
  ) {}

  get(key: string, now = Date.now()): unknown {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.data;
  }

  set(key: string, data: unknown, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { at: now, data });
  }
}
