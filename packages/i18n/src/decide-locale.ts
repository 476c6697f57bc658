import { defaultLocale, localeSettings, localesOfMarket, marketOfLocale } from './locale-settings';
import type { LocaleCode, MarketCode, PathPrefix } from './locale-types';
import {
  localeCookie,
  marketFromHost,
  parseLocalePath,
  readLocaleCookie,
  resolveLocale,
  switchLocalePath,
} from './resolve-locale';

/** Query parameter that carries a chosen Canadian locale to the Canadian host, where our cookie cannot be set. */
export const LOCALE_QUERY = 'locale';

/**
 * The hosts of each market when configuration names none: `localhost` (the default market) and `127.0.0.1`,
 * `<market>.localhost`, and each locale's production domain (SPEC §3 `domain`).
 */
export const defaultMarketHosts: Readonly<Record<string, MarketCode>> = Object.freeze({
  localhost: marketOfLocale(defaultLocale),
  '127.0.0.1': marketOfLocale(defaultLocale),
  'au.localhost': 'AU',
  'ca.localhost': 'CA',
  'nz.localhost': 'NZ',
  ...Object.fromEntries(localeSettings.map((setting) => [setting.domain, setting.market])),
});

/** Everything the locale of a page or request is decided from; the edge, the shell and the API pass the same. */
export interface LocaleRequest {
  /** The host asked for, a port allowed (`ca.localhost:8080`): it names the market. */
  host: string;
  /** The address's path, as the address bar or the request line has it: its French prefix, if any. */
  pathname: string;
  /** The query string, with or without its `?`: `?locale=` carries a Canadian locale chosen on another host. */
  search?: string;
  /** The address's fragment, kept when the page moves to another locale's path. */
  hash?: string;
  /** The `Cookie` header or `document.cookie`: the locale cookie. */
  cookieHeader?: string | null;
  /** The browser's languages: an `Accept-Language` header, or `navigator.languages`, most preferred first. */
  languages?: string | readonly string[] | null;
  /** Host name → market (`SiteConfig.marketHosts`); an unknown host is the default locale's market. */
  marketHosts: Readonly<Record<string, MarketCode>>;
  /** Each market's origin (`SiteConfig.marketOrigins`): a French path on another market goes to the Canadian one. */
  marketOrigins?: Readonly<Partial<Record<MarketCode, string>>>;
}

/**
 * What to do with the page: render it in `locale`, or first go to `to` (a path on this origin, or an absolute
 * address on `origin`, another market's), which is in `locale`. `home` is that locale's home, where to go instead if
 * `to` is not a safe place to navigate to (the caller checks both). `setCookie` is the locale cookie to store, if any.
 */
export type LocaleDecision =
  | {
      action: 'render';
      locale: LocaleCode;
      market: MarketCode;
      pathPrefix: PathPrefix | null;
      setCookie: string | null;
    }
  | {
      action: 'redirect';
      locale: LocaleCode;
      market: MarketCode;
      to: string;
      home: string;
      /** The other market's origin `to` is on; absent when `to` is a path on this origin. */
      origin?: string;
      setCookie: string | null;
    };

/**
 * The languages of an `Accept-Language` header, most preferred first (by `q`, then by order); `*` and `q=0` are not
 * preferences.
 * @example parseAcceptLanguage('en;q=0.5, fr-CA') // ['fr-CA', 'en']
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const weighted: Array<{ tag: string; q: number; index: number }> = [];
  header.split(',').forEach((entry, index) => {
    const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const weight = parameters.find((parameter) => /^q=/i.test(parameter));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (tag === '' || tag === '*' || !Number.isFinite(q) || q <= 0) return;
    weighted.push({ tag, q, index });
  });
  return weighted.sort((a, b) => b.q - a.q || a.index - b.index).map(({ tag }) => tag);
}

const withQuestionMark = (search: string) => (search === '' || search.startsWith('?') ? search : `?${search}`);

/** The same address on another market's origin, or null when the origin is not a usable URL. */
function onOrigin(origin: string, path: string): string | null {
  try {
    return new URL(path, origin).href;
  } catch {
    return null;
  }
}

/**
 * The one locale decision (SPEC §2), the same at the edge (which document to draw), in the shell (how to boot) and in
 * the API (a request without the shell's locale header). The market comes from the host. A French path is fr-CA: on
 * the Canadian host it renders and is remembered; on another market it goes to the Canadian origin. Where a market
 * offers a choice (Canada), `?locale=` with one of its locales is remembered and dropped from the address; otherwise
 * the cookie, then the browser's languages, then the market's first locale; an English path whose locale is fr-CA goes
 * to the French path. Anything else in the query, `?locale=` included, is left alone.
 * @example decideLocale({ host: 'ca.localhost:8080', pathname: '/stores', languages: 'fr-CA', marketHosts })
 * // { action: 'redirect', locale: 'fr-CA', market: 'CA', to: '/fr/stores', home: '/fr', setCookie: null }
 */
export function decideLocale(request: LocaleRequest): LocaleDecision {
  const hostMarket = marketFromHost(request.host, request.marketHosts, marketOfLocale(defaultLocale));
  const { prefix } = parseLocalePath(request.pathname);
  const search = withQuestionMark(request.search ?? '');
  const hash = request.hash ?? '';

  if (prefix !== null && hostMarket !== 'CA') {
    const origin = request.marketOrigins?.CA;
    const to = origin ? onOrigin(origin, request.pathname + search) : null;
    const home = origin ? onOrigin(origin, `/${prefix}`) : null;
    if (origin && to !== null && home !== null) {
      return { action: 'redirect', locale: 'fr-CA', market: 'CA', to, home, origin, setCookie: null };
    }
  }
  const market: MarketCode = prefix !== null ? 'CA' : hostMarket;

  // The query and the cookie only matter where the market offers a choice.
  const offered = localesOfMarket(hostMarket);
  const query = new URLSearchParams(search);
  const queryLocale = query.get(LOCALE_QUERY);
  const requested = offered.length > 1 ? offered.find((code) => code === queryLocale) : undefined;
  if (requested !== undefined) {
    query.delete(LOCALE_QUERY);
    const rest = query.toString();
    return samePageIn(requested, request.pathname, rest ? `?${rest}` : '', hash, localeCookie(requested));
  }

  const locale = resolveLocale({
    market,
    pathPrefix: prefix,
    cookieLocale: readLocaleCookie(request.cookieHeader),
    browserLanguages:
      typeof request.languages === 'string' ? parseAcceptLanguage(request.languages) : (request.languages ?? []),
  });
  if (prefix === null && locale === 'fr-CA') return samePageIn(locale, request.pathname, search, hash, null);
  return {
    action: 'render',
    locale,
    market,
    pathPrefix: prefix,
    setCookie: prefix !== null ? localeCookie(locale) : null,
  };
}

/** A redirect to the same page in another locale of this market, as a path on this origin. */
function samePageIn(
  locale: LocaleCode,
  pathname: string,
  search: string,
  hash: string,
  setCookie: string | null,
): LocaleDecision {
  const to = switchLocalePath(pathname, locale) + search + hash;
  return {
    action: 'redirect',
    locale,
    market: marketOfLocale(locale),
    to,
    home: switchLocalePath('/', locale),
    setCookie,
  };
}
