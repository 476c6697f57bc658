import { getLocaleSetting, isLocaleCode, localesOfMarket } from './locale-settings';
import { frenchPathPrefixes } from './locale-types';
import type { LocaleCode, MarketCode, PathPrefix } from './locale-types';

/** A pathname split into its French locale prefix (or null) and the unprefixed rest. */
export interface LocalePath {
  prefix: PathPrefix | null;
  /** The path without the prefix; always starts with '/'. */
  rest: string;
}

function isPathPrefix(segment: string): segment is PathPrefix {
  return (frenchPathPrefixes as readonly string[]).includes(segment);
}

/**
 * Splits a pathname into its French prefix and the rest (SPEC §2). Only a whole first segment counts, and the
 * match is case-sensitive.
 * @example parseLocalePath('/fr/p/ring') // { prefix: 'fr', rest: '/p/ring' }
 * @example parseLocalePath('/france') // { prefix: null, rest: '/france' }
 */
export function parseLocalePath(pathname: string): LocalePath {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = path.slice(1).search(/[/?#]/);
  const segment = end === -1 ? path.slice(1) : path.slice(1, end + 1);
  if (!isPathPrefix(segment)) return { prefix: null, rest: path };
  const remainder = path.slice(segment.length + 1);
  return { prefix: segment, rest: remainder.startsWith('/') ? remainder : `/${remainder}` };
}

/**
 * The market a host name serves. Matching ignores case, a port and a trailing dot; unknown hosts get `fallback`.
 * @example marketFromHost('ca.localhost:8080', { 'ca.localhost': 'CA' }, 'AU') // 'CA'
 */
export function marketFromHost(
  hostname: string,
  marketHosts: Readonly<Record<string, MarketCode>>,
  fallback: MarketCode,
): MarketCode {
  let host = hostname.trim().toLowerCase();
  host = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  host = host.replace(/\.$/, '');
  return Object.hasOwn(marketHosts, host) ? (marketHosts[host] ?? fallback) : fallback;
}

/** What the locale of a request is resolved from. */
export interface LocaleInputs {
  market: MarketCode;
  /** The French prefix of the requested path, from `parseLocalePath`. */
  pathPrefix: PathPrefix | null;
  /** The raw locale cookie value, if any (see `readLocaleCookie`). */
  cookieLocale?: string | null;
  /** Preferred languages, most preferred first (`navigator.languages`, or the parsed Accept-Language header). */
  browserLanguages?: readonly string[];
}

function localeForLanguageTag(tag: string, market: MarketCode): LocaleCode | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  const offered = localesOfMarket(market);
  return offered.find((code) => getLocaleSetting(code).languageCode === language) ?? null;
}

/**
 * Chooses the locale of a request (SPEC §2). A French path prefix always means fr-CA. Otherwise AU and NZ have
 * one locale each; on CA the locale cookie wins, then the first browser language that is English or French,
 * then en-CA.
 * @example resolveLocale({ market: 'CA', pathPrefix: null, browserLanguages: ['de-DE', 'fr-FR'] }) // 'fr-CA'
 */
export function resolveLocale({ market, pathPrefix, cookieLocale, browserLanguages = [] }: LocaleInputs): LocaleCode {
  if (pathPrefix !== null) return 'fr-CA';
  const offered = localesOfMarket(market);
  const [first] = offered;
  if (first === undefined) throw new RangeError(`Market without locales: ${String(market)}`);
  if (offered.length === 1) return first;
  if (isLocaleCode(cookieLocale) && offered.includes(cookieLocale)) return cookieLocale;
  for (const tag of browserLanguages) {
    const locale = localeForLanguageTag(tag, market);
    if (locale !== null) return locale;
  }
  return first;
}

/** Name of the cookie that remembers the shopper's locale choice. */
export const LOCALE_COOKIE = 'storefront_locale';

/** Lifetime of the locale cookie: 365 days (SPEC §9). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * The cookie string that remembers a locale, usable as a `Set-Cookie` header value or assigned to
 * `document.cookie`. Pass `secure: true` when served over HTTPS.
 * @example localeCookie('fr-CA') // 'storefront_locale=fr-CA; Path=/; Max-Age=31536000; SameSite=Lax'
 */
export function localeCookie(code: LocaleCode, options: { secure?: boolean } = {}): string {
  const parts = [`${LOCALE_COOKIE}=${code}`, 'Path=/', `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`, 'SameSite=Lax'];
  if (options.secure === true) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The locale stored in a `Cookie` header (or `document.cookie`), or null when absent or not a known locale code.
 * @example readLocaleCookie('a=1; storefront_locale=fr-CA') // 'fr-CA'
 */
export function readLocaleCookie(cookieHeader: string | null | undefined): LocaleCode | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    let value = pair.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return isLocaleCode(value) ? value : null;
  }
  return null;
}

/**
 * The same page in another locale: removes the French prefix for an English target, adds one for fr-CA (keeping
 * '/fr-CA' if the current path already used it, otherwise '/fr'). Query and hash are kept.
 * @example switchLocalePath('/fr/p/ring?size=6', 'en-CA') // '/p/ring?size=6'
 */
export function switchLocalePath(pathname: string, target: LocaleCode): string {
  const { prefix, rest } = parseLocalePath(pathname);
  const defaultPrefix = getLocaleSetting(target).pathPrefix;
  if (defaultPrefix === null) return rest;
  const targetPrefix: PathPrefix = prefix ?? defaultPrefix;
  return rest === '/' || /^\/[?#]/.test(rest) ? `/${targetPrefix}${rest.slice(1)}` : `/${targetPrefix}${rest}`;
}
