import { decideLocale, defaultMarketHosts } from '@storefront/i18n';
import Fastify from 'fastify';
import { localeContext, localeOfRequest, requestLocale } from './locale';

/** A bare app that answers every request with the locale the API would serve it in. */
async function localeApp() {
  const app = Fastify({ trustProxy: '127.0.0.1' });
  app.get('/api/where', async (request) => requestLocale(request));
  await app.ready();
  return app;
}

describe('the locale of an API request', () => {
  it('is the storefront’s header whenever it names a locale, whatever else the request says', async () => {
    const app = await localeApp();
    const response = await app.inject({
      url: '/api/where?locale=fr-CA',
      headers: {
        'x-storefront-locale': 'en-NZ',
        host: 'ca.localhost:8080',
        cookie: 'storefront_locale=fr-CA',
        'accept-language': 'fr-CA',
      },
    });
    expect(response.json()).toEqual({ locale: 'en-NZ', market: 'NZ', currency: 'NZD', language: 'en' });
    await app.close();
  });

  it.each([
    ['the default market on an unknown host', { host: 'api.internal:8090' }, 'en-AU'],
    ['the market of the host', { host: 'nz.localhost:8080' }, 'en-NZ'],
    ['a production domain', { host: 'www.example-jewellers.ca' }, 'en-CA'],
    ['a French browser in Canada', { host: 'ca.localhost:8080', 'accept-language': 'de, fr;q=0.8' }, 'fr-CA'],
    [
      'the cookie before the browser in Canada',
      { host: 'ca.localhost:8080', 'accept-language': 'fr-CA', cookie: 'sid=1; storefront_locale=en-CA' },
      'en-CA',
    ],
    ['a French browser outside Canada', { host: 'localhost:8080', 'accept-language': 'fr-CA' }, 'en-AU'],
    ['the host the edge forwards', { host: '127.0.0.1:8090', 'x-forwarded-host': 'ca.localhost:8080' }, 'en-CA'],
    [
      'a header that names no locale',
      { host: 'ca.localhost', 'x-storefront-locale': 'fr', cookie: 'storefront_locale=fr-CA' },
      'fr-CA',
    ],
  ])('without the header: %s', async (_name, headers, locale) => {
    const app = await localeApp();
    const response = await app.inject({ url: '/api/where', headers });
    expect(response.json()).toMatchObject({ locale });
    await app.close();
  });

  it('reads ?locale= as the storefront does: a Canadian locale on the Canadian host, ignored elsewhere', async () => {
    const app = await localeApp();
    const on = (host: string) => app.inject({ url: '/api/where?q=ring&locale=fr-CA', headers: { host } });
    expect((await on('ca.localhost:8080')).json()).toMatchObject({ locale: 'fr-CA' });
    expect((await on('localhost:8080')).json()).toMatchObject({ locale: 'en-AU' });
    await app.close();
  });

  it('decides a request without the header exactly as decideLocale decides a page', () => {
    for (const signals of [
      { host: 'ca.localhost:8080', url: '/api/bag?locale=en-CA', cookie: 'storefront_locale=fr-CA' },
      { host: 'ca.localhost:8080', url: '/api/bag', acceptLanguage: 'en;q=0.2, fr-CA;q=0.9' },
      { host: 'nz.localhost:8080', url: '/api/stores', acceptLanguage: 'fr-CA' },
      { host: 'www.example-jewellers.com.au', url: '/api/products/ring?locale=fr-CA' },
    ]) {
      const [pathname = '', query] = signals.url.split('?');
      const decision = decideLocale({
        host: signals.host,
        pathname,
        search: query ? `?${query}` : '',
        cookieHeader: signals.cookie ?? null,
        languages: signals.acceptLanguage ?? null,
        marketHosts: defaultMarketHosts,
      });
      expect(localeOfRequest(signals)).toEqual(localeContext(decision.locale));
    }
  });

  it('takes market, currency and language from the locale’s settings', () => {
    expect(localeContext('fr-CA')).toEqual({ locale: 'fr-CA', market: 'CA', currency: 'CAD', language: 'fr' });
    expect(localeContext('en-AU')).toEqual({ locale: 'en-AU', market: 'AU', currency: 'AUD', language: 'en' });
  });
});
