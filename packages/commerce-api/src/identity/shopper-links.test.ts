import { safeReturnPath } from './shopper-links';

describe('safeReturnPath (T8: open redirects)', () => {
  const hostile = [
    '//evil.example',
    '//evil.example/my-account',
    '///evil.example',
    'https://evil.example',
    'http://evil.example/path',
    'https:evil.example',
    'https:/evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' //evil.example',
    '/ /evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'evil.example',
    '.evil.example',
    '@evil.example',
    '/\u0000//evil.example',
    '/%00//evil.example',
    '/\u2028//evil.example',
    '/%E0%A4%A',
    `/${'a'.repeat(3000)}`,
    '',
  ];

  it.each(hostile)('refuses %j and falls back to the account page', (value) => {
    expect(safeReturnPath(value)).toBe('/my-account');
  });

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['/my-bag']]) expect(safeReturnPath(value)).toBe('/my-account');
  });

  it.each([
    ['/my-bag', '/my-bag'],
    ['/checkout/shipping?step=2', '/checkout/shipping?step=2'],
    ['/fr/my-account/order-history', '/fr/my-account/order-history'],
    ['/p/solitaire-ring#reviews', '/p/solitaire-ring#reviews'],
    ['/search?q=rose%20gold', '/search?q=rose%20gold'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('uses the given fallback', () => {
    expect(safeReturnPath('//evil.example', '/my-bag')).toBe('/my-bag');
  });
});
