export { localeCodes, marketCodes, frenchPathPrefixes } from './locale-types';
export type { LocaleCode, MarketCode, PathPrefix, CatalogueLanguage } from './locale-types';
export {
  localeSettingSchema,
  localeSettings,
  getLocaleSetting,
  defaultLocale,
  localesOfMarket,
  marketOfLocale,
  catalogueLanguage,
  isLocaleCode,
} from './locale-settings';
export type { LocaleSetting } from './locale-settings';
export {
  stateOptionSchema,
  australianStates,
  canadianProvincesEnglish,
  canadianProvincesFrench,
} from './state-options';
export type { StateOption } from './state-options';
export {
  parseLocalePath,
  marketFromHost,
  resolveLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeCookie,
  readLocaleCookie,
  switchLocalePath,
} from './resolve-locale';
export type { LocalePath, LocaleInputs } from './resolve-locale';
export { decideLocale, defaultMarketHosts, LOCALE_QUERY, parseAcceptLanguage } from './decide-locale';
export type { LocaleDecision, LocaleRequest } from './decide-locale';
export { formatMoney, formatDate } from './format';
export type { FormatMoneyOptions, DateStyle } from './format';
export { useFormatMoney } from './use-format-money';
export type { MoneyFormatter } from './use-format-money';
export { loadPackageMessages } from './load-messages';
export type { CompiledMessages } from './load-messages';
export { createRemoteMessagesProvider, remotePage } from './remote-messages-provider';
/** A readable title from a slug's last segment. */
export { titleFromSlug } from './title-from-slug';
