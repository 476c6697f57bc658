import { safeNavigationTarget, type SiteConfig } from '@storefront/contracts';
import {
  localeCookie,
  localeCodes,
  marketFromHost,
  parseLocalePath,
  readLocaleCookie,
  resolveLocale,
  switchLocalePath,
  type LocaleCode,
  type MarketCode,
  type PathPrefix,
} from '@storefront/i18n';
import { LOCALE_QUERY } from '../features/locale-switch/switch-location';

/** What the boot decided: render in this locale, or go elsewhere first. */
export type BootLocale =
  | {
      action: 'render';
      locale: LocaleCode;
      market: MarketCode;
      pathPrefix: PathPrefix | null;
      setCookie: string | null;
    }
  | { action: 'redirect'; to: string; setCookie: string | null };

/** The market a host serves when configuration does not name it. */
export const DEFAULT_MARKET: MarketCode = 'AU';

/**
 * Market from the host; locale from the path prefix, then (Canada) the cookie, the browser languages, the fallback
 * (SPEC §2). French paths belong to the Canadian market: on another market's host they go to the Canadian origin.
 */
export function bootLocale(input: {
  url: URL;
  cookieHeader: string;
  browserLanguages: readonly string[];
  config: Pick<SiteConfig, 'marketHosts' | 'marketOrigins'>;
}): BootLocale {
  const { url, config } = input;
  const market = marketFromHost(url.hostname, config.marketHosts, DEFAULT_MARKET);
  const { prefix } = parseLocalePath(url.pathname);
  const queryLocale = url.searchParams.get(LOCALE_QUERY);
  const requested = localeCodes.find((code) => code === queryLocale && code.endsWith('-CA'));

  if (prefix !== null && market !== 'CA') {
    const origin = config.marketOrigins.CA;
    if (origin) {
      // The one other origin a boot may go to is the configured Canadian one; a refused path goes to its French home.
      const options = { origin: url.origin, allowedOrigins: [origin] };
      const home = safeNavigationTarget(new URL(`/${prefix}`, origin).href, '/', options);
      const to = safeNavigationTarget(new URL(url.pathname + url.search, origin).href, home, options);
      return { action: 'redirect', to, setCookie: null };
    }
  }
  if (requested && market === 'CA') {
    url.searchParams.delete(LOCALE_QUERY);
    const to = samePageIn(url, requested);
    return { action: 'redirect', to, setCookie: localeCookie(requested) };
  }

  const locale = resolveLocale({
    market: prefix !== null ? 'CA' : market,
    pathPrefix: prefix,
    cookieLocale: readLocaleCookie(input.cookieHeader),
    browserLanguages: input.browserLanguages,
  });
  if (market === 'CA' && prefix === null && locale === 'fr-CA') {
    return { action: 'redirect', to: samePageIn(url, 'fr-CA'), setCookie: null };
  }
  const setCookie = prefix !== null ? localeCookie('fr-CA') : null;
  return { action: 'render', locale, market: prefix !== null ? 'CA' : market, pathPrefix: prefix, setCookie };
}

/**
 * The page at `url` in another locale, as a path on the same origin. The path comes from the address bar: one that
 * would leave the site once its prefix changes (`/fr//evil.example` → `//evil.example`) goes to the locale's home.
 */
function samePageIn(url: URL, locale: LocaleCode): string {
  const home = switchLocalePath('/', locale);
  return safeNavigationTarget(switchLocalePath(url.pathname, locale) + url.search + url.hash, home, {
    origin: url.origin,
  });
}
