import * as v from 'valibot';

import {
  catalogueLanguage,
  defaultLocale,
  getLocaleSetting,
  localeSettingSchema,
  localeSettings,
  localesOfMarket,
  marketOfLocale,
} from './locale-settings';
import { localeCodes } from './locale-types';

const specFields = [
  'code',
  'iso',
  'file',
  'currency',
  'country',
  'siteId',
  'domain',
  'pathPrefix',
  'slugManagerLocaleFallBack',
  'language',
  'languageCode',
  'postCodeValidation',
  'stateOptions',
  'sfccApiDomainWithLocale',
  'newsletterEmailAddress',
  'zendeskCountryName',
  'mainPostcode',
  'market',
  'isDefault',
];

describe('locale settings', () => {
  it('has one setting per locale code, in the same order', () => {
    expect(localeSettings.map((setting) => setting.code)).toEqual([...localeCodes]);
  });

  it.each(localeCodes)('%s has every field of the specification and matches the schema', (code) => {
    const setting = getLocaleSetting(code);
    expect(Object.keys(setting).sort()).toEqual([...specFields].sort());
    expect(v.safeParse(localeSettingSchema, setting).issues).toBeUndefined();
  });

  it('gives each locale its currency, postcode rule, main postcode and prefix', () => {
    expect(
      localeSettings.map(({ code, currency, postCodeValidation, mainPostcode, pathPrefix, file }) => [
        code,
        currency,
        postCodeValidation,
        mainPostcode,
        pathPrefix,
        file,
      ]),
    ).toEqual([
      ['en-AU', 'AUD', 'postcode_au', '2000', null, 'en'],
      ['en-CA', 'CAD', 'postcode_ca', 'L7G 0J1', null, 'en'],
      ['fr-CA', 'CAD', 'postcode_ca', 'H3B 1A4', 'fr', 'fr'],
      ['en-NZ', 'NZD', 'postcode_nz', '1010', null, 'en'],
    ]);
  });

  it('lets fr-CA fall back to en-CA slugs and share the Canadian site and domain', () => {
    const french = getLocaleSetting('fr-CA');
    const english = getLocaleSetting('en-CA');
    expect(french.slugManagerLocaleFallBack).toBe('en-CA');
    expect(french.siteId).toBe(english.siteId);
    expect(french.domain).toBe(english.domain);
    expect(localeSettings.filter((s) => s.code !== 'fr-CA').map((s) => s.slugManagerLocaleFallBack)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('has exactly one default locale, en-AU', () => {
    expect(localeSettings.filter((setting) => setting.isDefault).map((setting) => setting.code)).toEqual([
      defaultLocale,
    ]);
    expect(defaultLocale).toBe('en-AU');
  });

  it('builds the API base from the locale domain and code', () => {
    for (const setting of localeSettings) {
      expect(setting.sfccApiDomainWithLocale).toBe(`https://${setting.domain}/api/${setting.code}`);
    }
  });

  it('maps markets and locales both ways', () => {
    expect(localesOfMarket('CA')).toEqual(['en-CA', 'fr-CA']);
    expect(localesOfMarket('AU')).toEqual(['en-AU']);
    expect(localesOfMarket('NZ')).toEqual(['en-NZ']);
    expect(marketOfLocale('fr-CA')).toBe('CA');
    expect(marketOfLocale('en-NZ')).toBe('NZ');
  });

  it('reads the French catalogue only for fr-CA', () => {
    expect(localeCodes.map(catalogueLanguage)).toEqual(['en', 'en', 'fr', 'en']);
  });

  it('rejects an unknown locale code', () => {
    expect(() => getLocaleSetting('fr-FR' as never)).toThrow(RangeError);
  });
});
