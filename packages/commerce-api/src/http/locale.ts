import {
  decideLocale,
  defaultMarketHosts,
  getLocaleSetting,
  isLocaleCode,
  type LocaleCode,
  type MarketCode,
} from '@storefront/i18n';
import type { FastifyRequest } from 'fastify';
import type { Currency } from '../db/schema';

/** The locale a request is served in, with what follows from it. */
export interface LocaleContext {
  locale: LocaleCode;
  market: MarketCode;
  currency: Currency;
  language: 'en' | 'fr';
}

/** The header the storefront sends with the locale it decided (`storefrontApiHeaders` in `@storefront/contracts`). */
export const LOCALE_HEADER = 'x-storefront-locale';

/** A locale's market, currency and language, from its settings (SPEC §3). */
export function localeContext(locale: LocaleCode): LocaleContext {
  const setting = getLocaleSetting(locale);
  return { locale, market: setting.market, currency: setting.currency, language: setting.languageCode };
}

/** What a request says about its locale: the storefront's header, else what the shopper's browser sends. */
export interface LocaleSignals {
  /** The `x-storefront-locale` header. */
  header?: string | readonly string[] | undefined;
  /** The host asked for (the edge's, as a trusted proxy forwards it). */
  host?: string | undefined;
  /** The request's path and query string (`?locale=`). */
  url?: string | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}

/**
 * The locale of a request. The storefront says which locale it decided in the `x-storefront-locale` header; a request
 * without a valid one is decided as the edge and the shell decide a page (`decideLocale`: host, `?locale=`, cookie,
 * Accept-Language), and a decision to go elsewhere first is read as the locale it goes to.
 */
export function localeOfRequest(
  signals: LocaleSignals,
  marketHosts: Readonly<Record<string, MarketCode>> = defaultMarketHosts,
): LocaleContext {
  if (isLocaleCode(signals.header)) return localeContext(signals.header);
  const url = signals.url ?? '/';
  const queryAt = url.indexOf('?');
  const decision = decideLocale({
    host: signals.host ?? '',
    pathname: queryAt === -1 ? url : url.slice(0, queryAt),
    search: queryAt === -1 ? '' : url.slice(queryAt),
    cookieHeader: signals.cookie ?? null,
    languages: signals.acceptLanguage ?? null,
    marketHosts,
  });
  return localeContext(decision.locale);
}

/** The locale of a Fastify request (see {@link localeOfRequest}). */
export function requestLocale(
  request: FastifyRequest,
  marketHosts: Readonly<Record<string, MarketCode>> = defaultMarketHosts,
): LocaleContext {
  return localeOfRequest(
    {
      header: request.headers[LOCALE_HEADER],
      host: request.host,
      url: request.url,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    },
    marketHosts,
  );
}
