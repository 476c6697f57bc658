import type { SiteConfig } from '@storefront/contracts';
import { localeCookie, marketOfLocale, switchLocalePath, type LocaleCode } from '@storefront/i18n';

/** Query parameter that carries a chosen Canadian locale to another host, where our cookie cannot be set. */
export const LOCALE_QUERY = 'locale';

/**
 * Where a locale switch leads: the same page in the target locale, on the target market's origin when the market
 * changes. Within the same host the cookie is set here; across hosts the target page sets it from the query.
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
  const url = new URL(pathAndQuery, here.origin);
  url.pathname = switchLocalePath(url.pathname, to);
  const targetMarket = marketOfLocale(to);
  if (targetMarket === marketOfLocale(from)) {
    setCookie(localeCookie(to));
    return url.pathname + url.search;
  }
  const origin = config.marketOrigins[targetMarket] ?? here.origin;
  if (targetMarket === 'CA') url.searchParams.set(LOCALE_QUERY, to);
  return new URL(url.pathname + url.search, origin).toString();
}
