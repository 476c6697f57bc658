import { localeCodes, type LocaleCode, type MarketCode } from '@storefront/i18n';
import type { FastifyRequest } from 'fastify';
import type { Currency } from '../db/schema';

export interface LocaleContext {
  locale: LocaleCode;
  market: MarketCode;
  currency: Currency;
  language: 'en' | 'fr';
}

const markets: Record<LocaleCode, { market: MarketCode; currency: Currency }> = {
  'en-AU': { market: 'AU', currency: 'AUD' },
  'en-CA': { market: 'CA', currency: 'CAD' },
  'fr-CA': { market: 'CA', currency: 'CAD' },
  'en-NZ': { market: 'NZ', currency: 'NZD' },
};

export const defaultLocale: LocaleCode = 'en-AU';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}

export function localeContext(locale: LocaleCode): LocaleContext {
  return { locale, ...markets[locale], language: locale === 'fr-CA' ? 'fr' : 'en' };
}

/** The locale a request is for: the `x-storefront-locale` header, else `?locale=`, else the default market. */
export function requestLocale(request: FastifyRequest): LocaleContext {
  const header = request.headers['x-storefront-locale'];
  const query = (request.query as Record<string, unknown> | undefined)?.locale;
  const candidate = isLocaleCode(header) ? header : isLocaleCode(query) ? query : defaultLocale;
  return localeContext(candidate);
}
