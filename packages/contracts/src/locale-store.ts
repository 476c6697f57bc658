import type { LocaleCode, MarketCode, PathPrefix } from '@storefront/i18n';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

interface LocaleState {
  locale: LocaleCode;
  market: MarketCode;
  /** The French prefix the shopper arrived with, kept so links stay in it; null for English. */
  pathPrefix: PathPrefix | null;
}

const localeStore = createStore<LocaleState>(() => ({ locale: 'en-AU', market: 'AU', pathPrefix: null }));

/** The active locale, e.g. `fr-CA`. */
export const useLocale = (): LocaleCode => useStore(localeStore, (s) => s.locale);
/** The active market, e.g. `CA`. */
export const useMarket = (): MarketCode => useStore(localeStore, (s) => s.market);
/** The active French path prefix, or null. */
export const usePathPrefix = (): PathPrefix | null => useStore(localeStore, (s) => s.pathPrefix);

/** Sets the locale the shell resolved for this page (shell only). */
export function setActiveLocale(next: LocaleState): void {
  localeStore.setState(next);
}

/** Reads the active locale outside React. */
export function getActiveLocale(): Readonly<LocaleState> {
  return localeStore.getState();
}

/**
 * Headers every call to the commerce API carries: the active locale, from which it answers in the market's currency
 * and language. Pass as a client's `headers`, so a locale switch reaches the next call.
 * @example createHttpClient({ baseUrl: '/api', headers: storefrontApiHeaders })
 */
export function storefrontApiHeaders(): Record<string, string> {
  return { 'x-storefront-locale': localeStore.getState().locale };
}

/**
 * Adds the active locale's path prefix to an unprefixed path.
 * @example localisePath('/my-bag') // '/fr-CA/my-bag' on fr-CA
 */
export function localisePath(path: string, prefix: PathPrefix | null = localeStore.getState().pathPrefix): string {
  if (prefix === null) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}

/** Hook form of `localisePath`, re-rendering when the prefix changes. */
export function useLocalisedPath(): (path: string) => string {
  const prefix = usePathPrefix();
  return (path: string) => localisePath(path, prefix);
}
