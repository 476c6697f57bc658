import { FIRST_VIEW_ELEMENT_ID } from '@storefront/contracts';
import { formatMoney, type LocaleCode } from '@storefront/i18n';
import * as v from 'valibot';
import { FRAME_STYLE, GUTTER, SERIF, escapeHtml } from './first-view-frame';

/**
 * The bag's first view (issue 18, ADR 007): for `/my-bag` the edge asks the API for the shopper's bag (`GET /bag`,
 * with their own cookies: the answer is theirs, never kept nor shared; a visitor without cookies has no bag to draw),
 * puts it in the document as the page's payload (mfe-checkout's bag page takes it instead of asking again) and draws
 * the top of the page from it in plain HTML with one `<style>`: the page's heading, the lines' heading with the count,
 * then each line's image, name and price, and the total. The lines' images are as large as the page's at every width
 * (96px, 144px from 768px) and their names are set larger than the page's, so the page's later paints are never
 * larger: the first line's name (or image) is the page's largest paint while the shell and the checkout load.
 * An empty bag draws nothing (the page's empty state is a message and links).
 */

/** Lines the view draws at most (the page's first screen holds one or two). */
export const BAG_FIRST_VIEW_LINES = 3;

/**
 * The bag page's own words (mfe-checkout's checkout-route-messages.ts, bag-messages.ts and lang/fr.json; the test
 * beside this file checks they are the same).
 */
export const bagWords: Readonly<
  Record<'en' | 'fr', { title: string; linesHeading: string; itemCount: (count: number) => string; total: string }>
> = {
  en: {
    title: 'My bag',
    linesHeading: 'Items in your bag',
    itemCount: (count) => (count === 1 ? '1 item' : `${count} items`),
    total: 'Total',
  },
  fr: {
    title: 'Mon panier',
    linesHeading: 'Articles dans votre panier',
    itemCount: (count) => (count === 1 ? '1 article' : `${count} articles`),
    total: 'Total',
  },
};

/** The few fields of the bag answer (`@storefront/api-schemas` bag-schemas.ts) the view draws. */
const bagSchema = v.object({
  currency: v.string(),
  lines: v.array(v.object({ name: v.string(), imageUrl: v.string(), lineCents: v.number() })),
  summary: v.object({ itemCount: v.number(), totalCents: v.number() }),
});

/** `GET /bag`: the bag the page asks for first (mfe-checkout's `fetchBag`, without a version seen before). */
export function bagApiPath(): string {
  return '/bag';
}

/**
 * The view's styles: the shell's colours and a slim header, the page's wide container and gutter, its heading, and
 * its lines (image 96px beside the name, 144px from 768px, as bag.css draws them) in the column the page gives them
 * (beside the summary from 980px).
 */
const BAG_STYLE = [
  FRAME_STYLE,
  `.sf-fv__bag{max-width:90rem;margin:0 auto;padding:2rem ${GUTTER}}`,
  '.sf-fv__trail{height:1.5rem;margin:0 0 1.5rem}',
  `.sf-fv__title{margin:0 0 2rem;font-family:${SERIF};font-weight:400;line-height:1.15;`,
  'font-size:clamp(2.25rem,1.7rem + 2.4vw,3.5rem)}',
  '.sf-fv__title::after{content:"";display:block;width:3rem;height:1px;margin-top:1rem;background:#c5a572}',
  `.sf-fv__heading{margin:0;padding-bottom:.75rem;border-bottom:1px solid #1b1d24;font-family:${SERIF};`,
  'font-size:clamp(1.25rem,1.15rem + 0.45vw,1.5rem)}',
  '.sf-fv__count{margin-left:.75rem;font-size:.75rem;letter-spacing:.08em;text-transform:uppercase;color:#5e616b}',
  '.sf-fv__lines{margin:0;padding:0;list-style:none}',
  '.sf-fv__line{display:grid;grid-template-columns:96px minmax(0,1fr);gap:1rem;padding:1.5rem 0;',
  'border-bottom:1px solid #e7dfd2}',
  '.sf-fv__line img{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:contain;background:#f2ece2}',
  `.sf-fv__name{margin:0;font-family:${SERIF};font-size:1.25rem;line-height:1.3}`,
  '.sf-fv__price{margin:.5rem 0 0}',
  '.sf-fv__total{display:flex;justify-content:space-between;margin:1.5rem 0 0;font-weight:600}',
  '@media (min-width:768px){.sf-fv__line{grid-template-columns:144px minmax(0,1fr);gap:1.5rem}}',
  '@media (min-width:980px){.sf-fv__bag>*{max-width:calc(100% - 24rem - 3rem)}.sf-fv__bag>.sf-fv__title{max-width:none}}',
].join('');

const languageOf = (locale: LocaleCode): 'en' | 'fr' => (locale.startsWith('fr') ? 'fr' : 'en');

/** The bag page's first view from the bag answer; undefined for an empty bag or an answer of another shape. */
export function bagFirstView(data: unknown, locale: LocaleCode): string | undefined {
  const parsed = v.safeParse(bagSchema, data);
  if (!parsed.success || parsed.output.lines.length === 0) return undefined;
  const { currency, lines, summary } = parsed.output;
  const words = bagWords[languageOf(locale)];
  const money = (cents: number) => escapeHtml(formatMoney(cents, currency, locale));
  const drawn = lines.slice(0, BAG_FIRST_VIEW_LINES).map(
    (line, index) =>
      // The first line's image is asked for first (and preloaded at the top of the head, see first-view.ts).
      `<li class="sf-fv__line"><img src="${escapeHtml(line.imageUrl)}" alt="" width="160" height="160"` +
      `${index === 0 ? ' fetchpriority="high"' : ''} decoding="async"><div>` +
      `<p class="sf-fv__name">${escapeHtml(line.name)}</p><p class="sf-fv__price">${money(line.lineCents)}</p>` +
      '</div></li>',
  );
  return [
    `<style>${BAG_STYLE}</style>`,
    `<div id="${FIRST_VIEW_ELEMENT_ID}" aria-hidden="true">`,
    '<div class="sf-fv__promo"></div><div class="sf-fv__bar">Lustre &amp; Co.</div>',
    '<div class="sf-fv__bag"><div class="sf-fv__trail"></div>',
    `<p class="sf-fv__title">${escapeHtml(words.title)}</p>`,
    `<p class="sf-fv__heading">${escapeHtml(words.linesHeading)}`,
    `<span class="sf-fv__count">${escapeHtml(words.itemCount(summary.itemCount))}</span></p>`,
    `<ul class="sf-fv__lines">${drawn.join('')}</ul>`,
    `<p class="sf-fv__total"><span>${escapeHtml(words.total)}</span><span>${money(summary.totalCents)}</span></p>`,
    '</div></div>',
  ].join('');
}
