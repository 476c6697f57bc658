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

/** What a page puts in the document head; see the props of the same names on `PageFrame`. */
export type DocumentHeadProps = {
  title?: string | undefined;
  description?: string | undefined;
  robots?: 'noindex' | 'noindex, follow' | undefined;
  canonical?: string | undefined;
  alternates?: readonly PageAlternate[] | undefined;
  structuredData?: object | undefined;
  openGraph?: OpenGraph | undefined;
};

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
}: DocumentHeadProps) {
  return (
    <>
      {title !== undefined ? <title>{title}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates?.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {openGraph
        ? openGraphTags(openGraph).map(([property, content]) => (
            <meta key={property} property={property} content={content} />
          ))
        : null}
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
      ) : null}
    </>
  );
}
