import type { ArticleCategory } from '@storefront/api-schemas';
import { createClient } from 'contentful';
import * as v from 'valibot';
import type { ApiConfig } from '../config';
import { CONTENT_FAILURE_TTL_MS, TaggedCache } from './content-cache';
import {
  ContentNormaliser,
  idsIn,
  integerPreference,
  type AccordionItem,
  type Article,
  type ArticleSummary,
  type BrazeContent,
  type ContentPage,
  type InformationAlert,
  type Panel,
  type Promotion,
  type TopCategories,
} from './content-normalise';
import { anyEntrySchema, cartPreferencesSchema, pdpPreferencesSchema, sitePreferencesSchema } from './content-schemas';

export type {
  AccordionItem,
  Article,
  ArticleSummary,
  BrazeContent,
  ContentPage,
  InformationAlert,
  Panel,
  Promotion,
  TopCategories,
} from './content-normalise';
export { alertVariant, integerPreference } from './content-normalise';

/** Business days before an in-stock item ships, when the content service has no usable value (SPEC §9). */
export const DEFAULT_STANDARD_DISPATCH_TIME = 1;
/** Extra business days for engraving or resizing, when the content service has no usable value (SPEC §9). */
export const DEFAULT_RESIZE_ENGRAVING_DELAY_TIME = 3;
/** The three preference content types, fetched in one query (SPEC §7). */
export const PREFERENCE_CONTENT_TYPES = ['sitePreferences', 'pdpPreferences', 'cartPreferences'] as const;
/** Articles per page of the journal. */
export const ARTICLES_PAGE_SIZE = 6;
/** Other articles an article suggests at its end. */
export const RELATED_ARTICLES = 3;

/** Site preferences (SPEC §3), normalised for the UI. */
export interface SitePreferences {
  /** Business days before an in-stock item ships (integer, default 1). */
  standardDispatchTime: number;
  /** Extra business days for engraving or resizing (integer, default 3). */
  resizeEngravingDelayTime: number;
  /** The welcome voucher's code prefix (Brilliance sign-up). */
  signupCouponCode: string | null;
  articleSignUp: Panel | null;
  brillianceBanner: Panel | null;
  brillianceConfirmationPanel: Panel | null;
  /** The first promotion of the list (SPEC §3). */
  productPromotion: Promotion | null;
  quickSignUp: Panel | null;
  signUpPanel: Panel | null;
  topCategories: TopCategories | null;
}

/** Product-page preferences. */
export interface PdpPreferences {
  /** Path of the professional care plan page (`/professional-care-plan`). */
  pcpLink: string | null;
  pcpSummary: string;
  ringSizeGuide: { intro: string; url: string | null };
  deliveryAndReturns: { title: string; body: string; url: string | null };
}

/** Cart preferences. */
export interface CartPreferences {
  /** Canada only: how sales tax is worked out. */
  salesTaxTooltip: string | null;
  informationAlertBar: InformationAlert[];
  orderInformationAccordion: AccordionItem[];
  /** The first promotion of the list. */
  productPromotion: Promotion | null;
  brazeContent: BrazeContent | null;
}

/** What the slug resolver needs to know about a content page. */
export interface ContentPageSummary {
  id: string;
  slug: string;
}

/** One page of the journal, with the categories it can be filtered by. */
export interface ArticleList {
  items: ArticleSummary[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  tag: string | null;
  /** The category asked for, or null (none asked, or no such category: then the page is empty). */
  category: ArticleCategory | null;
  categories: ArticleCategory[];
}

/** A whole article and up to {@link RELATED_ARTICLES} others, those of its category first. */
export type ArticleWithRelated = Article & { related: ArticleSummary[] };

/** The content service could not be reached or answered nonsense; pages answer 503, preferences use defaults. */
export class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The content service is unavailable.', { cause });
    this.name = 'ContentUnavailableError';
  }
}

/**
 * What the API reads from the content service (SPEC §3, §7). Implemented over the real `contentful` client,
 * against Contentful or the local stand-in by configuration.
 */
export interface ContentService {
  sitePreferences(locale: string): Promise<SitePreferences>;
  pdpPreferences(locale: string): Promise<PdpPreferences>;
  cartPreferences(locale: string): Promise<CartPreferences>;
  /** A content page by slug (`customer-service/delivery`), or null; throws `ContentUnavailableError`. */
  page(slug: string, locale: string): Promise<ContentPage | null>;
  /** The home page (content page `home`). */
  home(locale: string): Promise<ContentPage | null>;
  /** A content page with this slug for the locale (slug resolver), or null (also when the service is down). */
  findPage(slug: string, locale: string): Promise<ContentPageSummary | null>;
  /** A page of articles, newest first, optionally of one tag or category (slug); throws `ContentUnavailableError`. */
  articles(
    locale: string,
    options?: { page?: number; tag?: string | undefined; category?: string | undefined; pageSize?: number },
  ): Promise<ArticleList>;
  /** An article by slug with its related articles, or null; throws `ContentUnavailableError`. */
  article(slug: string, locale: string): Promise<ArticleWithRelated | null>;
  /** Drops cached answers that include these entries or assets (webhook), or every answer. */
  purge(entryIds: readonly string[] | 'all'): void;
}

/** Where the service reports content problems (pino-compatible, so `app.log` fits). */
export interface ContentLogger {
  warn(details: object, message: string): void;
}

/** Options of {@link createContentService}: a logger and a clock (tests). */
export interface ContentServiceOptions {
  logger?: ContentLogger;
  now?: () => number;
}

const consoleLogger: ContentLogger = {
  warn: (details, message) => console.warn(`[content] ${message}`, details),
};

/** The answers used when the content service cannot be read: the SPEC defaults and nothing else. */
export const fallbackPreferences = {
  site: (): SitePreferences => ({
    standardDispatchTime: DEFAULT_STANDARD_DISPATCH_TIME,
    resizeEngravingDelayTime: DEFAULT_RESIZE_ENGRAVING_DELAY_TIME,
    signupCouponCode: null,
    articleSignUp: null,
    brillianceBanner: null,
    brillianceConfirmationPanel: null,
    productPromotion: null,
    quickSignUp: null,
    signUpPanel: null,
    topCategories: null,
  }),
  pdp: (): PdpPreferences => ({
    pcpLink: null,
    pcpSummary: '',
    ringSizeGuide: { intro: '', url: null },
    deliveryAndReturns: { title: '', body: '', url: null },
  }),
  cart: (): CartPreferences => ({
    salesTaxTooltip: null,
    informationAlertBar: [],
    orderInformationAccordion: [],
    productPromotion: null,
    brazeContent: null,
  }),
};

interface Preferences {
  site: SitePreferences;
  pdp: PdpPreferences;
  cart: CartPreferences;
}

const typeTag = (contentType: string) => `type:${contentType}`;

/** A list shows no article bodies: only these fields are fetched. */
const ARTICLE_LIST_FIELDS = [
  'sys',
  'fields.slug',
  'fields.title',
  'fields.excerpt',
  'fields.heroImage',
  'fields.category',
  'fields.publishDate',
  'fields.tags',
  'fields.author',
  'fields.readingMinutes',
];

/** A cache tag for every entry of a content type: purged when any entry of that type is published or deleted. */
export const contentTypeTag = typeTag;

/**
 * The content service over the real `contentful` client (Contentful, or the stand-in at `127.0.0.1:4040`), with an
 * in-process cache of 259200 s tagged by entry and asset id. Preferences fall back to the defaults when the service
 * fails (logged, cached briefly); pages and articles throw `ContentUnavailableError`.
 */
export function createContentService(config: ApiConfig, options: ContentServiceOptions = {}): ContentService {
  const { space, environment, accessToken, host, insecure } = config.contentful;
  if (/^\w+:\/\//.test(host)) {
    // contentful.js silently falls back to cdn.contentful.com for a host with a scheme.
    throw new Error(`CONTENTFUL_HOST must be host[:port] without a scheme, not ${host}`);
  }
  const logger = options.logger ?? consoleLogger;
  const cache = new TaggedCache(options.now);
  const client = createClient({
    space,
    environment,
    accessToken,
    host,
    insecure,
    retryOnError: false,
    timeout: 5000,
  }).withoutUnresolvableLinks;
  const normaliser = (locale: string, what: string) =>
    new ContentNormaliser({
      insecure,
      report: (message) => logger.warn({ locale, what }, `content dropped: ${message}`),
    });

  async function entries(query: Record<string, unknown>): Promise<{ items: unknown[]; total: number }> {
    const response = await client.getEntries(query as Parameters<typeof client.getEntries>[0]);
    // Every item is an entry with a system id and content type; anything else is a broken answer.
    const items: unknown[] = v.parse(v.array(anyEntrySchema), response.items);
    return { items, total: v.parse(v.number(), response.total) };
  }

  function firstOf(items: readonly unknown[], contentType: string): unknown {
    return items.find((item) => (item as v.InferOutput<typeof anyEntrySchema>).sys.contentType.sys.id === contentType);
  }

  function preferences(locale: string): Promise<Preferences> {
    return cache.get(`preferences:${locale}`, async () => {
      try {
        const { items } = await entries({
          'sys.contentType.sys.id[in]': [...PREFERENCE_CONTENT_TYPES],
          locale,
          include: 10,
          order: ['-sys.updatedAt'],
        });
        const normalise = normaliser(locale, 'preferences');
        const site = normalise.parse(sitePreferencesSchema, firstOf(items, 'sitePreferences'), 'site preferences');
        const pdp = normalise.parse(pdpPreferencesSchema, firstOf(items, 'pdpPreferences'), 'pdp preferences');
        const cart = normalise.parse(cartPreferencesSchema, firstOf(items, 'cartPreferences'), 'cart preferences');
        const value: Preferences = {
          site: site
            ? {
                standardDispatchTime: integerPreference(
                  site.fields.standardDispatchTime,
                  DEFAULT_STANDARD_DISPATCH_TIME,
                ),
                resizeEngravingDelayTime: integerPreference(
                  site.fields.resizeEngravingDelayTime,
                  DEFAULT_RESIZE_ENGRAVING_DELAY_TIME,
                ),
                signupCouponCode: site.fields.signupCouponCode?.trim() || null,
                articleSignUp: normalise.panel(site.fields.articleSignUp),
                brillianceBanner: normalise.panel(site.fields.brillianceBanner),
                brillianceConfirmationPanel: normalise.panel(site.fields.brillianceConfirmationPanel),
                productPromotion: normalise.promotions(site.fields.productPromotion)[0] ?? null,
                quickSignUp: normalise.panel(site.fields.quickSignUp),
                signUpPanel: normalise.panel(site.fields.signUpPanel),
                topCategories: normalise.topCategories(site.fields.topCategories),
              }
            : fallbackPreferences.site(),
          pdp: pdp
            ? {
                pcpLink: normalise.pagePath(pdp.fields.pcpLink),
                pcpSummary: pdp.fields.pcpSummary ?? '',
                ringSizeGuide: {
                  intro: pdp.fields.ringSizeGuideIntro ?? '',
                  url: normalise.pagePath(pdp.fields.ringSizeGuideLink),
                },
                deliveryAndReturns: {
                  title: pdp.fields.deliveryReturnsTitle ?? '',
                  body: pdp.fields.deliveryReturnsBlurb ?? '',
                  url: normalise.pagePath(pdp.fields.deliveryReturnsLink),
                },
              }
            : fallbackPreferences.pdp(),
          cart: cart
            ? {
                salesTaxTooltip: cart.fields.salesTaxTooltip ?? null,
                informationAlertBar: normalise.alerts(cart.fields.informationAlertBar),
                orderInformationAccordion: normalise.accordion(cart.fields.orderInformationAccordion),
                productPromotion: normalise.promotions(cart.fields.productPromotion)[0] ?? null,
                brazeContent: normalise.brazeContent(cart.fields.brazeContent),
              }
            : fallbackPreferences.cart(),
        };
        // A newly published preferences entry (a new id) must replace the cached answer too.
        return { value, tags: [...idsIn(items), ...PREFERENCE_CONTENT_TYPES.map(typeTag)] };
      } catch (error) {
        logger.warn({ err: error, locale }, 'content service unavailable: using default preferences');
        return {
          value: { site: fallbackPreferences.site(), pdp: fallbackPreferences.pdp(), cart: fallbackPreferences.cart() },
          tags: [],
          ttlMs: CONTENT_FAILURE_TTL_MS,
        };
      }
    });
  }

  async function guarded<T>(what: string, locale: string, load: () => Promise<T>): Promise<T> {
    try {
      return await load();
    } catch (error) {
      logger.warn({ err: error, locale, what }, 'content service unavailable');
      throw new ContentUnavailableError(error);
    }
  }

  async function page(slug: string, locale: string): Promise<ContentPage | null> {
    return cache.get(`page:${locale}:${slug}`, () =>
      guarded('page', locale, async () => {
        const { items } = await entries({
          content_type: 'contentPage',
          'fields.slug': slug,
          locale,
          include: 4,
          limit: 1,
        });
        const value = normaliser(locale, 'page').page(items[0]);
        // A page published later under this slug must replace a cached "not found".
        return { value, tags: value ? idsIn(items) : [typeTag('contentPage')] };
      }),
    );
  }

  /** The journal's categories in the editors' order, with their entry ids (for filtering). */
  async function articleCategories(locale: string): Promise<Array<ArticleCategory & { id: string }>> {
    return cache.get(`article-categories:${locale}`, async () => {
      const { items } = await entries({
        content_type: 'articleCategory',
        locale,
        order: ['fields.order', 'fields.slug'],
        include: 0,
      });
      const normalise = normaliser(locale, 'article categories');
      const value = items.flatMap((item) => {
        const category = normalise.articleCategory(item);
        return category ? [{ ...category, id: (item as { sys: { id: string } }).sys.id }] : [];
      });
      return { value, tags: [...idsIn(items), typeTag('articleCategory')] };
    });
  }

  /** Up to {@link RELATED_ARTICLES} other articles, newest first: the article's category first, then any. */
  async function relatedArticles(article: Article, locale: string): Promise<ArticleSummary[]> {
    const normalise = normaliser(locale, 'related articles');
    const ask = async (query: Record<string, unknown>, limit: number) =>
      limit <= 0
        ? []
        : (
            await entries({
              content_type: 'article',
              locale,
              select: ARTICLE_LIST_FIELDS,
              order: ['-fields.publishDate', '-sys.createdAt'],
              include: 1,
              limit,
              ...query,
            })
          ).items
            .map((item) => normalise.articleSummary(item))
            .filter((item) => item !== null);
    const categoryId = article.category
      ? (await articleCategories(locale)).find((entry) => entry.slug === article.category?.slug)?.id
      : undefined;
    const sameCategory = categoryId
      ? await ask({ 'fields.category.sys.id': categoryId, 'sys.id[ne]': article.id }, RELATED_ARTICLES)
      : [];
    const others = await ask(
      { 'sys.id[nin]': [article.id, ...sameCategory.map((item) => item.id)] },
      RELATED_ARTICLES - sameCategory.length,
    );
    return [...sameCategory, ...others];
  }

  return {
    async sitePreferences(locale) {
      return (await preferences(locale)).site;
    },
    async pdpPreferences(locale) {
      return (await preferences(locale)).pdp;
    },
    async cartPreferences(locale) {
      return (await preferences(locale)).cart;
    },
    page,
    home: (locale) => page('home', locale),
    async findPage(slug, locale) {
      try {
        const found = await page(slug, locale);
        return found ? { id: found.id, slug: found.slug } : null;
      } catch {
        return null; // logged by page(); the slug resolver answers "not found" rather than failing
      }
    },
    async articles(locale, { page: pageNumber = 1, tag, category: categorySlug, pageSize = ARTICLES_PAGE_SIZE } = {}) {
      const key = `articles:${locale}:${tag ?? ''}:${categorySlug ?? ''}:${pageNumber}:${pageSize}`;
      return cache.get(key, () =>
        guarded('articles', locale, async () => {
          const categories = await articleCategories(locale);
          const category = categorySlug ? (categories.find((entry) => entry.slug === categorySlug) ?? null) : null;
          const empty = { items: [], total: 0 };
          const { items, total } =
            categorySlug && !category
              ? empty
              : await entries({
                  content_type: 'article',
                  locale,
                  ...(tag ? { 'fields.tags[in]': tag } : {}),
                  ...(category ? { 'fields.category.sys.id': category.id } : {}),
                  select: ARTICLE_LIST_FIELDS,
                  order: ['-fields.publishDate', '-sys.createdAt'],
                  include: 1,
                  limit: pageSize,
                  skip: (pageNumber - 1) * pageSize,
                });
          const normalise = normaliser(locale, 'articles');
          const list: ArticleList = {
            items: items.map((item) => normalise.articleSummary(item)).filter((item) => item !== null),
            page: pageNumber,
            pageSize,
            total,
            totalPages: Math.ceil(total / pageSize),
            tag: tag ?? null,
            category: category && { slug: category.slug, title: category.title },
            categories: categories.map(({ slug, title }) => ({ slug, title })),
          };
          // Any article or category published, edited or removed can change a list.
          return { value: list, tags: [...idsIn(items), typeTag('article'), typeTag('articleCategory')] };
        }),
      );
    },
    async article(slug, locale) {
      return cache.get(`article:${locale}:${slug}`, () =>
        guarded('article', locale, async () => {
          const { items } = await entries({
            content_type: 'article',
            'fields.slug': slug,
            locale,
            include: 3,
            limit: 1,
          });
          const normalise = normaliser(locale, 'article');
          const article = normalise.article(items[0]);
          if (!article) return { value: null, tags: [typeTag('article')] };
          const related = await relatedArticles(article, locale);
          // The related articles change with any other article: every article's publication purges this answer.
          return { value: { ...article, related }, tags: [...idsIn(items), typeTag('article')] };
        }),
      );
    },
    purge(entryIds) {
      cache.purge(entryIds);
    },
  };
}
