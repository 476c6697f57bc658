import {
  insertFirstView,
  lcpImagePreload,
  PayloadCache,
  payloadSources,
  prependToHead,
  routeParams,
  slugPage,
} from './first-view';

describe('first view: the product page', () => {
  const source = payloadSources.product!;

  it('asks the API for the product with the address’s variant and size, and nothing for other parameters', () => {
    expect(source.apiPath({ product: 'aurora ring' }, new URLSearchParams(''))).toBe('/products/aurora%20ring');
    expect(source.apiPath({ product: 'aurora' }, new URLSearchParams('size=M&sku=R-1'))).toBe(
      '/products/aurora?sku=R-1&size=M',
    );
    expect(source.apiPath({ product: 'aurora' }, new URLSearchParams('gclid=1'))).toBeUndefined();
  });

  it('draws the chosen variant’s image, the name (escaped) and the price in the locale', () => {
    const view = source.firstView(
      {
        name: 'Ring "Aurora" & co',
        variants: [{ sku: 'A', image: '/a.svg' }],
        selected: { sku: 'A', price: { effectiveCents: 123450 } },
      },
      'en-AU',
    );

    expect(view).toContain('<img src="/a.svg" alt="" width="960" height="960" fetchpriority="high"');
    expect(view).toContain('Ring &quot;Aurora&quot; &amp; co');
    expect(view).toContain('$1,234.50');
    expect(view).toContain('aria-hidden="true"');
  });

  it('draws nothing from an answer of another shape', () => {
    expect(source.firstView({ name: 'x' }, 'en-AU')).toBeUndefined();
    expect(source.firstView({ name: 'x', variants: [], selected: { sku: 'A', price: null } }, 'en-AU')).toBeUndefined();
  });
});

describe('first view: the document', () => {
  const html = '<!doctype html><html lang=en><head></head><body><div id=root></div></body></html>';

  it('puts the view first in the body, the payload last, and marks <html>', () => {
    expect(insertFirstView(html, '<div>view</div>', '<script>p</script>')).toBe(
      '<!doctype html><html data-first-view lang=en><head></head><body><div>view</div><div id=root></div><script>p</script></body></html>',
    );
  });

  it('adds only the payload when there is no view, and leaves a document without a body alone', () => {
    expect(insertFirstView(html, undefined, '<script>p</script>')).toContain('<div id=root></div><script>p</script>');
    expect(insertFirstView('<p>hi</p>', '<div>view</div>', '<script>p</script>')).toBe('<p>hi</p>');
  });

  it('preloads the view’s largest image at the top of the head, after its meta tags and before any script', () => {
    const document =
      '<html><head><meta charset="utf-8"><title>x</title><script defer src="/main.js"></script>' +
      '<link rel="preload" href="/remoteEntry.js" as="script"></head><body></body></html>';
    const view = '<div><img src="/a.svg" alt="" fetchpriority="high"><img src="/b.svg" alt=""></div>';

    expect(insertFirstView(document, view, '')).toContain(
      '<title>x</title><link rel="preload" as="image" fetchpriority="high" href="/a.svg"><script defer src="/main.js">',
    );
    expect(prependToHead('<head><meta charset="utf-8"></head>', '<link>')).toBe(
      '<head><meta charset="utf-8"><link></head>',
    );
    expect(insertFirstView(document, '<div><img src="/a.svg"></div>', '')).not.toContain('as="image"');
  });

  it('preloads what a picture will show at each width, and an image’s srcset and sizes', () => {
    const picture =
      '<picture><source media="(min-width: 1280px)" srcset="/xl.svg"><source media="(min-width: 768px)" ' +
      'srcset="/md.svg"><img src="/sm.svg" alt="" fetchpriority="high"></picture>';

    expect(lcpImagePreload(picture)).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/xl.svg" media="(min-width: 1280px)">' +
        '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/md.svg" media="(min-width: 768px) and (max-width: 1279.98px)">' +
        '<link rel="preload" as="image" fetchpriority="high" href="/sm.svg" media="(max-width: 767.98px)">',
    );
    expect(
      lcpImagePreload('<img src="/a.svg" srcset="/a-1.svg 1x, /a-2.svg 2x" sizes="50vw" fetchpriority="high">'),
    ).toBe(
      '<link rel="preload" as="image" fetchpriority="high" imagesrcset="/a-1.svg 1x, /a-2.svg 2x" imagesizes="50vw">',
    );
    expect(
      lcpImagePreload('<picture><source media="print" srcset="/p.svg"><img src="/a.svg" fetchpriority="high">'),
    ).toBe('');
  });

  it('renders the catch-all’s category as the catalogue’s list page, a content slug as the content page', () => {
    expect(slugPage({ kind: 'category', id: 'c', slug: 'engagement-rings' })).toEqual({
      routeId: 'product-list',
      params: { slug: 'engagement-rings' },
    });
    expect(slugPage({ kind: 'content', id: 'p', slug: 'about-us' })).toEqual({
      routeId: 'content-page',
      params: { slug: 'about-us' },
    });
    expect(slugPage({ kind: 'not-found' })).toBeUndefined();
  });

  it('reads route parameters, decoded', () => {
    expect(routeParams('/fr/p/:product', '/fr/p/bague%20or')).toEqual({ product: 'bague or' });
  });
});

describe('first view: the answer cache', () => {
  it('keeps an answer for its time to live and drops the oldest when full', () => {
    const cache = new PayloadCache(1000, 2);
    cache.set('a', 1, 0);
    cache.set('b', 2, 0);
    cache.set('c', 3, 0);

    expect(cache.get('a', 10)).toBeUndefined();
    expect(cache.get('b', 10)).toBe(2);
    expect(cache.get('c', 1001)).toBeUndefined();
  });
});
