import { bootLocale } from './boot-locale';

const config = {
  marketHosts: { localhost: 'AU', 'au.localhost': 'AU', 'ca.localhost': 'CA', 'nz.localhost': 'NZ' } as const,
  marketOrigins: { AU: 'http://au.localhost:8080', CA: 'http://ca.localhost:8080', NZ: 'http://nz.localhost:8080' },
};

const boot = (href: string, cookieHeader = '', browserLanguages: string[] = ['en-US']) =>
  bootLocale({ url: new URL(href), cookieHeader, browserLanguages, config });

describe('boot locale', () => {
  it('serves the default market on localhost', () => {
    expect(boot('http://localhost:8080/my-bag')).toMatchObject({ action: 'render', locale: 'en-AU', market: 'AU' });
  });

  it('takes the market from the host', () => {
    expect(boot('http://nz.localhost:8080/')).toMatchObject({ action: 'render', locale: 'en-NZ', market: 'NZ' });
    expect(boot('http://ca.localhost:8080/')).toMatchObject({ action: 'render', locale: 'en-CA', market: 'CA' });
  });

  it('renders French paths on the Canadian host in fr-CA and remembers the choice', () => {
    for (const path of ['/fr/my-bag', '/fr-CA/my-bag']) {
      const decision = boot(`http://ca.localhost:8080${path}`);
      expect(decision).toMatchObject({ action: 'render', locale: 'fr-CA', market: 'CA' });
      expect(decision.setCookie).toContain('fr-CA');
    }
  });

  it('sends a French path on another market to the Canadian site', () => {
    expect(boot('http://localhost:8080/fr/p/ring?x=1')).toEqual({
      action: 'redirect',
      to: 'http://ca.localhost:8080/fr/p/ring?x=1',
      setCookie: null,
    });
  });

  it('redirects an English path on the Canadian host to French when the cookie says fr-CA', () => {
    expect(boot('http://ca.localhost:8080/stores', 'storefront_locale=fr-CA')).toMatchObject({
      action: 'redirect',
      to: '/fr/stores',
    });
  });

  it('falls back to the browser languages, then English, on the Canadian host', () => {
    expect(boot('http://ca.localhost:8080/stores', '', ['fr-FR', 'en'])).toMatchObject({
      action: 'redirect',
      to: '/fr/stores',
    });
    expect(boot('http://ca.localhost:8080/stores', '', ['de-DE'])).toMatchObject({ action: 'render', locale: 'en-CA' });
  });

  it('honours a locale chosen on another market, then drops it from the address', () => {
    const decision = boot('http://ca.localhost:8080/stores?locale=en-CA&q=1', '', ['fr-CA']);
    expect(decision).toEqual({ action: 'redirect', to: '/stores?q=1', setCookie: expect.stringContaining('en-CA') });
  });
});
