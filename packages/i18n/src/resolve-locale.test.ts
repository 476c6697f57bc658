import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeCookie,
  marketFromHost,
  parseLocalePath,
  readLocaleCookie,
  resolveLocale,
  switchLocalePath,
} from './resolve-locale';

describe('parseLocalePath', () => {
  it.each([
    ['/fr/p/x', 'fr', '/p/x'],
    ['/fr-CA/my-bag', 'fr-CA', '/my-bag'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/fr-CA', 'fr-CA', '/'],
    ['/fr?q=bague', 'fr', '/?q=bague'],
    ['/', null, '/'],
    ['', null, '/'],
    ['/p/x', null, '/p/x'],
    ['/france', null, '/france'],
    ['/fr-ca/p/x', null, '/fr-ca/p/x'],
    ['/FR/p/x', null, '/FR/p/x'],
    ['/fr-CAN', null, '/fr-CAN'],
    ['/p/fr', null, '/p/fr'],
  ])('%s has prefix %s and rest %s', (pathname, prefix, rest) => {
    expect(parseLocalePath(pathname)).toEqual({ prefix, rest });
  });
});

describe('marketFromHost', () => {
  const hosts = { 'ca.localhost': 'CA', 'nz.localhost': 'NZ', 'www.example-jewellers.ca': 'CA' } as const;

  it('finds the market of a configured host, ignoring case, port and trailing dot', () => {
    expect(marketFromHost('ca.localhost', hosts, 'AU')).toBe('CA');
    expect(marketFromHost('NZ.Localhost:8080', hosts, 'AU')).toBe('NZ');
    expect(marketFromHost('www.example-jewellers.ca.', hosts, 'AU')).toBe('CA');
  });

  it('falls back for unknown hosts', () => {
    expect(marketFromHost('localhost:8080', hosts, 'AU')).toBe('AU');
    expect(marketFromHost('[::1]:8080', hosts, 'NZ')).toBe('NZ');
    expect(marketFromHost('toString', hosts, 'AU')).toBe('AU');
  });
});

describe('resolveLocale', () => {
  it('switches any French path to fr-CA', () => {
    expect(resolveLocale({ market: 'CA', pathPrefix: 'fr' })).toBe('fr-CA');
    expect(resolveLocale({ market: 'CA', pathPrefix: 'fr-CA', cookieLocale: 'en-CA' })).toBe('fr-CA');
    expect(resolveLocale({ market: 'AU', pathPrefix: 'fr' })).toBe('fr-CA');
  });

  it('gives the only locale of Australia and New Zealand whatever cookie or browser says', () => {
    const preferFrench = { pathPrefix: null, cookieLocale: 'fr-CA', browserLanguages: ['fr-FR'] } as const;
    expect(resolveLocale({ market: 'AU', ...preferFrench })).toBe('en-AU');
    expect(resolveLocale({ market: 'NZ', ...preferFrench })).toBe('en-NZ');
  });

  it('on Canada prefers the cookie over the browser languages', () => {
    expect(resolveLocale({ market: 'CA', pathPrefix: null, cookieLocale: 'en-CA', browserLanguages: ['fr-CA'] })).toBe(
      'en-CA',
    );
    expect(resolveLocale({ market: 'CA', pathPrefix: null, cookieLocale: 'fr-CA', browserLanguages: ['en'] })).toBe(
      'fr-CA',
    );
  });

  it('on Canada ignores a cookie naming another market or garbage', () => {
    expect(resolveLocale({ market: 'CA', pathPrefix: null, cookieLocale: 'en-AU', browserLanguages: ['fr'] })).toBe(
      'fr-CA',
    );
    expect(resolveLocale({ market: 'CA', pathPrefix: null, cookieLocale: 'klingon', browserLanguages: [] })).toBe(
      'en-CA',
    );
  });

  it.each([
    [['fr'], 'fr-CA'],
    [['fr-FR'], 'fr-CA'],
    [['fr-CA', 'en'], 'fr-CA'],
    [['de-DE', 'fr-BE'], 'fr-CA'],
    [['en-GB', 'fr'], 'en-CA'],
    [['en'], 'en-CA'],
    [['de', 'es'], 'en-CA'],
    [[], 'en-CA'],
  ])('on Canada without a cookie, browser languages %j give %s', (browserLanguages, expected) => {
    expect(resolveLocale({ market: 'CA', pathPrefix: null, browserLanguages })).toBe(expected);
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on the whole site', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(localeCookie('fr-CA')).toBe(`${LOCALE_COOKIE}=fr-CA; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(localeCookie('en-CA', { secure: true })).toMatch(/; Secure$/);
  });

  it('reads the locale back from a cookie header', () => {
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE}=fr-CA; b=2`)).toBe('fr-CA');
    expect(readLocaleCookie(`${LOCALE_COOKIE}=en-CA`)).toBe('en-CA');
    expect(readLocaleCookie(`${LOCALE_COOKIE}=fr%2DCA`)).toBe('fr-CA');
  });

  it('reads nothing from a missing, foreign or malformed cookie', () => {
    expect(readLocaleCookie(undefined)).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
    expect(readLocaleCookie('other_storefront_locale=fr-CA')).toBeNull();
    expect(readLocaleCookie(`${LOCALE_COOKIE}=de-DE`)).toBeNull();
    expect(readLocaleCookie(`${LOCALE_COOKIE}=%E0%A4%A`)).toBeNull();
  });
});

describe('switchLocalePath', () => {
  it.each([
    ['/p/ring', 'fr-CA', '/fr/p/ring'],
    ['/', 'fr-CA', '/fr'],
    ['/fr/p/ring', 'en-CA', '/p/ring'],
    ['/fr-CA/p/ring', 'en-CA', '/p/ring'],
    ['/fr', 'en-CA', '/'],
    ['/fr-CA/stores', 'fr-CA', '/fr-CA/stores'],
    ['/fr/stores', 'fr-CA', '/fr/stores'],
    ['/p/ring', 'en-CA', '/p/ring'],
    ['/search?q=gold', 'fr-CA', '/fr/search?q=gold'],
    ['/?q=gold', 'fr-CA', '/fr?q=gold'],
    ['/fr/search?q=or', 'en-CA', '/search?q=or'],
  ] as const)('%s in %s is %s', (pathname, target, expected) => {
    expect(switchLocalePath(pathname, target)).toBe(expected);
  });
});
