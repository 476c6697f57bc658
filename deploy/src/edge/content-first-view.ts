import { FIRST_VIEW_ELEMENT_ID } from '@storefront/contracts';
import * as v from 'valibot';
import { FRAME_STYLE, GUTTER, SERIF, escapeHtml } from './first-view-frame';

/**
 * First views of the engagement's pages (issue 13, ADR 007): the home page, content pages and articles, drawn by the
 * edge from the same API answer the page reads, in plain HTML with one `<style>` (no JavaScript), so the page's largest
 * paint happens while the shell and the remote still load. Each draws the top of its page, at least as large and as
 * high as the page will draw it, so nothing the page paints later is a larger paint:
 * - the home page: its hero picture (one `<source>` per breakpoint, as the page's `<picture>`), heading and call to
 *   action over it;
 * - a content page: its heading, introduction, a hero picture when it has one, and the first sections' titles and
 *   text (paragraphs, lists, headings, and the pictures of embedded images, cards and promotions);
 * - an article: its category, title, excerpt and hero picture.
 * The shapes are the few fields read from `@storefront/api-schemas` (content-page-schemas.ts, article-schemas.ts);
 * an answer of another shape draws nothing.
 */

const imageSchema = v.object({
  url: v.string(),
  alt: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
});
type Image = v.InferOutput<typeof imageSchema>;

/** A rich-text node as it travels (rich-text-schemas.ts), read loosely: the view draws what it knows and skips the rest. */
interface RichNode {
  nodeType: string;
  data?: Record<string, unknown>;
  content?: RichNode[];
  value?: string;
  marks?: { type: string }[];
}

const sectionSchema = v.object({
  variant: v.string(),
  title: v.string(),
  body: v.nullable(v.unknown()),
  image: v.nullable(imageSchema),
  images: v.optional(v.array(v.object({ minWidth: v.number(), image: imageSchema })), []),
  cta: v.nullable(v.object({ label: v.string(), url: v.string() })),
});

const pageSchema = v.object({ title: v.string(), description: v.string(), sections: v.array(sectionSchema) });

const articleSchema = v.object({
  title: v.string(),
  excerpt: v.string(),
  heroImage: v.nullable(imageSchema),
  category: v.nullable(v.object({ title: v.string() })),
});

/** What every content first view shares: the app hidden until it has rendered, the page's colours, a slim header. */
function baseStyle(): string {
  return [FRAME_STYLE, `.sf-fv__img{display:block;width:100%;height:auto;background:#f2ece2}`].join('');
}

const HOME_STYLE = [
  '.sf-fv__hero{position:relative;overflow:hidden;background:#0b1413;color:#fff}',
  '.sf-fv__hero picture,.sf-fv__hero img{display:block;width:100%;height:auto}',
  '.sf-fv__hero img{max-block-size:85svh;object-fit:cover}',
  '.sf-fv__hero-text{position:absolute;inset:0;display:flex;flex-direction:column;justify-content:flex-end;',
  `align-items:flex-start;padding:2rem ${GUTTER};max-width:90rem;margin-inline:auto}`,
  `.sf-fv__hero-title{max-width:30rem;margin:0 0 1.5rem;font-family:${SERIF};font-weight:400;line-height:1.15;`,
  'font-size:clamp(2.25rem,1.4rem + 3.2vw,4.25rem)}',
  '.sf-fv__hero-title::after{content:"";display:block;width:3rem;height:1px;margin-top:1rem;background:#c5a572}',
  '.sf-fv__hero-cta{display:inline-block;padding:1rem 2rem;background:#fff;color:#1b1d24;font-size:.875rem;',
  'font-weight:600;letter-spacing:.12em;text-transform:uppercase}',
  '@media (min-width:768px){.sf-fv__hero-text{justify-content:center}.sf-fv__hero-title{max-width:24rem}}',
  '@media (min-width:1280px){.sf-fv__hero-title{max-width:30rem}}',
].join('');

const PAGE_STYLE = [
  `.sf-fv__page{max-width:52rem;margin:0 auto;padding:1.5rem ${GUTTER} 2rem}`,
  '.sf-fv__page--center{text-align:center}',
  `.sf-fv__title{margin:0;font-family:${SERIF};font-weight:400;line-height:1.15;`,
  'font-size:clamp(2.25rem,1.7rem + 2.4vw,3.5rem)}',
  '.sf-fv__rule{display:block;width:3rem;height:1px;margin:1rem 0 .75rem;background:#c5a572}',
  '.sf-fv__page--center .sf-fv__rule{margin-inline:auto}',
  '.sf-fv__intro{margin:0 0 1.5rem;color:#3d404a;font-size:1.125rem}',
  '.sf-fv__eyebrow{margin:0 0 .75rem;color:#7d5e24;font-size:.875rem;font-weight:600;letter-spacing:.12em;',
  'text-transform:uppercase}',
  `.sf-fv__h2{margin:1.5rem 0 .75rem;font-family:${SERIF};font-weight:400;line-height:1.35;`,
  'font-size:clamp(1.5rem,1.3rem + 0.9vw,2rem)}',
  `.sf-fv__h3{margin:1.25rem 0 .5rem;font-family:${SERIF};font-size:1.375rem;font-weight:500}`,
  '.sf-fv__text p,.sf-fv__text ul,.sf-fv__text ol{margin:0 0 1rem}',
  '.sf-fv__text ul,.sf-fv__text ol{padding-left:1.5rem}.sf-fv__text li{margin-bottom:.5rem}',
  '.sf-fv__text li p{margin:0}',
  '.sf-fv__figure{margin:1.5rem 0}',
].join('');

const headerBars = '<div class="sf-fv__promo"></div><div class="sf-fv__bar">Lustre &amp; Co.</div>';

/** The picture's `width`/`height`, so the browser reserves its shape before it loads. */
const sized = (image: Image) =>
  image.width && image.height ? ` width="${Math.round(image.width)}" height="${Math.round(image.height)}"` : '';

function img(image: Image, className: string, priority: boolean): string {
  const loading = priority ? ' fetchpriority="high"' : '';
  return `<img class="${className}" src="${escapeHtml(image.url)}" alt=""${sized(image)}${loading} decoding="async">`;
}

/** The whole view: its styles, then the slim header and the page's top, hidden from assistive technology. */
function view(style: string, body: string): string {
  return `<style>${style}</style><div id="${FIRST_VIEW_ELEMENT_ID}" aria-hidden="true">${headerBars}${body}</div>`;
}

/** How many top-level rich-text blocks a content page's first view draws: more than any phone shows at once. */
const TEXT_BLOCKS = 8;

/** The picture of an embedded image, card or promotion (its `ContentEmbed` target), if it has one. */
function embeddedImage(node: RichNode): Image | undefined {
  const target = node.data?.target;
  const image = v.safeParse(
    imageSchema,
    typeof target === 'object' && target ? (target as { image?: unknown }).image : null,
  );
  return image.success ? image.output : undefined;
}

/** One rich-text node as plain HTML: text and its marks, paragraphs, headings, lists and embedded pictures. */
function richNode(node: RichNode): string {
  if (node.nodeType === 'text') {
    let text = escapeHtml(node.value ?? '');
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') text = `<b>${text}</b>`;
      else if (mark.type === 'italic') text = `<i>${text}</i>`;
    }
    return text;
  }
  const inner = () => (node.content ?? []).map(richNode).join('');
  switch (node.nodeType) {
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading-1':
    case 'heading-2':
      return `<p class="sf-fv__h2">${inner()}</p>`;
    case 'heading-3':
    case 'heading-4':
    case 'heading-5':
    case 'heading-6':
      return `<p class="sf-fv__h3">${inner()}</p>`;
    case 'unordered-list':
      return `<ul>${inner()}</ul>`;
    case 'ordered-list':
      return `<ol>${inner()}</ol>`;
    case 'list-item':
      return `<li>${inner()}</li>`;
    case 'quote':
      return `<blockquote>${inner()}</blockquote>`;
    case 'hyperlink':
    case 'entry-hyperlink':
    case 'asset-hyperlink':
      return inner();
    case 'embedded-entry-block':
    case 'embedded-asset-block': {
      const image = embeddedImage(node);
      return image ? `<div class="sf-fv__figure">${img(image, 'sf-fv__img', false)}</div>` : '';
    }
    default:
      return '';
  }
}

/** The first blocks of a rich-text document, drawn. */
function richTextTop(document: unknown, blocks: number): { html: string; used: number } {
  const content = (document as { content?: unknown } | null)?.content;
  if (!Array.isArray(content)) return { html: '', used: 0 };
  const top = (content as RichNode[]).slice(0, blocks);
  return { html: top.map(richNode).join(''), used: top.length };
}

/**
 * The home page's first view (`GET /content/pages/home`): the hero's picture per breakpoint, its heading (the hero's
 * title, as the page's `h1`) and its call to action.
 */
export function homeFirstView(data: unknown): string | undefined {
  const parsed = v.safeParse(pageSchema, data);
  if (!parsed.success) return undefined;
  const hero = parsed.output.sections.find((section) => section.variant === 'hero');
  const [narrowest, ...wider] = hero?.images ?? [];
  const base = narrowest?.image ?? hero?.image;
  if (!hero || !base) return undefined;
  const sources = [...wider]
    .reverse()
    .map(
      ({ minWidth, image }) =>
        `<source media="(min-width: ${Math.round(minWidth)}px)" srcset="${escapeHtml(image.url)}"${sized(image)}>`,
    )
    .join('');
  const title = hero.title || parsed.output.title;
  const cta = hero.cta ? `<span class="sf-fv__hero-cta">${escapeHtml(hero.cta.label)}</span>` : '';
  return view(
    baseStyle() + HOME_STYLE,
    `<div class="sf-fv__hero"><picture>${sources}${img(base, 'sf-fv__hero-img', true)}</picture>` +
      `<div class="sf-fv__hero-text"><p class="sf-fv__hero-title">${escapeHtml(title)}</p>${cta}</div></div>`,
  );
}

/**
 * A content page's first view (`GET /content/pages/<slug>`): heading, introduction, the hero section's picture and
 * the first sections' titles and text.
 */
export function contentPageFirstView(data: unknown): string | undefined {
  const parsed = v.safeParse(pageSchema, data);
  if (!parsed.success) return undefined;
  const page = parsed.output;
  let budget = TEXT_BLOCKS;
  const parts: string[] = [];
  for (const section of page.sections) {
    if (budget <= 0) break;
    if (section.variant === 'hero') {
      if (section.image) parts.push(`<div class="sf-fv__figure">${img(section.image, 'sf-fv__img', true)}</div>`);
      continue;
    }
    if (section.title) parts.push(`<p class="sf-fv__h2">${escapeHtml(section.title)}</p>`);
    const text = richTextTop(section.body, budget);
    parts.push(`<div class="sf-fv__text">${text.html}</div>`);
    budget -= Math.max(1, text.used);
  }
  return view(
    baseStyle() + PAGE_STYLE,
    `<div class="sf-fv__page"><p class="sf-fv__title">${escapeHtml(page.title)}</p><span class="sf-fv__rule"></span>` +
      (page.description ? `<p class="sf-fv__intro">${escapeHtml(page.description)}</p>` : '') +
      `${parts.join('')}</div>`,
  );
}

/** An article's first view (`GET /content/articles/<slug>`): category, title, excerpt and hero picture. */
export function articleFirstView(data: unknown): string | undefined {
  const parsed = v.safeParse(articleSchema, data);
  if (!parsed.success) return undefined;
  const article = parsed.output;
  return view(
    baseStyle() + PAGE_STYLE,
    '<div class="sf-fv__page sf-fv__page--center">' +
      (article.category ? `<p class="sf-fv__eyebrow">${escapeHtml(article.category.title)}</p>` : '') +
      `<p class="sf-fv__title">${escapeHtml(article.title)}</p><span class="sf-fv__rule"></span>` +
      (article.excerpt ? `<p class="sf-fv__intro">${escapeHtml(article.excerpt)}</p>` : '') +
      (article.heroImage ? `<div class="sf-fv__figure">${img(article.heroImage, 'sf-fv__img', true)}</div>` : '') +
      '</div>',
  );
}
