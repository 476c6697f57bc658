/** The four storefront locales (SPEC §3). */
export const localeCodes = ['en-AU', 'en-CA', 'fr-CA', 'en-NZ'] as const;
export type LocaleCode = (typeof localeCodes)[number];

/** The three markets; each locale belongs to one. */
export const marketCodes = ['AU', 'CA', 'NZ'] as const;
export type MarketCode = (typeof marketCodes)[number];

/** The message catalogue a locale reads. */
export type CatalogueLanguage = 'en' | 'fr';

/** French path prefixes (SPEC §2): `/fr` and `/fr-CA` both select fr-CA. English locales have none. */
export const frenchPathPrefixes = ['fr', 'fr-CA'] as const;
export type PathPrefix = (typeof frenchPathPrefixes)[number];
