import * as v from 'valibot';

import { localeCodes, marketCodes } from './locale-types';
import type { CatalogueLanguage, LocaleCode, MarketCode } from './locale-types';
import {
  australianStates,
  canadianProvincesEnglish,
  canadianProvincesFrench,
  stateOptionSchema,
} from './state-options';

const hostname = v.pipe(v.string(), v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/));

/** The shape of one locale's settings (SPEC §3 "Locale setting"); `LocaleSetting` is inferred from it. */
export const localeSettingSchema = v.object({
  /** BCP 47 tag, also the react-intl locale: 'en-AU'. */
  code: v.picklist(localeCodes),
  /** Commerce-platform style locale id: 'en_AU'. */
  iso: v.pipe(v.string(), v.regex(/^[a-z]{2}_[A-Z]{2}$/)),
  /** The message catalogue this locale reads. */
  file: v.picklist(['en', 'fr']),
  currency: v.picklist(['AUD', 'CAD', 'NZD']),
  /** ISO 3166-1 alpha-2 country code. */
  country: v.picklist(['AU', 'CA', 'NZ']),
  /** The regional site this locale belongs to; en-CA and fr-CA share the Canadian site. */
  siteId: v.picklist(['jewellery-au', 'jewellery-ca', 'jewellery-nz']),
  /** Production host name; en-CA and fr-CA share one. */
  domain: hostname,
  /** URL prefix of the locale's pages, without slashes; null for the English locales. */
  pathPrefix: v.nullable(v.literal('fr')),
  /** Locale whose slugs are used when a page has no slug of its own in this locale. */
  slugManagerLocaleFallBack: v.nullable(v.picklist(localeCodes)),
  /** The language's own name, for a language switcher: 'English', 'Français'. */
  language: v.pipe(v.string(), v.nonEmpty()),
  /** ISO 639-1 language code: 'en', 'fr'. */
  languageCode: v.picklist(['en', 'fr']),
  /** Which postcode rule addresses in this locale follow. */
  postCodeValidation: v.picklist(['postcode_au', 'postcode_ca', 'postcode_nz']),
  /** The state/province select options; empty where addresses have none (New Zealand). */
  stateOptions: v.pipe(v.array(stateOptionSchema), v.readonly()),
  /** Absolute base URL of the commerce API for this locale (production host + `/api/<code>`). */
  sfccApiDomainWithLocale: v.pipe(v.string(), v.url()),
  /** Sender address of newsletter e-mails for this locale. */
  newsletterEmailAddress: v.pipe(v.string(), v.email()),
  /** Country name the customer-service widget (Zendesk) expects. */
  zendeskCountryName: v.pipe(v.string(), v.nonEmpty()),
  /** A representative postcode, used as the default for store searches and delivery estimates. */
  mainPostcode: v.pipe(v.string(), v.nonEmpty()),
  market: v.picklist(marketCodes),
  /** True for exactly one locale: the one used when nothing else decides. */
  isDefault: v.boolean(),
});

/** One locale's settings. */
export type LocaleSetting = v.InferOutput<typeof localeSettingSchema>;

/** The four locale settings, in the order of `localeCodes`. */
export const localeSettings: readonly LocaleSetting[] = [
  {
    code: 'en-AU',
    iso: 'en_AU',
    file: 'en',
    currency: 'AUD',
    country: 'AU',
    siteId: 'jewellery-au',
    domain: 'www.example-jewellers.com.au',
    pathPrefix: null,
    slugManagerLocaleFallBack: null,
    language: 'English',
    languageCode: 'en',
    postCodeValidation: 'postcode_au',
    stateOptions: australianStates,
    sfccApiDomainWithLocale: 'https://www.example-jewellers.com.au/api/en-AU',
    newsletterEmailAddress: 'newsletter@example-jewellers.com.au',
    zendeskCountryName: 'Australia',
    mainPostcode: '2000',
    market: 'AU',
    isDefault: true,
  },
  {
    code: 'en-CA',
    iso: 'en_CA',
    file: 'en',
    currency: 'CAD',
    country: 'CA',
    siteId: 'jewellery-ca',
    domain: 'www.example-jewellers.ca',
    pathPrefix: null,
    slugManagerLocaleFallBack: null,
    language: 'English',
    languageCode: 'en',
    postCodeValidation: 'postcode_ca',
    stateOptions: canadianProvincesEnglish,
    sfccApiDomainWithLocale: 'https://www.example-jewellers.ca/api/en-CA',
    newsletterEmailAddress: 'newsletter@example-jewellers.ca',
    zendeskCountryName: 'Canada',
    mainPostcode: 'L7G 0J1',
    market: 'CA',
    isDefault: false,
  },
  {
    code: 'fr-CA',
    iso: 'fr_CA',
    file: 'fr',
    currency: 'CAD',
    country: 'CA',
    siteId: 'jewellery-ca',
    domain: 'www.example-jewellers.ca',
    pathPrefix: 'fr',
    slugManagerLocaleFallBack: 'en-CA',
    language: 'Français',
    languageCode: 'fr',
    postCodeValidation: 'postcode_ca',
    stateOptions: canadianProvincesFrench,
    sfccApiDomainWithLocale: 'https://www.example-jewellers.ca/api/fr-CA',
    newsletterEmailAddress: 'infolettre@example-jewellers.ca',
    zendeskCountryName: 'Canada',
    mainPostcode: 'H3B 1A4',
    market: 'CA',
    isDefault: false,
  },
  {
    code: 'en-NZ',
    iso: 'en_NZ',
    file: 'en',
    currency: 'NZD',
    country: 'NZ',
    siteId: 'jewellery-nz',
    domain: 'www.example-jewellers.co.nz',
    pathPrefix: null,
    slugManagerLocaleFallBack: null,
    language: 'English',
    languageCode: 'en',
    postCodeValidation: 'postcode_nz',
    stateOptions: [],
    sfccApiDomainWithLocale: 'https://www.example-jewellers.co.nz/api/en-NZ',
    newsletterEmailAddress: 'newsletter@example-jewellers.co.nz',
    zendeskCountryName: 'New Zealand',
    mainPostcode: '1010',
    market: 'NZ',
    isDefault: false,
  },
];

const byCode = new Map<LocaleCode, LocaleSetting>(localeSettings.map((setting) => [setting.code, setting]));

/** The settings of one locale. */
export function getLocaleSetting(code: LocaleCode): LocaleSetting {
  const setting = byCode.get(code);
  if (setting === undefined) throw new RangeError(`Unknown locale: ${String(code)}`);
  return setting;
}

/** The default locale's code (en-AU): used when neither host, path, cookie nor browser decides. */
export const defaultLocale: LocaleCode = 'en-AU';

/** The locales a market offers, English first: CA → ['en-CA', 'fr-CA']. */
export function localesOfMarket(market: MarketCode): readonly LocaleCode[] {
  return localeSettings.filter((setting) => setting.market === market).map((setting) => setting.code);
}

/** The market a locale belongs to: 'fr-CA' → 'CA'. */
export function marketOfLocale(code: LocaleCode): MarketCode {
  return getLocaleSetting(code).market;
}

/** The message catalogue a locale reads: 'fr-CA' → 'fr', every other locale → 'en'. */
export function catalogueLanguage(code: LocaleCode): CatalogueLanguage {
  return getLocaleSetting(code).file;
}

/** True when a string is one of the four locale codes (exact, case-sensitive). */
export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value);
}
