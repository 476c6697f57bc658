import { safeNavigationTarget, type SiteConfig } from '@storefront/contracts';
import { decideLocale, type LocaleCode, type MarketCode, type PathPrefix } from '@storefront/i18n';

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

/**
 * The page's locale by the one decision the edge and the API also make (`decideLocale`, SPEC §2): market from the
 * host; locale from the path prefix, then (Canada) `?locale=`, the cookie, the browser languages, the fallback. French
 * paths belong to the Canadian market: on another market's host they go to the Canadian origin.
 */
export function bootLocale(input: {
  url: URL;
  cookieHeader: string;
  browserLanguages: readonly string[];
  config: Pick<SiteConfig, 'marketHosts' | 'marketOrigins'>;
}): BootLocale {
  const { url, config } = input;
  const decision = decideLocale({
    host: url.host,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    cookieHeader: input.cookieHeader,
    languages: input.browserLanguages,
    marketHosts: config.marketHosts,
    marketOrigins: config.marketOrigins,
  });
  if (decision.action === 'render') {
    const { locale, market, pathPrefix, setCookie } = decision;
    return { action: 'render', locale, market, pathPrefix, setCookie };
  }
  // The path comes from the address bar: one that would leave the site once its prefix changes
  // (`/fr//evil.example` → `//evil.example`) goes to the locale's home. The one other origin a boot may go to is the
  // configured Canadian one, for a French path elsewhere.
  const options = { origin: url.origin, allowedOrigins: decision.origin ? [decision.origin] : [] };
  const home = safeNavigationTarget(decision.home, '/', options);
  return { action: 'redirect', to: safeNavigationTarget(decision.to, home, options), setCookie: decision.setCookie };
}
