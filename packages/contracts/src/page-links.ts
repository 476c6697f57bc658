import { getLocaleSetting, localeCodes, marketOfLocale, type LocaleCode, type MarketCode } from '@storefront/i18n';
import { getActiveLocale } from './locale-store';

/** The same page in another language, as `PageFrame`'s `alternates` takes it (`x-default` included). */
export interface PageLinkAlternate {
  /** A BCP 47 locale (`en-AU`, `fr-CA`) or `x-default`. */
  hrefLang: string;
  /** The absolute URL of the page in that language. */
  href: string;
}

/** Where the page is being served: the active locale's market and this page's own origin (`location.origin`). */
export interface SiteOrigin {
  market: MarketCode;
  origin: string;
}

/**
 * The origin pages of `locale` are served from: this page's own origin for the active market (so a local or staging
 * host links to itself), the production host of the locale otherwise.
 */
function originOf(site: SiteOrigin, locale: LocaleCode): string {
  if (marketOfLocale(locale) === site.market) return site.origin;
  return `https://${getLocaleSetting(locale).domain}`;
}

/** The browser's own: the active market, on this page's origin. */
const here = (): SiteOrigin => ({ market: getActiveLocale().market, origin: globalThis.location.origin });

/** {@link absoluteUrl} for a given site origin (the edge, which has no `location`, passes the request's). */
export function absoluteUrlAt(site: SiteOrigin, locale: LocaleCode, path: string): string {
  const prefix = getLocaleSetting(locale).pathPrefix;
  const prefixed = prefix === null ? path : path === '/' ? `/${prefix}` : `/${prefix}${path}`;
  return `${originOf(site, locale)}${prefixed}`;
}

/** Absolute URL of a path in a locale, with the locale's canonical prefix (`/fr` for fr-CA). */
export function absoluteUrl(locale: LocaleCode, path: string): string {
  return absoluteUrlAt(here(), locale, path);
}

/** {@link pageLinks} for a given site origin (the edge's document head). */
export function pageLinksAt(
  site: SiteOrigin,
  locale: LocaleCode,
  path: string,
  alternates?: Partial<Record<LocaleCode, string>>,
): { canonical: string; alternates: PageLinkAlternate[] } {
  const links = localeCodes
    .filter((code) => alternates?.[code] !== undefined)
    .map((code) => ({ hrefLang: code, href: absoluteUrlAt(site, code, alternates?.[code] ?? path) }));
  const xDefault = alternates?.['en-AU'];
  return {
    canonical: absoluteUrlAt(site, locale, alternates?.[locale] ?? path),
    alternates:
      xDefault === undefined
        ? links
        : [...links, { hrefLang: 'x-default', href: absoluteUrlAt(site, 'en-AU', xDefault) }],
  };
}

/**
 * A page's canonical URL and hreflang alternates, for `PageFrame`: `path` is the page's path in `locale`
 * without prefix (and without tracking parameters), `alternates` the same page's path in the locales that have it (a
 * locale left out has no alternate); the Australian one is also the `x-default`.
 */
export function pageLinks(
  locale: LocaleCode,
  path: string,
  alternates?: Partial<Record<LocaleCode, string>>,
): { canonical: string; alternates: PageLinkAlternate[] } {
  return pageLinksAt(here(), locale, path, alternates);
}
