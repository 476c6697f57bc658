import { decideLocale } from '@storefront/i18n';
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

  it('renders a page with ?locale= on another market as usual, leaving the address alone', () => {
    expect(boot('http://localhost:8080/p/ring?locale=en-CA')).toEqual({
      action: 'render',
      locale: 'en-AU',
      market: 'AU',
      pathPrefix: null,
      setCookie: null,
    });
    expect(boot('http://nz.localhost:8080/p/ring?locale=fr-CA')).toMatchObject({ action: 'render', locale: 'en-NZ' });
  });

  it('decides as the edge and the API do (decideLocale), then checks where a redirect goes', () => {
    for (const [href, cookieHeader, languages] of [
      ['http://localhost:8080/p/ring?locale=en-CA', '', ['fr-CA']],
      ['http://ca.localhost:8080/stores', 'storefront_locale=fr-CA', ['en']],
      ['http://ca.localhost:8080/fr-CA/stores?q=1#map', '', ['en']],
      ['http://ca.localhost:8080/stores?locale=en-CA', '', ['fr-CA']],
      ['http://nz.localhost:8080/fr/p/ring', '', ['fr-CA']],
    ] as const) {
      const url = new URL(href);
      const decision = decideLocale({
        host: url.host,
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        cookieHeader,
        languages,
        ...config,
      });
      const booted = boot(href, cookieHeader, [...languages]);
      expect(booted.action).toBe(decision.action);
      expect(booted.setCookie).toBe(decision.setCookie);
      if (booted.action === 'render')
        expect(booted).toMatchObject({ locale: decision.locale, market: decision.market });
      if (booted.action === 'redirect' && decision.action === 'redirect') expect(booted.to).toBe(decision.to);
    }
  });

  describe('never leaves the site for a hostile address', () => {
    const where = (to: string) => new URL(to, 'http://ca.localhost:8080');

    it.each([
      ['http://ca.localhost:8080//evil.example/?locale=en-CA', '/'],
      ['http://ca.localhost:8080//evil.example/?locale=fr-CA', '/fr'],
      ['http://ca.localhost:8080/fr//evil.example?locale=en-CA', '/'],
      ['http://ca.localhost:8080/fr-CA//evil.example/x?locale=en-CA', '/'],
      ['http://ca.localhost:8080/\\evil.example?locale=en-CA', '/'],
      ['http://ca.localhost:8080/./\\evil.example?locale=en-CA', '/'],
      ['http://ca.localhost:8080/%2F%2Fevil.example?locale=fr-CA', '/fr'],
      ['http://ca.localhost:8080/%2F%2Fevil.example?locale=en-CA', '/'],
      ['http://ca.localhost:8080/%5C%5Cevil.example?locale=en-CA', '/'],
      ['http://ca.localhost:8080/%252F%252Fevil.example?locale=en-CA', '/'],
      ['http://ca.localhost:8080/%09/evil.example?locale=en-CA', '/'],
      ['http://ca.localhost:8080/fr/%2e%2e//evil.example?locale=en-CA', '/'],
    ])('%s goes to %s on the Canadian host', (href, expected) => {
      const decision = boot(href);
      expect(decision).toMatchObject({ action: 'redirect', to: expected });
      if (decision.action === 'redirect') expect(where(decision.to).origin).toBe('http://ca.localhost:8080');
    });

    it('takes a hostile English path on the Canadian host to the French home when the cookie says fr-CA', () => {
      expect(boot('http://ca.localhost:8080/%2F%2Fevil.example', 'storefront_locale=fr-CA')).toMatchObject({
        action: 'redirect',
        to: '/fr',
      });
    });

    it('sends a hostile French path on another market only to the Canadian French home', () => {
      for (const href of [
        'http://localhost:8080/fr//evil.example',
        'http://localhost:8080/fr/%2F%2Fevil.example',
        'http://nz.localhost:8080/fr-CA/%5C%5Cevil.example',
      ]) {
        const decision = boot(href);
        expect(decision).toMatchObject({ action: 'redirect' });
        if (decision.action === 'redirect') expect(new URL(decision.to).origin).toBe('http://ca.localhost:8080');
      }
      expect(boot('http://localhost:8080/fr//evil.example')).toMatchObject({ to: 'http://ca.localhost:8080/fr' });
    });

    it('keeps the query and hash of an ordinary page it switches', () => {
      expect(boot('http://ca.localhost:8080/fr/p/ring?locale=en-CA&size=6#reviews')).toMatchObject({
        action: 'redirect',
        to: '/p/ring?size=6#reviews',
      });
    });
  });
});
