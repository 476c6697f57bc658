import {
  decideLocale,
  defaultMarketHosts,
  parseAcceptLanguage,
  type LocaleDecision,
  type LocaleRequest,
} from './decide-locale';
import { marketOfLocale } from './locale-settings';
import type { LocaleCode, MarketCode, PathPrefix } from './locale-types';
import { localeCookie } from './resolve-locale';

const localHosts = { localhost: 'AU', 'au.localhost': 'AU', 'ca.localhost': 'CA', 'nz.localhost': 'NZ' } as const;
const localOrigins = { AU: 'http://au.localhost:8080', CA: 'http://ca.localhost:8080', NZ: 'http://nz.localhost:8080' };
const productionHosts = {
  'www.example-jewellers.com.au': 'AU',
  'shop.example-jewellers.ca': 'CA',
  'www.example-jewellers.co.nz': 'NZ',
} as const;
const productionOrigins = {
  AU: 'https://www.example-jewellers.com.au',
  CA: 'https://shop.example-jewellers.ca',
  NZ: 'https://www.example-jewellers.co.nz',
};

/** A request as the local store sees it: no cookie, an English-speaking browser outside Canada. */
const ask = (host: string, pathname: string, more: Partial<LocaleRequest> = {}): LocaleRequest => ({
  host,
  pathname,
  languages: 'en-US,en;q=0.9',
  marketHosts: localHosts,
  marketOrigins: localOrigins,
  ...more,
});

const render = (
  locale: LocaleCode,
  market: MarketCode,
  pathPrefix: PathPrefix | null = null,
  setCookie: string | null = null,
): LocaleDecision => ({ action: 'render', locale, market, pathPrefix, setCookie });

const redirect = (
  locale: LocaleCode,
  to: string,
  home: string,
  more: { setCookie?: string; origin?: string } = {},
): LocaleDecision => ({
  action: 'redirect',
  locale,
  market: marketOfLocale(locale),
  to,
  home,
  setCookie: more.setCookie ?? null,
  ...(more.origin ? { origin: more.origin } : {}),
});

const frCookie = localeCookie('fr-CA');
const enCookie = localeCookie('en-CA');

/** Every case of SPEC §2 the edge, the shell and the API meet: one table, one function. */
const cases: Array<[string, LocaleRequest, LocaleDecision]> = [
  // The market, from the host.
  ['localhost is the default market', ask('localhost:8080', '/my-bag'), render('en-AU', 'AU')],
  ['au.localhost is Australia', ask('au.localhost:8080', '/'), render('en-AU', 'AU')],
  ['nz.localhost is New Zealand', ask('nz.localhost:8080', '/stores'), render('en-NZ', 'NZ')],
  ['ca.localhost is Canada, in English by default', ask('ca.localhost:8080', '/stores'), render('en-CA', 'CA')],
  ['a host in any case, with a trailing dot', ask('CA.Localhost.:8080', '/'), render('en-CA', 'CA')],
  ['an unknown host is the default market', ask('shop.example.org', '/stores'), render('en-AU', 'AU')],
  [
    'a configured production host names its market',
    ask('shop.example-jewellers.ca', '/stores', { marketHosts: productionHosts, marketOrigins: productionOrigins }),
    render('en-CA', 'CA'),
  ],
  [
    'a configured production host of New Zealand',
    ask('www.example-jewellers.co.nz:443', '/', { marketHosts: productionHosts }),
    render('en-NZ', 'NZ'),
  ],
  [
    'a host the configuration does not name is the default market, whatever the default hosts say',
    ask('www.example-jewellers.ca', '/stores', { marketHosts: productionHosts }),
    render('en-AU', 'AU'),
  ],
  [
    'the default hosts include each locale’s production domain',
    ask('www.example-jewellers.ca', '/stores', { marketHosts: defaultMarketHosts }),
    render('en-CA', 'CA'),
  ],

  // The path prefix.
  [
    '/fr on the Canadian host is fr-CA, remembered',
    ask('ca.localhost:8080', '/fr/p/ring'),
    render('fr-CA', 'CA', 'fr', frCookie),
  ],
  [
    '/fr-CA on the Canadian host is fr-CA',
    ask('ca.localhost:8080', '/fr-CA/my-bag'),
    render('fr-CA', 'CA', 'fr-CA', frCookie),
  ],
  ['the French home', ask('ca.localhost:8080', '/fr'), render('fr-CA', 'CA', 'fr', frCookie)],
  ['a path that only starts like French is English', ask('ca.localhost:8080', '/france'), render('en-CA', 'CA')],
  ['a prefix in another case is no prefix', ask('ca.localhost:8080', '/FR/p/ring'), render('en-CA', 'CA')],
  [
    'a French path wins over an English cookie and browser',
    ask('ca.localhost:8080', '/fr/stores', { cookieHeader: 'storefront_locale=en-CA', languages: 'en-CA' }),
    render('fr-CA', 'CA', 'fr', frCookie),
  ],
  [
    'a French path on the default market goes to the Canadian origin, with its query',
    ask('localhost:8080', '/fr/p/ring', { search: '?x=1', hash: '#top' }),
    redirect('fr-CA', 'http://ca.localhost:8080/fr/p/ring?x=1', 'http://ca.localhost:8080/fr', {
      origin: 'http://ca.localhost:8080',
    }),
  ],
  [
    'a /fr-CA path on New Zealand goes to the Canadian /fr-CA',
    ask('nz.localhost:8080', '/fr-CA/stores'),
    redirect('fr-CA', 'http://ca.localhost:8080/fr-CA/stores', 'http://ca.localhost:8080/fr-CA', {
      origin: 'http://ca.localhost:8080',
    }),
  ],
  [
    'a French path on a production host goes to the configured Canadian origin',
    ask('www.example-jewellers.com.au', '/fr/stores', {
      marketHosts: productionHosts,
      marketOrigins: productionOrigins,
    }),
    redirect('fr-CA', 'https://shop.example-jewellers.ca/fr/stores', 'https://shop.example-jewellers.ca/fr', {
      origin: 'https://shop.example-jewellers.ca',
    }),
  ],
  [
    'a French path elsewhere renders in fr-CA when no Canadian origin is known',
    ask('localhost:8080', '/fr/p/ring', { marketOrigins: {} }),
    render('fr-CA', 'CA', 'fr', frCookie),
  ],
  [
    'a French path elsewhere with an unusable Canadian origin renders in fr-CA',
    ask('localhost:8080', '/fr/p/ring', { marketOrigins: { CA: 'not a url' } }),
    render('fr-CA', 'CA', 'fr', frCookie),
  ],

  // The cookie (Canada only).
  [
    'a fr-CA cookie takes an English path to French, keeping query and hash',
    ask('ca.localhost:8080', '/stores', { cookieHeader: 'a=1; storefront_locale=fr-CA', search: '?q=1', hash: '#map' }),
    redirect('fr-CA', '/fr/stores?q=1#map', '/fr'),
  ],
  [
    'an en-CA cookie wins over a French browser',
    ask('ca.localhost:8080', '/stores', { cookieHeader: 'storefront_locale=en-CA', languages: 'fr-CA' }),
    render('en-CA', 'CA'),
  ],
  [
    'no cookie: the browser decides',
    ask('ca.localhost:8080', '/stores', { cookieHeader: 'sid=abc', languages: 'fr-CA' }),
    redirect('fr-CA', '/fr/stores', '/fr'),
  ],
  [
    'an unknown cookie value is no cookie',
    ask('ca.localhost:8080', '/stores', { cookieHeader: 'storefront_locale=fr', languages: 'fr-FR' }),
    redirect('fr-CA', '/fr/stores', '/fr'),
  ],
  [
    'a badly encoded cookie is no cookie',
    ask('ca.localhost:8080', '/stores', { cookieHeader: 'storefront_locale=%E0%A4%A' }),
    render('en-CA', 'CA'),
  ],
  [
    'another market’s locale in the cookie is no cookie',
    ask('ca.localhost:8080', '/stores', { cookieHeader: 'storefront_locale=en-AU', languages: 'fr' }),
    redirect('fr-CA', '/fr/stores', '/fr'),
  ],
  [
    'a fr-CA cookie means nothing in Australia',
    ask('localhost:8080', '/stores', { cookieHeader: 'storefront_locale=fr-CA', languages: 'fr-CA' }),
    render('en-AU', 'AU'),
  ],
  [
    'a fr-CA cookie means nothing in New Zealand',
    ask('nz.localhost:8080', '/', { cookieHeader: 'storefront_locale=fr-CA' }),
    render('en-NZ', 'NZ'),
  ],

  // The browser's languages (Accept-Language, or navigator.languages).
  ['fr-CA first', ask('ca.localhost:8080', '/', { languages: 'fr-CA,en;q=0.8' }), redirect('fr-CA', '/fr', '/fr')],
  ['plain fr', ask('ca.localhost:8080', '/stores', { languages: 'fr' }), redirect('fr-CA', '/fr/stores', '/fr')],
  ['en-CA first', ask('ca.localhost:8080', '/stores', { languages: 'en-CA,fr-CA;q=0.9' }), render('en-CA', 'CA')],
  [
    'the first English or French language counts',
    ask('ca.localhost:8080', '/stores', { languages: 'de-DE,fr;q=0.5,en;q=0.4' }),
    redirect('fr-CA', '/fr/stores', '/fr'),
  ],
  [
    'no English or French: en-CA',
    ask('ca.localhost:8080', '/stores', { languages: 'de-DE,es' }),
    render('en-CA', 'CA'),
  ],
  ['no languages at all: en-CA', ask('ca.localhost:8080', '/stores', { languages: null }), render('en-CA', 'CA')],
  [
    'weights order the header, not its order',
    ask('ca.localhost:8080', '/stores', { languages: 'en;q=0.5, fr-CA' }),
    redirect('fr-CA', '/fr/stores', '/fr'),
  ],
  [
    'a language weighted 0 is refused',
    ask('ca.localhost:8080', '/stores', { languages: 'fr;q=0, de' }),
    render('en-CA', 'CA'),
  ],
  [
    'navigator.languages, most preferred first',
    ask('ca.localhost:8080', '/stores', { languages: ['fr-FR', 'en'] }),
    redirect('fr-CA', '/fr/stores', '/fr'),
  ],
  [
    'a French browser in New Zealand',
    ask('nz.localhost:8080', '/stores', { languages: 'fr-CA' }),
    render('en-NZ', 'NZ'),
  ],

  // ?locale= (a Canadian locale chosen on another host, where the cookie could not be set).
  [
    '?locale=en-CA on the Canadian host is remembered and dropped, over a French browser',
    ask('ca.localhost:8080', '/stores', { search: '?locale=en-CA&q=1', languages: 'fr-CA' }),
    redirect('en-CA', '/stores?q=1', '/', { setCookie: enCookie }),
  ],
  [
    '?locale=fr-CA on the Canadian host goes to the French page',
    ask('ca.localhost:8080', '/stores', { search: '?locale=fr-CA' }),
    redirect('fr-CA', '/fr/stores', '/fr', { setCookie: frCookie }),
  ],
  [
    '?locale= wins over the cookie',
    ask('ca.localhost:8080', '/stores', { search: 'locale=en-CA', cookieHeader: 'storefront_locale=fr-CA' }),
    redirect('en-CA', '/stores', '/', { setCookie: enCookie }),
  ],
  [
    '?locale=en-CA on a French path leaves the prefix, keeping query and hash',
    ask('ca.localhost:8080', '/fr/p/ring', { search: '?locale=en-CA&size=6', hash: '#reviews' }),
    redirect('en-CA', '/p/ring?size=6#reviews', '/', { setCookie: enCookie }),
  ],
  [
    '?locale=fr-CA on a /fr-CA path keeps its prefix',
    ask('ca.localhost:8080', '/fr-CA/stores', { search: '?locale=fr-CA' }),
    redirect('fr-CA', '/fr-CA/stores', '/fr', { setCookie: frCookie }),
  ],
  [
    'an invalid ?locale= on the Canadian host is ignored and left in the address',
    ask('ca.localhost:8080', '/stores', { search: '?locale=fr' }),
    render('en-CA', 'CA'),
  ],
  [
    'another market’s locale in ?locale= on the Canadian host is ignored',
    ask('ca.localhost:8080', '/stores', { search: '?locale=en-AU', cookieHeader: 'storefront_locale=fr-CA' }),
    redirect('fr-CA', '/fr/stores?locale=en-AU', '/fr'),
  ],
  [
    '?locale= on a non-Canadian host is ignored: the page renders',
    ask('localhost:8080', '/p/ring', { search: '?locale=en-CA' }),
    render('en-AU', 'AU'),
  ],
  [
    '?locale=fr-CA in New Zealand is ignored',
    ask('nz.localhost:8080', '/p/ring', { search: '?locale=fr-CA&sku=R-1' }),
    render('en-NZ', 'NZ'),
  ],
  [
    '?locale= on a French path elsewhere travels to the Canadian host, which decides',
    ask('localhost:8080', '/fr/stores', { search: '?locale=en-CA' }),
    redirect('fr-CA', 'http://ca.localhost:8080/fr/stores?locale=en-CA', 'http://ca.localhost:8080/fr', {
      origin: 'http://ca.localhost:8080',
    }),
  ],

  // The caller checks a redirect's target: the decision only says where the same page is.
  [
    'a path that leaves the site once its prefix changes is the caller’s to refuse (home is the fallback)',
    ask('ca.localhost:8080', '/fr//evil.example', { search: '?locale=en-CA' }),
    redirect('en-CA', '//evil.example', '/', { setCookie: enCookie }),
  ],
];

describe('decideLocale', () => {
  it.each(cases)('%s', (_name, request, expected) => {
    expect(decideLocale(request)).toEqual(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', ['fr-CA', 'fr', 'en']],
    ['en;q=0.5, fr-CA', ['fr-CA', 'en']],
    ['de, fr;q=0.9, en;q=0.9', ['de', 'fr', 'en']],
    ['*, fr;q=0', []],
    ['fr;q=abc, en', ['en']],
    ['', []],
  ])('%s gives %j', (header, languages) => {
    expect(parseAcceptLanguage(header)).toEqual(languages);
  });
});
