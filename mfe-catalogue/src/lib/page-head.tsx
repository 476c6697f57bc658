import { getActiveLocale, useLocale } from '@storefront/contracts';
import { getLocaleSetting, localeCodes, marketOfLocale, type LocaleCode } from '@storefront/i18n';

interface PageHeadProps {
  title: string;
  description?: string | undefined;
  /** This page's path without locale prefix (and without tracking parameters), e.g. `/p/solitaire-ring`. */
  path: string;
  /** The same page in other locales, as paths without prefix; a locale left out has no alternate. */
  alternates?: Partial<Record<LocaleCode, string>> | undefined;
  /** Structured data (schema.org) for the page, e.g. a Product. */
  jsonLd?: object | undefined;
}

/**
 * The origin pages of `locale` are served from: this page's own origin for the active market (so a local or staging
 * host links to itself), the production host of the locale otherwise.
 */
function originOf(locale: LocaleCode): string {
  if (marketOfLocale(locale) === getActiveLocale().market) return globalThis.location.origin;
  return `https://${getLocaleSetting(locale).domain}`;
}

/** Absolute URL of a path in a locale, with the locale's canonical prefix (`/fr` for fr-CA). */
export function absoluteUrl(locale: LocaleCode, path: string): string {
  const prefix = getLocaleSetting(locale).pathPrefix;
  const prefixed = prefix === null ? path : path === '/' ? `/${prefix}` : `/${prefix}${path}`;
  return `${originOf(locale)}${prefixed}`;
}

/** Serialises JSON-LD safely inside a script element (no `</script>` break-out). */
function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Head tags of a catalogue page: title, description, canonical URL, hreflang alternates for the four locales (plus
 * x-default) and JSON-LD. React 19 hoists title, meta and link elements into the document head.
 */
export function PageHead({ title, description, path, alternates, jsonLd }: PageHeadProps) {
  const locale = useLocale();
  const hreflang = localeCodes
    .filter((code) => alternates?.[code] !== undefined)
    .map((code) => ({ code, href: absoluteUrl(code, alternates?.[code] ?? path) }));
  const xDefault = alternates?.['en-AU'];
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={absoluteUrl(locale, alternates?.[locale] ?? path)} />
      {hreflang.map(({ code, href }) => (
        <link key={code} rel="alternate" hrefLang={code} href={href} />
      ))}
      {xDefault !== undefined ? (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl('en-AU', xDefault)} />
      ) : null}
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }} /> : null}
    </>
  );
}
