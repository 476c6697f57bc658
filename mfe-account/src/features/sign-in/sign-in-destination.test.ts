import { setActiveLocale } from '@storefront/contracts';
import { signInDestination } from './sign-in-destination';

const origin = 'https://www.lustre.example';

/** Targets that must never lead off the site (or run script) after sign-in: each goes to the account home. */
const hostile = [
  'https://evil.example/phish',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE/',
  '//evil.example/phish',
  '///evil.example/phish',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%255C%255Cevil.example',
  '/%252F%252Fevil.example',
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://www.lustre.example@evil.example/',
  'https://evil.example#https://www.lustre.example/',
  '/\u2215\u2215evil.example',
  '/\uff0f\uff0fevil.example',
  'blob:https://evil.example/uuid',
  '',
];

/** Targets a parser reads as a path on this site, however they are written: they stay here. */
const onSite = ['https:evil.example', 'https:/evil.example', '/my-account/../../evil', '/%2e%2e/%2e%2e/evil'];

describe('where the sign-in page sends a member (returnTo)', () => {
  afterEach(() => setActiveLocale({ locale: 'en-AU', market: 'AU', pathPrefix: null }));

  it.each(hostile)('sends %j to the account home, on this site', (returnTo) => {
    const destination = signInDestination(returnTo, origin);
    expect(destination).toBe('/my-account');
    expect(new URL(destination, origin).origin).toBe(origin);
  });

  it.each(onSite)('keeps %j on this site', (returnTo) => {
    const destination = signInDestination(returnTo, origin);
    expect(destination).toMatch(/^\/(?![/\\])/);
    expect(new URL(destination, origin).origin).toBe(origin);
  });

  it('tests at least twenty hostile targets', () => {
    expect(hostile.length + onSite.length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['/my-account/order-history', '/my-account/order-history'],
    ['/p/aurora-ring?size=M#reviews', '/p/aurora-ring?size=M#reviews'],
    ['/fr/my-account/wishlist', '/fr/my-account/wishlist'],
    ['https://www.lustre.example/my-bag', '/my-bag'],
  ])('honours the same-site path %j', (returnTo, expected) => {
    expect(signInDestination(returnTo, origin)).toBe(expected);
  });

  it('goes to the account home when there is no returnTo, in the locale of the page', () => {
    expect(signInDestination(null, origin)).toBe('/my-account');
    setActiveLocale({ locale: 'fr-CA', market: 'CA', pathPrefix: 'fr' });
    expect(signInDestination('//evil.example', origin)).toBe('/fr/my-account');
  });
});
