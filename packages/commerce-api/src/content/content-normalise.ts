import type {
  ArticleAnswer,
  ArticleCategory,
  ArticleSummary as ApiArticleSummary,
  BreakpointImage,
  ContentEmbed,
  ContentImage,
  ContentLink,
  ContentPage,
  PageSectionItem,
  RichTextDocument,
} from '@storefront/api-schemas';
import * as v from 'valibot';
import { normaliseRichText, plainText, type EmbedUse } from './content-rich-text';
import {
  accordionItemSchema,
  alertSchema,
  articleCategorySchema,
  articleSchema,
  assetSchema,
  brazeContentSchema,
  cardSchema,
  categoryCardSchema,
  categoryGridSchema,
  categoryLinkSchema,
  contentPageSchema,
  pageSectionSchema,
  panelSchema,
  promotionSchema,
  responsiveImageSchema,
  supportingDataSchema,
} from './content-schemas';

export type { ContentImage, ContentLink, ContentPage, PageSectionItem } from '@storefront/api-schemas';

/** SPEC §9 breakpoints, and the `responsiveImage` field that holds each one's picture. */
export const IMAGE_BREAKPOINTS = [
  { minWidth: 360, field: 'imageMobile' },
  { minWidth: 768, field: 'imageTablet' },
  { minWidth: 980, field: 'imageDesktop' },
  { minWidth: 1280, field: 'imageDesktopXL' },
] as const;

/** A titled block with text, an optional call to action and image (sign-up panels, banners). */
export interface Panel {
  id: string;
  title: string;
  body: string;
  cta: ContentLink | null;
  image: ContentImage | null;
  variant: string;
}

/** A promotion banner. */
export interface Promotion {
  id: string;
  headline: string;
  body: string;
  cta: ContentLink | null;
  image: ContentImage | null;
  theme: string;
}

/** A catalogue category the content links to, by its slug. */
export interface CategoryReference {
  id: string;
  slug: string;
  title: string;
  url: string;
}

/** A card of the top-categories block. */
export interface CategoryCard {
  id: string;
  title: string;
  subtitle: string;
  image: ContentImage | null;
  url: string | null;
  category: CategoryReference | null;
}

/** The top-categories block of the site preferences. */
export interface TopCategories {
  id: string;
  title: string;
  variant: 'carousel' | 'grid';
  width: 'full' | 'contained';
  cards: CategoryCard[];
  references: CategoryReference[];
}

/** How an alert is shown, from its supporting-data value (SPEC §3). */
export type AlertVariant = 'error' | 'warning' | 'info' | 'default';

/** One alert of the cart's information alert bar. */
export interface InformationAlert {
  id: string;
  message: string;
  variant: AlertVariant;
  link: ContentLink | null;
}

/** One row of an accordion (order information); `body` is its text, paragraphs separated by blank lines. */
export interface AccordionItem {
  id: string;
  title: string;
  body: string;
}

/** Where the cart shows engagement (Braze) content cards. */
export type BrazeContent = v.InferOutput<typeof brazeContentSchema>;

/** An article in a list (the shape of `articleSummarySchema`). */
export type ArticleSummary = ApiArticleSummary;

/** A whole article as its entry has it; the service adds the related articles. */
export type Article = Omit<ArticleAnswer, 'related'>;

/** Receives what was dropped while normalising, for the log. */
export type DropReport = (message: string) => void;

/** SPEC §3: criticalAlerts → error, warningAlerts → warning, informationAlerts → info, anything else → default. */
export function alertVariant(value: string | null | undefined): AlertVariant {
  switch (value) {
    case 'criticalAlerts':
      return 'error';
    case 'warningAlerts':
      return 'warning';
    case 'informationAlerts':
      return 'info';
    default:
      return 'default';
  }
}

/** A whole non-negative number of days from what editors typed; empty, non-numeric or fractional → the default. */
export function integerPreference(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : fallback;
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value.trim());
  return fallback;
}

/** Normalises resolved CMS entries for the UI; `insecure` says which scheme protocol-relative asset URLs get. */
export class ContentNormaliser {
  readonly #scheme: 'http:' | 'https:';
  readonly #report: DropReport;

  constructor(options: { insecure: boolean; report: DropReport }) {
    this.#scheme = options.insecure ? 'http:' : 'https:';
    this.#report = options.report;
  }

  /** Parses one piece; a missing piece is null, a malformed one is reported and null. */
  parse<S extends v.GenericSchema>(schema: S, value: unknown, what: string): v.InferOutput<S> | null {
    if (value === undefined || value === null) return null;
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    const id = (value as { sys?: { id?: unknown } }).sys?.id;
    const issue = result.issues[0];
    this.#report(`${what}${typeof id === 'string' ? ` ${id}` : ''}: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
    return null;
  }

  #each<S extends v.GenericSchema, T>(
    schema: S,
    values: readonly unknown[],
    what: string,
    map: (parsed: v.InferOutput<S>) => T | null,
  ): T[] {
    const out: T[] = [];
    for (const value of values) {
      const parsed = this.parse(schema, value, what);
      const mapped = parsed === null ? null : map(parsed);
      if (mapped !== null) out.push(mapped);
    }
    return out;
  }

  image(value: unknown): ContentImage | null {
    const asset = this.parse(assetSchema, value, 'asset');
    if (!asset) return null;
    const { file, title, description } = asset.fields;
    const url = file.url.startsWith('//') ? `${this.#scheme}${file.url}` : file.url;
    return {
      url,
      alt: description ?? title ?? '',
      width: file.details?.image?.width ?? null,
      height: file.details?.image?.height ?? null,
    };
  }

  /** A `responsiveImage` entry as one picture per breakpoint, narrowest first; breakpoints without one are left out. */
  responsiveImage(value: unknown): BreakpointImage[] {
    const entry = this.parse(responsiveImageSchema, value, 'responsive image');
    if (!entry) return [];
    return IMAGE_BREAKPOINTS.flatMap(({ minWidth, field }) => {
      const image = this.image(entry.fields[field]);
      return image ? [{ minWidth, image }] : [];
    });
  }

  #link(label: string | undefined, url: string | undefined): ContentLink | null {
    return label && url ? { label, url } : null;
  }

  panel(value: unknown): Panel | null {
    const panel = this.parse(panelSchema, value, 'panel');
    if (!panel) return null;
    const { fields } = panel;
    return {
      id: panel.sys.id,
      title: fields.title,
      body: fields.body ?? '',
      cta: this.#link(fields.ctaLabel, fields.ctaUrl),
      image: this.image(fields.image),
      variant: fields.variant ?? 'standard',
    };
  }

  promotions(values: readonly unknown[]): Promotion[] {
    return this.#each(promotionSchema, values, 'promotion', (promotion) => ({
      id: promotion.sys.id,
      headline: promotion.fields.headline,
      body: promotion.fields.body ?? '',
      cta: this.#link(promotion.fields.ctaLabel, promotion.fields.ctaUrl),
      image: this.image(promotion.fields.image),
      theme: promotion.fields.theme ?? 'gold',
    }));
  }

  categoryReference(value: unknown): CategoryReference | null {
    const link = this.parse(categoryLinkSchema, value, 'category link');
    return link
      ? { id: link.sys.id, slug: link.fields.slug, title: link.fields.title, url: `/${link.fields.slug}` }
      : null;
  }

  topCategories(value: unknown): TopCategories | null {
    const grid = this.parse(categoryGridSchema, value, 'top categories');
    if (!grid) return null;
    return {
      id: grid.sys.id,
      title: grid.fields.title ?? '',
      variant: grid.fields.variant,
      width: grid.fields.width,
      cards: this.#each(categoryCardSchema, grid.fields.cards, 'category card', (card) => {
        const category = this.categoryReference(card.fields.category);
        return {
          id: card.sys.id,
          title: card.fields.title,
          subtitle: card.fields.subtitle ?? '',
          image: this.image(card.fields.image),
          url: category?.url ?? null,
          category,
        };
      }),
      references: grid.fields.references
        .map((reference) => this.categoryReference(reference))
        .filter((reference): reference is CategoryReference => reference !== null),
    };
  }

  alerts(values: readonly unknown[]): InformationAlert[] {
    return this.#each(alertSchema, values, 'alert', (alert) => ({
      id: alert.sys.id,
      message: alert.fields.message,
      variant: alertVariant(this.parse(supportingDataSchema, alert.fields.alertType, 'supporting data')?.fields.value),
      link: this.#link(alert.fields.linkLabel, alert.fields.linkUrl),
    }));
  }

  accordion(values: readonly unknown[]): AccordionItem[] {
    return this.#each(accordionItemSchema, values, 'accordion item', (item) => ({
      id: item.sys.id,
      title: item.fields.title,
      body: plainText(this.richText(item.fields.body)),
    }));
  }

  /**
   * A rich-text field, checked, with each embedded or linked entry and asset replaced by its {@link ContentEmbed}
   * (`normaliseRichText`); what cannot be shown is reported and left out. `depth` stops questions embedded in answers.
   */
  richText(value: unknown, depth = 0): RichTextDocument | null {
    return normaliseRichText(value, (target, use) => this.#embed(target, use, depth), this.#report);
  }

  /** What an embedded or linked entry or asset of rich text shows, or null (reported by the caller). */
  #embed(target: unknown, use: EmbedUse, depth: number): ContentEmbed | null {
    const sys = (target as { sys?: { id?: unknown; type?: unknown; contentType?: { sys?: { id?: unknown } } } })?.sys;
    if (typeof sys?.id !== 'string') return null;
    const id = sys.id;
    if (sys.type === 'Asset') {
      const image = this.image(target);
      if (!image) return null;
      return use === 'link' ? { kind: 'link', id, title: image.alt, url: image.url } : { kind: 'image', id, image };
    }
    const type = sys.contentType?.sys?.id;
    if (type === 'contentPage') {
      const page = this.parse(contentPageSchema, target, 'linked content page');
      return page ? { kind: 'link', id, title: page.fields.title, url: `/${page.fields.slug}` } : null;
    }
    if (type === 'categoryLink') {
      const category = this.categoryReference(target);
      return category ? { kind: 'link', id, title: category.title, url: category.url } : null;
    }
    if (type === 'accordionItem') {
      if (use === 'link' || depth > 1) return null;
      const item = this.parse(accordionItemSchema, target, 'embedded question');
      const answer = item && this.richText(item.fields.body, depth + 1);
      return item && answer ? { kind: 'question', id, title: item.fields.title, answer } : null;
    }
    if (type === 'promotion') {
      const promotion = this.promotions([target])[0];
      if (!promotion) return null;
      if (use === 'link')
        return promotion.cta ? { kind: 'link', id, title: promotion.headline, url: promotion.cta.url } : null;
      return {
        kind: 'promotion',
        id,
        title: promotion.headline,
        body: promotion.body,
        image: promotion.image,
        url: promotion.cta?.url ?? null,
        ctaLabel: promotion.cta?.label ?? null,
      };
    }
    const item = type === 'card' || type === 'categoryCard' || type === 'article' ? this.#sectionItem(target) : null;
    if (!item || item.kind === 'question') return null;
    if (use === 'link') return item.url ? { kind: 'link', id, title: item.title, url: item.url } : null;
    return {
      kind: item.kind,
      id,
      title: item.title,
      body: item.body,
      image: item.image,
      url: item.url,
      ctaLabel: null,
    };
  }

  brazeContent(value: unknown): BrazeContent | null {
    return this.parse(brazeContentSchema, value, 'braze content');
  }

  /** A page's path for a linked content page (`/customer-service/delivery`), or null. */
  pagePath(value: unknown): string | null {
    const slug = (value as { fields?: { slug?: unknown } } | null | undefined)?.fields?.slug;
    return typeof slug === 'string' ? `/${slug}` : null;
  }

  /** A journal category, or null. */
  articleCategory(value: unknown): ArticleCategory | null {
    const category = this.parse(articleCategorySchema, value, 'article category');
    return category ? { slug: category.fields.slug, title: category.fields.title } : null;
  }

  articleSummary(value: unknown): ArticleSummary | null {
    // A list answer selects only some fields: every one is optional here, the essentials are checked below.
    const article = this.parse(
      v.object({ ...articleSchema.entries, fields: v.partial(articleSchema.entries.fields) }),
      value,
      'article',
    );
    const slug = article?.fields.slug;
    const title = article?.fields.title;
    const publishDate = article?.fields.publishDate;
    if (!article || !slug || !title || !publishDate) return null;
    const { fields } = article;
    return {
      id: article.sys.id,
      slug,
      url: `/articles/${slug}`,
      title,
      excerpt: fields.excerpt ?? '',
      heroImage: this.image(fields.heroImage),
      publishDate,
      tags: fields.tags ?? [],
      category: this.articleCategory(fields.category),
      author: fields.author ?? null,
      readingMinutes: fields.readingMinutes ?? null,
    };
  }

  /** A whole article with its rich-text body; one without a body it can show is reported and null. */
  article(value: unknown): Article | null {
    const article = this.parse(articleSchema, value, 'article');
    const summary = article && this.articleSummary(article);
    if (!article || !summary) return null;
    const body = this.richText(article.fields.body);
    if (!body) {
      this.#report(`article ${article.sys.id}: no body`);
      return null;
    }
    return { ...summary, body, updatedAt: article.sys.updatedAt };
  }

  #sectionItem(value: unknown): PageSectionItem | null {
    const type = (value as { sys?: { contentType?: { sys?: { id?: unknown } } } } | null)?.sys?.contentType?.sys?.id;
    if (type === 'card') {
      const card = this.parse(cardSchema, value, 'card');
      return card
        ? {
            id: card.sys.id,
            kind: 'card',
            title: card.fields.title,
            body: card.fields.body ?? '',
            image: this.image(card.fields.image),
            url: card.fields.url ?? null,
            answer: null,
          }
        : null;
    }
    if (type === 'categoryCard') {
      const card = this.parse(categoryCardSchema, value, 'category card');
      return card
        ? {
            id: card.sys.id,
            kind: 'category',
            title: card.fields.title,
            body: card.fields.subtitle ?? '',
            image: this.image(card.fields.image),
            url: this.categoryReference(card.fields.category)?.url ?? null,
            answer: null,
          }
        : null;
    }
    if (type === 'article') {
      const article = this.articleSummary(value);
      return article
        ? {
            id: article.id,
            kind: 'article',
            title: article.title,
            body: article.excerpt,
            image: article.heroImage,
            url: article.url,
            answer: null,
          }
        : null;
    }
    if (type === 'accordionItem') {
      const item = this.parse(accordionItemSchema, value, 'question');
      const answer = item && this.richText(item.fields.body, 1);
      if (!item || !answer) return null;
      const body = plainText(answer);
      return { id: item.sys.id, kind: 'question', title: item.fields.title, body, image: null, url: null, answer };
    }
    this.#report(`page section item of unknown type ${String(type)}`);
    return null;
  }

  page(value: unknown): ContentPage | null {
    const page = this.parse(contentPageSchema, value, 'content page');
    if (!page) return null;
    return {
      id: page.sys.id,
      slug: page.fields.slug,
      title: page.fields.title,
      description: page.fields.description ?? '',
      updatedAt: page.sys.updatedAt,
      sections: this.#each(pageSectionSchema, page.fields.sections, 'page section', (section) => ({
        id: section.sys.id,
        variant: section.fields.variant,
        title: section.fields.title ?? '',
        body: this.richText(section.fields.body),
        image: this.image(section.fields.image),
        images: this.responsiveImage(section.fields.responsiveImage),
        cta: this.#link(section.fields.ctaLabel, section.fields.ctaUrl),
        items: section.fields.items
          .map((item) => this.#sectionItem(item))
          .filter((item): item is PageSectionItem => item !== null),
      })),
    };
  }
}

/** Every entry and asset id reachable from a resolved value (the cache tags of an answer). */
export function idsIn(value: unknown, ids = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (value === null || typeof value !== 'object' || seen.has(value)) return ids;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) idsIn(item, ids, seen);
    return ids;
  }
  const sys = (value as { sys?: { id?: unknown; type?: unknown } }).sys;
  if (typeof sys?.id === 'string' && (sys.type === 'Entry' || sys.type === 'Asset')) ids.add(sys.id);
  for (const [key, item] of Object.entries(value)) if (key !== 'sys') idsIn(item, ids, seen);
  return ids;
}
