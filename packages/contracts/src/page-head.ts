import { getLocaleSetting, localeCodes, type LocaleCode } from '@storefront/i18n';
import { absoluteUrlAt, pageLinksAt, type PageLinkAlternate, type SiteOrigin } from './page-links';
import { paths } from './paths';

/**
 * What a page puts in the document head, built from the page's API answer by pure functions, so the page (in the
 * browser) and the edge (in the served document, before any script runs) write the very same tags: title, meta
 * description, canonical and hreflang links, Open Graph and Twitter tags, and schema.org JSON-LD. The edge marks
 * what it serves `data-served-head`; the page's head drops those tags as it writes its own (ADR 014).
 */

/** A `<meta>` of the head other than the description: `property` for Open Graph, `name` for Twitter. */
export interface HeadMeta {
  name?: string;
  property?: string;
  content: string;
}

/** A page's head. `structuredData` are JSON-LD objects, one `<script type="application/ld+json">` each. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: PageLinkAlternate[];
  meta: HeadMeta[];
  structuredData: object[];
}

/** Where and in what the head is written, and its words (the page's formatted title and the brand). */
export interface HeadContext {
  site: SiteOrigin;
  locale: LocaleCode;
  /** The document title as the page words it ("Solitaire ring | Lustre & Co."). */
  title: string;
  /** The brand ("Lustre & Co."): Open Graph's site name, the Product's brand, the publisher. */
  brand: string;
}

/** The description for search results and sharing: the text itself, or cut at a word to about 160 characters. */
export function metaDescription(text: string): string {
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

interface SharedImage {
  url: string;
  width?: number | null | undefined;
  height?: number | null | undefined;
  alt?: string | undefined;
}

interface Sharing {
  type: 'website' | 'article' | 'product';
  title: string;
  description: string;
  url: string;
  image?: SharedImage | undefined;
  publishedTime?: string | undefined;
  modifiedTime?: string | undefined;
}

const SCHEMA = 'https://schema.org';

/** Open Graph (`og:*`, `article:*`) and Twitter tags of a page, in the order crawlers expect. */
function sharingMeta(context: HeadContext, alternates: readonly PageLinkAlternate[], sharing: Sharing): HeadMeta[] {
  const iso = (code: LocaleCode) => getLocaleSetting(code).iso;
  const otherLocales = localeCodes.filter(
    (code) => code !== context.locale && alternates.some((link) => link.hrefLang === code),
  );
  const tags: Array<[string, string, string | number | null | undefined]> = [
    ['property', 'og:type', sharing.type],
    ['property', 'og:title', sharing.title],
    ['property', 'og:description', sharing.description],
    ['property', 'og:url', sharing.url],
    ['property', 'og:site_name', context.brand],
    ['property', 'og:locale', iso(context.locale)],
    ...otherLocales.map((code): [string, string, string] => ['property', 'og:locale:alternate', iso(code)]),
    ['property', 'og:image', sharing.image?.url],
    ['property', 'og:image:width', sharing.image?.width],
    ['property', 'og:image:height', sharing.image?.height],
    ['property', 'og:image:alt', sharing.image?.alt],
    ['property', 'article:published_time', sharing.publishedTime],
    ['property', 'article:modified_time', sharing.modifiedTime],
    ['name', 'twitter:card', sharing.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', sharing.title],
    ['name', 'twitter:description', sharing.description],
    ['name', 'twitter:image', sharing.image?.url],
  ];
  return tags.flatMap(([attribute, key, value]) =>
    value === undefined || value === null || value === '' ? [] : [{ [attribute]: key, content: String(value) }],
  );
}

const everyLocale = (path: string) => Object.fromEntries(localeCodes.map((code) => [code, path]));
const absolute = (site: SiteOrigin, url: string) => new URL(url, site.origin).href;

/** The fields of `GET /products/:slug` the head reads. */
export interface ProductHeadInput {
  name: string;
  slug: string;
  number: string;
  description: string;
  alternates?: Partial<Record<LocaleCode, string>> | undefined;
  images: readonly { url: string }[];
  breadcrumbs: readonly { name: string; path: string }[];
  flags: { madeToOrder: boolean };
}

/** The shown variant, its price and availability (the answer's `selected` one until the shopper chooses). */
export interface ProductChoice {
  variant: { sku: string; image: string };
  price: { effectiveCents: number; currency: string } | null;
  stock: 'in_stock' | 'low_stock' | 'out_of_stock' | 'unavailable_online';
}

const schemaAvailability: Record<ProductChoice['stock'], string> = {
  in_stock: `${SCHEMA}/InStock`,
  low_stock: `${SCHEMA}/LimitedAvailability`,
  out_of_stock: `${SCHEMA}/OutOfStock`,
  unavailable_online: `${SCHEMA}/InStoreOnly`,
};

/** A trail as schema.org's BreadcrumbList: each category's page, then the page itself. */
function breadcrumbList(crumbs: readonly { name: string; url: string }[]): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Category crumbs (`{ name, path }`) as the trail's entries, each with its category page's absolute address. */
function categoryCrumbs(
  crumbs: readonly { name: string; path: string }[],
  { site, locale }: HeadContext,
): { name: string; url: string }[] {
  return crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrlAt(site, locale, paths.category(crumb.path)) }));
}

/** The product page's head: Open Graph `product`, and the Product (with its Offer) and BreadcrumbList JSON-LD. */
export function productPageHead(product: ProductHeadInput, choice: ProductChoice, context: HeadContext): PageHead {
  const { site, locale } = context;
  const path = product.alternates?.[locale] ?? paths.product(product.slug);
  const links = pageLinksAt(site, locale, path, product.alternates);
  const description = metaDescription(product.description);
  const availability =
    product.flags.madeToOrder && choice.stock === 'in_stock'
      ? `${SCHEMA}/MadeToOrder`
      : schemaAvailability[choice.stock];
  const productLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    sku: choice.variant.sku,
    mpn: product.number,
    image: product.images.map((image) => absolute(site, image.url)),
    description: product.description,
    brand: { '@type': 'Brand', name: context.brand },
    ...(choice.price
      ? {
          offers: {
            '@type': 'Offer',
            url: links.canonical,
            sku: choice.variant.sku,
            price: (choice.price.effectiveCents / 100).toFixed(2),
            priceCurrency: choice.price.currency,
            availability,
            itemCondition: `${SCHEMA}/NewCondition`,
          },
        }
      : {}),
  };
  const trail = breadcrumbList([
    ...categoryCrumbs(product.breadcrumbs, context),
    { name: product.name, url: links.canonical },
  ]);
  return {
    title: context.title,
    description,
    ...links,
    meta: sharingMeta(context, links.alternates, {
      type: 'product',
      title: product.name,
      description,
      url: links.canonical,
      image: { url: absolute(site, choice.variant.image), alt: product.name },
    }),
    structuredData: [productLd, trail],
  };
}

/** The fields of a category's list answer (`GET /products?category=`) the head reads: its category and first tile. */
export interface CategoryHeadInput {
  category: {
    name: string;
    description: string;
    path: string;
    breadcrumbs: readonly { name: string; path: string }[];
    alternates?: Partial<Record<LocaleCode, string>> | undefined;
  };
  items: readonly { image: string }[];
}

/**
 * A category page's head: the category's name and description, its path in the locales that have it, Open Graph
 * `website` with the first piece's picture, and the BreadcrumbList of its trail.
 */
export function categoryPageHead(list: CategoryHeadInput, context: HeadContext): PageHead {
  const { site, locale } = context;
  const { category } = list;
  const links = pageLinksAt(site, locale, paths.category(category.path), category.alternates);
  const description = metaDescription(category.description);
  const image = list.items[0]?.image;
  return {
    title: context.title,
    description,
    ...links,
    meta: sharingMeta(context, links.alternates, {
      type: 'website',
      title: category.name,
      description,
      url: links.canonical,
      image: image ? { url: absolute(site, image) } : undefined,
    }),
    structuredData:
      category.breadcrumbs.length > 0 ? [breadcrumbList(categoryCrumbs(category.breadcrumbs, context))] : [],
  };
}

interface ContentImage {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** The fields of `GET /content/pages/*` the head reads. */
export interface ContentPageHeadInput {
  slug: string;
  title: string;
  description: string;
  sections: readonly {
    variant: string;
    image: ContentImage | null;
    images?: readonly { image: ContentImage }[] | undefined;
    items: readonly { kind: string; title: string; body: string }[];
  }[];
}

/** The widest picture of the page's hero, for sharing. */
function heroPicture(page: ContentPageHeadInput, site: SiteOrigin): SharedImage | undefined {
  const hero = page.sections.find((section) => section.variant === 'hero');
  const picture = hero?.images?.at(-1)?.image ?? hero?.image ?? null;
  if (!picture) return undefined;
  return { url: absolute(site, picture.url), width: picture.width, height: picture.height, alt: picture.alt };
}

/**
 * The home page's head: its title and description from the content service, the home page of every locale, Open
 * Graph `website` with the hero's widest picture, and the Organization and WebSite (with its SearchAction) JSON-LD.
 */
export function homePageHead(page: ContentPageHeadInput, context: HeadContext): PageHead {
  const { site, locale } = context;
  const links = pageLinksAt(site, locale, paths.home(), everyLocale(paths.home()));
  const searchUrl = absoluteUrlAt(site, locale, paths.search());
  return {
    title: context.title,
    description: page.description,
    ...links,
    meta: sharingMeta(context, links.alternates, {
      type: 'website',
      title: page.title,
      description: page.description,
      url: links.canonical,
      image: heroPicture(page, site),
    }),
    structuredData: [
      { '@context': SCHEMA, '@type': 'Organization', name: context.brand, url: links.canonical },
      {
        '@context': SCHEMA,
        '@type': 'WebSite',
        name: context.brand,
        url: links.canonical,
        inLanguage: locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/**
 * A content page's head (the same path in every locale: the content service's slugs are not translated), Open Graph
 * `website`, and the FAQPage JSON-LD of its questions when it has some.
 */
export function contentPageHead(page: ContentPageHeadInput, context: HeadContext): PageHead {
  const { site, locale } = context;
  const path = `/${page.slug}`;
  const links = pageLinksAt(site, locale, path, everyLocale(path));
  const description = metaDescription(page.description);
  const questions = page.sections.flatMap((section) => section.items.filter((item) => item.kind === 'question'));
  return {
    title: context.title,
    description,
    ...links,
    meta: sharingMeta(context, links.alternates, {
      type: 'website',
      title: page.title,
      description,
      url: links.canonical,
      image: heroPicture(page, site),
    }),
    structuredData:
      questions.length > 0
        ? [
            {
              '@context': SCHEMA,
              '@type': 'FAQPage',
              mainEntity: questions.map((question) => ({
                '@type': 'Question',
                name: question.title,
                acceptedAnswer: { '@type': 'Answer', text: question.body },
              })),
            },
          ]
        : [],
  };
}

/** The fields of `GET /content/articles/:slug` the head reads. */
export interface ArticleHeadInput {
  slug: string;
  title: string;
  excerpt: string;
  heroImage: ContentImage | null;
  publishDate: string;
  updatedAt: string;
  author: string | null;
  category: { title: string } | null;
}

/** An article's head: Open Graph `article` with its times, and the Article JSON-LD (headline, image, dates, author). */
export function articlePageHead(article: ArticleHeadInput, context: HeadContext): PageHead {
  const { site, locale } = context;
  const path = paths.article(article.slug);
  const links = pageLinksAt(site, locale, path, everyLocale(path));
  const description = metaDescription(article.excerpt);
  const image = article.heroImage ? absolute(site, article.heroImage.url) : undefined;
  return {
    title: context.title,
    description,
    ...links,
    meta: sharingMeta(context, links.alternates, {
      type: 'article',
      title: article.title,
      description,
      url: links.canonical,
      image:
        image && article.heroImage
          ? { url: image, width: article.heroImage.width, height: article.heroImage.height, alt: article.heroImage.alt }
          : undefined,
      publishedTime: article.publishDate,
      modifiedTime: article.updatedAt,
    }),
    structuredData: [
      {
        '@context': SCHEMA,
        '@type': 'Article',
        headline: article.title,
        description,
        ...(image ? { image: [image] } : {}),
        datePublished: article.publishDate,
        dateModified: article.updatedAt,
        ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
        publisher: { '@type': 'Organization', name: context.brand, url: absoluteUrlAt(site, locale, paths.home()) },
        mainEntityOfPage: links.canonical,
        inLanguage: locale,
        ...(article.category ? { articleSection: article.category.title } : {}),
      },
    ],
  };
}

/** The attribute that marks the head tags the edge served, so the page drops them as it writes its own. */
export const SERVED_HEAD_ATTRIBUTE = 'data-served-head';
