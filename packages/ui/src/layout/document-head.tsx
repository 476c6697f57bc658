/** A link to the same page in another language, for search engines (`<link rel="alternate" hreflang>`). */
export type PageAlternate = {
  /** A BCP 47 locale (`en-AU`, `fr-CA`) or `x-default`. */
  hrefLang: string;
  /** The absolute URL of the page in that language. */
  href: string;
};

/** What a page puts in the document head; see the props of the same names on `PageFrame`. */
export type DocumentHeadProps = {
  title?: string | undefined;
  description?: string | undefined;
  robots?: 'noindex' | 'noindex, follow' | undefined;
  canonical?: string | undefined;
  alternates?: readonly PageAlternate[] | undefined;
  structuredData?: object | undefined;
};

/** Serialises JSON-LD safely inside a script element (no `</script>` break-out). */
function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page's head tags; React 19 hoists title, meta and link elements into the document head. */
export function DocumentHead({ title, description, robots, canonical, alternates, structuredData }: DocumentHeadProps) {
  return (
    <>
      {title !== undefined ? <title>{title}</title> : null}
      {description ? <meta name="description" content={description} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      {canonical ? <link rel="canonical" href={canonical} /> : null}
      {alternates?.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
      ) : null}
    </>
  );
}
