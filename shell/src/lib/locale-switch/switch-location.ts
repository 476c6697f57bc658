import { safeNavigationTarget, type SiteConfig } from '@storefront/contracts';
import { LOCALE_QUERY, localeCookie, marketOfLocale, switchLocalePath, type LocaleCode } from '@storefront/i18n';

/** The origins a locale switch may lead to besides this one: the configured market origins. */
export function marketOriginList(config: Pick<SiteConfig, 'marketOrigins'>): string[] {
  return Object.values(config.marketOrigins).filter((origin): origin is string => typeof origin === 'string');
}

/**
 * Where a locale switch leads: the same page in the target locale, on the target market's origin when the market
 * changes. Within the same host the cookie is set here; across hosts the target page sets it from the query.
 * The current path comes from the address bar: one that would leave the site once its prefix changes
 * (`/fr//evil.example` → `//evil.example`) leads to the target locale's home instead.
 */
export function switchLocation(
  pathAndQuery: string,
  from: LocaleCode,
  to: LocaleCode,
  config: Pick<SiteConfig, 'marketOrigins'>,
  here: Pick<Location, 'origin'>,
  setCookie: (cookie: string) => void = (cookie) => {
    document.cookie = cookie;
  },
): string {
  const targetMarket = marketOfLocale(to);
  const sameMarket = targetMarket === marketOfLocale(from);
  const origin = config.marketOrigins[targetMarket] ?? here.origin;
  const samePageThere = (path: string): string => {
    const url = new URL(path, here.origin);
    url.pathname = switchLocalePath(url.pathname, to);
    if (sameMarket) return url.pathname + url.search;
    if (targetMarket === 'CA') url.searchParams.set(LOCALE_QUERY, to);
    return new URL(url.pathname + url.search, origin).toString();
  };
  if (sameMarket) setCookie(localeCookie(to));
  return safeNavigationTarget(samePageThere(pathAndQuery), samePageThere('/'), {
    origin: here.origin,
    allowedOrigins: marketOriginList(config),
  });
}
