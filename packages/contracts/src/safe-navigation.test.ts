import { navigateSafely, safeLinkTarget, safeNavigationTarget, safeReturnPath } from './safe-navigation';

const ORIGIN = 'http://ca.localhost:8080';
const FALLBACK = '/fr';
const target = (value: unknown) => safeNavigationTarget(value, FALLBACK, { origin: ORIGIN });

/** Where the browser would end up if it were sent to `to` from a page on ORIGIN. */
const landing = (to: string) => new URL(to, ORIGIN);

describe('safe navigation', () => {
  // Each of these must come out as the fallback: none of them is an address our own code writes.
  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path and the locale query', '//evil.example/x?locale=fr-CA'],
    ['three slashes', '///evil.example'],
    ['four slashes', '////evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['slash backslash slash', '/\\/evil.example'],
    ['a backslash inside a path', '/fr\\..\\..\\/evil.example'],
    ['absolute URL to another origin', 'https://evil.example'],
    ['absolute http URL to another origin with a French path', 'http://evil.example/fr'],
    ['upper-case scheme and host', 'HTTPS://EVIL.EXAMPLE'],
    ['scheme without slashes (another scheme than the page)', 'https:evil.example'],
    ['scheme with one slash', 'https:/evil.example'],
    ['scheme with backslashes', 'https:\\\\evil.example'],
    ['http scheme with backslashes', 'http:\\\\evil.example'],
    ['userinfo naming this host', '//localhost@evil.example'],
    ['userinfo naming this origin', 'http://ca.localhost:8080@evil.example/'],
    ['protocol-relative userinfo naming this origin', '//ca.localhost:8080@evil.example'],
    ['this origin as a subdomain of another', 'http://ca.localhost:8080.evil.example/'],
    ['a backslash before an @', '//evil.example\\@ca.localhost:8080'],
    ['another port', 'http://ca.localhost:8081/fr'],
    ['another scheme on the same host', 'https://ca.localhost:8080/fr'],
    ['another market not explicitly allowed', 'http://au.localhost:8080/'],
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(document.domain)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['leading tab before javascript:', '\tjavascript:alert(1)'],
    ['leading space before javascript:', ' javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['upper-case data: in base64', 'DATA:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['blob: on this very origin', 'blob:http://ca.localhost:8080/0b5e'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['lower-case encoded slashes', '/%2f%2fevil.example'],
    ['encoded slashes without a leading slash', '%2F%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['two encoded backslashes', '/%5C%5Cevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['triple-encoded slashes', '/%25252F%25252Fevil.example'],
    ['double-encoded backslash', '/%255Cevil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['leading CR LF', '\r\n//evil.example'],
    ['encoded tab between the slashes', '/%09/evil.example'],
    ['encoded CR LF between the slashes', '/%0D%0A/evil.example'],
    ['encoded NUL', '/%00/evil.example'],
    ['leading spaces', '  //evil.example'],
    ['leading NUL', '\u0000//evil.example'],
    ['dot segment hiding a double slash', '/.//evil.example'],
    ['parent segment hiding a double slash', '/fr/..//evil.example'],
    ['encoded parent segment hiding a double slash', '/%2e%2e//evil.example'],
    ['double-encoded parent segments', '/%252e%252e/%252e%252e/x'],
    ['an empty segment after the locale prefix', '/fr//evil.example'],
    ['same origin written out, with a double slash', 'http://ca.localhost:8080/.//evil.example'],
    ['full-width solidus', '/\uff0f/evil.example'],
    ['two full-width solidi', '\uff0f\uff0fevil.example'],
    ['encoded full-width solidus', '/%EF%BC%8F/evil.example'],
    ['fraction slash', '/\u2044/evil.example'],
    ['division slash', '/\u2215/evil.example'],
    ['full-width reverse solidus', '/\uff3cevil.example'],
    ['ideographic full stop in a host', '//evil\u3002example'],
    ['zero-width space between the slashes', '/\u200b/evil.example'],
    ['right-to-left override', '\u202e//evil.example'],
    ['encoded host', '//%65vil.example'],
    ['a malformed escape', '/p/%E0%A4%A'],
    ['a lone percent sign', '%'],
    ['an empty string', ''],
    ['an address longer than any we write', `/${'a'.repeat(2048)}`],
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['an object', { toString: () => '//evil.example' }],
  ])('refuses %s', (_form, hostile) => {
    const result = target(hostile);
    expect(result).toBe(FALLBACK);
    expect(landing(result).origin).toBe(ORIGIN);
  });

  it.each([
    ['/fr/my-bag?x=1#y', '/fr/my-bag?x=1#y'],
    ['/checkout/shipping', '/checkout/shipping'],
    ['/', '/'],
    ['/search?q=gold%20ring', '/search?q=gold%20ring'],
    ['/search?q=18k%2Fwhite', '/search?q=18k%2Fwhite'],
    ['/p/bague-%C3%A9toile', '/p/bague-%C3%A9toile'],
    ['/my-account/login?returnTo=%2Fcheckout%2Fshipping', '/my-account/login?returnTo=%2Fcheckout%2Fshipping'],
    ['/fr/p/ring?x=//evil.example#//evil.example', '/fr/p/ring?x=//evil.example#//evil.example'],
    ['http://ca.localhost:8080/fr/stores?x=1', '/fr/stores?x=1'],
    ['HTTP://CA.LOCALHOST:8080/stores', '/stores'],
    ['http:evil.example', '/evil.example'],
    ['/fr/p/../stores', '/fr/stores'],
  ])('keeps %s on this origin as %s', (given, expected) => {
    expect(target(given)).toBe(expected);
  });

  it('goes to an explicitly allowed origin, and only there', () => {
    const options = { origin: 'http://localhost:8080', allowedOrigins: [ORIGIN] };
    expect(safeNavigationTarget('http://ca.localhost:8080/fr/p/ring?x=1', '/', options)).toBe(
      'http://ca.localhost:8080/fr/p/ring?x=1',
    );
    for (const hostile of [
      'http://ca.localhost:8080@evil.example/',
      'http://user:pw@ca.localhost:8080/fr',
      'http://ca.localhost:8080.evil.example/fr',
      'http://ca.localhost:8080//evil.example',
      'http://ca.localhost:8080/%2F%2Fevil.example',
      'https://evil.example/fr',
      'http:ca.localhost:8080/fr',
    ]) {
      expect(safeNavigationTarget(hostile, '/', options)).not.toMatch(/evil|^\/\/|^http:\/\/user/);
    }
    expect(safeNavigationTarget('https://evil.example/fr', '/', options)).toBe('/');
  });

  it('follows a provider page our API hands over only on a secure origin', () => {
    const options = { origin: ORIGIN, allowSecureExternal: true };
    expect(safeNavigationTarget('https://pay.example/hosted/ps_1', '/fr', options)).toBe(
      'https://pay.example/hosted/ps_1',
    );
    expect(safeNavigationTarget('http://127.0.0.1:9182/pay/ps_1', '/fr', options)).toBe(
      'http://127.0.0.1:9182/pay/ps_1',
    );
    for (const refused of [
      'http://pay.example/hosted/ps_1',
      'https://user:pw@pay.example/hosted',
      'https:pay.example/hosted',
      '//pay.example/hosted',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://pay.example\t/hosted',
    ]) {
      expect(safeNavigationTarget(refused, '/fr', options)).toBe('/fr');
    }
  });

  it('never hands back an unsafe fallback', () => {
    expect(safeNavigationTarget('//evil.example', '//evil.example', { origin: ORIGIN })).toBe('/');
    expect(safeNavigationTarget('//evil.example', 'https://evil.example', { origin: ORIGIN })).toBe('/');
  });

  it('reads a returnTo parameter as a same-origin path only', () => {
    const returnTo = (value: string | null) => safeReturnPath(value, '/my-account', { origin: ORIGIN });
    expect(returnTo(new URLSearchParams('returnTo=%2Ffr%2Fcheckout%2Fshipping').get('returnTo'))).toBe(
      '/fr/checkout/shipping',
    );
    expect(returnTo(null)).toBe('/my-account');
    expect(returnTo('//evil.example/login')).toBe('/my-account');
    expect(returnTo('http://au.localhost:8080/my-bag')).toBe('/my-account');
    expect(returnTo(new URLSearchParams('returnTo=%2F%2Fevil.example').get('returnTo'))).toBe('/my-account');
  });

  it('navigates with assign or replace, to the fallback when the target is refused', () => {
    const calls: string[] = [];
    const location = {
      origin: ORIGIN,
      assign: (to: string | URL) => void calls.push(`assign ${String(to)}`),
      replace: (to: string | URL) => void calls.push(`replace ${String(to)}`),
    };
    expect(navigateSafely('/fr/stores', { fallback: '/', location })).toBe('/fr/stores');
    expect(navigateSafely('//evil.example/', { fallback: '/fr', replace: true, location })).toBe('/fr');
    expect(calls).toEqual(['assign /fr/stores', 'replace /fr']);
  });

  it('reads a link from content as a path in the app, an https page elsewhere, or nothing', () => {
    const link = (value: unknown) => safeLinkTarget(value, { origin: ORIGIN });
    expect(link('/fr/guides/ring-size?x=1')).toEqual({ kind: 'in-app', path: '/fr/guides/ring-size?x=1' });
    expect(link('http://ca.localhost:8080/stores')).toEqual({ kind: 'in-app', path: '/stores' });
    expect(link('https://help.example.com/rings')).toEqual({
      kind: 'external',
      href: 'https://help.example.com/rings',
    });
    for (const hostile of [
      '/\\evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'http://evil.example/',
      'https://user@evil.example/',
      'mailto:a@b.example',
      '',
      null,
    ]) {
      expect(link(hostile)).toBeNull();
    }
  });
});
