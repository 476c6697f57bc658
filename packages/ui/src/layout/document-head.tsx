import { useLayoutEffect } from 'react';

/** A link to the same page in another language, for search engines (`<link rel="alternate" hreflang>`). */
export type PageAlternate = {
  /** A BCP 47 locale (`en-AU`, `fr-CA`) or `x-default`. */
  hrefLang: string;
  /** The absolute URL of the page in that language. */
  href: string;
};

/**
 * How the page looks when shared (Open Graph): `og:type`, `og:title`, `og:description`, `og:url`, `og:image` with its
 * size and alternative text, `og:locale`, `og:site_name`, and for an article its publication and modification times.
 */
export type OpenGraph = {
  type: 'website' | 'article' | 'product';
  title: string;
  description?: string | undefined;
  /** The page's absolute URL (its canonical one). */
  url?: string | undefined;
  /** An absolute image URL with its size and what it shows. */
  image?:
    { url: string; width?: number | null | undefined; height?: number | null | undefined; alt?: string } | undefined;
  /** `en_AU`, `fr_CA`: Open Graph writes locales with an underscore (a `fr-CA` is converted). */
  locale?: string | undefined;
  siteName?: string | undefined;
  /** ISO 8601 (articles). */
  publishedTime?: string | undefined;
  /** ISO 8601 (articles). */
  modifiedTime?: string | undefined;
};

/** The `property`/`content` pairs of an {@link OpenGraph}, in the order crawlers expect (an image's details follow it). */
function openGraphTags(graph: OpenGraph): Array<[string, string]> {
  const tags: Array<[string, string | number | null | undefined]> = [
    ['og:type', graph.type],
    ['og:title', graph.title],
    ['og:description', graph.description],
    ['og:url', graph.url],
    ['og:site_name', graph.siteName],
    ['og:locale', graph.locale?.replace('-', '_')],
    ['og:image', graph.image?.url],
    ['og:image:width', graph.image?.width],
    ['og:image:height', graph.image?.height],
    ['og:image:alt', graph.image?.alt],
    ['article:published_time', graph.type === 'article' ? graph.publishedTime : undefined],
    ['article:modified_time', graph.type === 'article' ? graph.modifiedTime : undefined],
  ];
  return tags.flatMap(([property, value]) =>
    value === undefined || value === null || value === '' ? [] : [[property, String(value)] as [string, string]],
  );
}

/** A `<meta>` written as it is: `property` for Open Graph, `name` for Twitter (`PageHead.meta` of the contracts). */
export type HeadMetaTag = { name?: string; property?: string; content: string };

/** What a page puts in the document head; see the props of the same names on `PageFrame`. */
export type DocumentHeadProps = {
  title?: string | undefined;
  description?: string | undefined;
  robots?: 'noindex' | 'noindex, follow' | undefined;
  canonical?: string | undefined;
  alternates?: readonly PageAlternate[] | undefined;
  structuredData?: object | readonly object[] | undefined;
  openGraph?: OpenGraph | undefined;
  meta?: readonly HeadMetaTag[] | undefined;
};

/**
 * The attribute the edge marks the head tags it served with (`SERVED_HEAD_ATTRIBUTE` of `@storefront/contracts`, ADR
 * 014). React renders its own head elements rather than adopting those in the document, so once the page knows its
 * head (it has a title) the served tags are dropped in the same commit: the head then has one of each, the page's.
 */
const SERVED_HEAD = 'data-served-head';

/** Serialises JSON-LD safely inside a script element (no `</script>` break-out). */
function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page's head tags; React 19 hoists title, meta and link elements into the document head. */
export function DocumentHead({
  title,
  description,
  robots,
  canonical,
  alternates,
  structuredData,
  openGraph,
  meta,
}: DocumentHeadProps) {
  const ogTags = openGraph ? openGraphTags(openGraph) : [];
  const scripts: readonly object[] = structuredData
    ? Array.isArray(structuredData)
      ? structuredData
      : [structuredData as object]
    : [];
  const known = title !== undefined;
  useLayoutEffect(() => {
    if (known) for (const element of document.head.querySelectorAll(`[${SERVED_HEAD}]`)) element.remove();
  }, [known]);
  return (
    <>
      {title !== undefined ? <title>{title}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates?.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {ogTags.map(([property, content]) => (
        <meta key={property} property={property} content={content} />
      ))}
      {meta?.map((tag) => (
        <meta key={`${tag.property ?? tag.name ?? ''} ${tag.content}`} {...tag} />
      ))}
      {scripts.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
      ))}
    </>
  );
}
