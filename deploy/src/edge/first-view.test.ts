import { insertFirstView, PayloadCache, payloadSources, routeParams } from './first-view';

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
