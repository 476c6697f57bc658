import { announce, type StorefrontEventMap } from '@storefront/contracts';
import { jest } from '@jest/globals';
import { followStorefrontEvents, forgetLoggedOrdersForTests, type EventLoggingSdk } from './engagement-events';
import { setEngagementLogging } from './engagement-log';

/** The SDK's two logging calls, recorded; `accepts` says what the SDK answers (false: blocklisted or not running). */
function recordingSdk(accepts = true) {
  const events: Array<{ name: string; properties: unknown }> = [];
  const purchases: unknown[][] = [];
  const sdk: EventLoggingSdk = {
    logCustomEvent: (name, properties) => {
      events.push({ name, properties });
      return accepts;
    },
    logPurchase: (...args) => {
      purchases.push(args);
      return accepts;
    },
  };
  return { sdk, events, purchases };
}

const order = (overrides: Partial<StorefrontEventMap['storefront:order-placed']> = {}) => ({
  orderNumber: '100000000042',
  currency: 'AUD',
  lines: [
    { productId: 'p-18000001', sku: '18000001', unitPriceCents: 129_900, quantity: 1 },
    { productId: 'p-18000007', sku: '18000007-R', unitPriceCents: 4_995, quantity: 2 },
  ],
  ...overrides,
});

let logged: string[];
let stop: () => void = () => undefined;

beforeEach(() => {
  sessionStorage.clear();
  forgetLoggedOrdersForTests();
  setEngagementLogging(true);
  logged = [];
  jest.spyOn(console, 'info').mockImplementation((message: unknown) => void logged.push(String(message)));
});
afterEach(() => {
  stop();
  setEngagementLogging(false);
  jest.restoreAllMocks();
});

describe('following the storefront’s events into the engagement SDK', () => {
  it('logs, at the first follow in a page, what was announced before the SDK started, and at a later one only what follows', () => {
    // This file's first follow: a search, a category page and an order announced while the page loaded, before the
    // SDK started.
    announce('storefront:search-performed', { query: 'sapphire', resultCount: 7 });
    announce('storefront:category-viewed', { category: 'engagement-rings', name: 'Engagement Rings' });
    announce('storefront:order-placed', order({ orderNumber: '100000000007' }));
    const first = recordingSdk();
    const stopFirst = followStorefrontEvents(first.sdk);
    expect(first.events).toEqual([
      { name: 'searched', properties: { query: 'sapphire', result_count: 7 } },
      { name: 'viewed_collection', properties: { category: 'engagement-rings', name: 'Engagement Rings' } },
    ]);
    expect(first.purchases.map((purchase) => purchase[0])).toEqual(['p-18000001', 'p-18000007']);
    stopFirst();

    // Marketing messages off, a search, back on: what happened while they were off stays unlogged.
    announce('storefront:search-performed', { query: 'opal', resultCount: 2 });
    const again = recordingSdk();
    stop = followStorefrontEvents(again.sdk);
    expect(again.events).toEqual([]);
  });

  it('logs an add to bag as added_to_bag with the sku, quantity, price in the currency’s units and currency', () => {
    const { sdk, events } = recordingSdk();
    stop = followStorefrontEvents(sdk);
    announce('storefront:bag-item-added', { sku: '18000001', quantity: 2, priceCents: 129_950, currency: 'CAD' });
    expect(events).toEqual([
      { name: 'added_to_bag', properties: { sku: '18000001', quantity: 2, price: 1299.5, currency: 'CAD' } },
    ]);
    expect(logged).toEqual([]);
  });

  it('logs a wishlist add as added_to_wishlist, with the sku only when the shopper chose one', () => {
    const { sdk, events } = recordingSdk();
    stop = followStorefrontEvents(sdk);
    announce('storefront:wishlist-item-added', { productId: 'p-18000001', sku: '18000001-Y' });
    announce('storefront:wishlist-item-added', { productId: 'p-18000002' });
    expect(events).toEqual([
      { name: 'added_to_wishlist', properties: { product_id: 'p-18000001', sku: '18000001-Y' } },
      { name: 'added_to_wishlist', properties: { product_id: 'p-18000002' } },
    ]);
  });

  it('logs a search as searched with the query and how many it found; an empty query is logged only', () => {
    const { sdk, events } = recordingSdk();
    stop = followStorefrontEvents(sdk);
    announce('storefront:search-performed', { query: ' opal ring ', resultCount: 7 });
    announce('storefront:search-performed', { query: '  ', resultCount: 0 });
    expect(events).toEqual([{ name: 'searched', properties: { query: 'opal ring', result_count: 7 } }]);
    expect(logged).toEqual(['[engagement] custom event "searched" not logged: query: the search query is empty']);
  });

  it('logs a category page opened as viewed_collection with the category and its name; one without a name is logged only', () => {
    const { sdk, events } = recordingSdk();
    stop = followStorefrontEvents(sdk);
    announce('storefront:category-viewed', { category: 'engagement-rings', name: 'Engagement Rings' });
    announce('storefront:category-viewed', { category: 'pendants', name: ' ' });
    expect(events).toEqual([
      { name: 'viewed_collection', properties: { category: 'engagement-rings', name: 'Engagement Rings' } },
    ]);
    expect(logged).toEqual([
      '[engagement] custom event "viewed_collection" not logged: name: the category name is empty',
    ]);
  });

  it('logs a checkout started as started_checkout with the item count, a 2-decimal subtotal and the currency', () => {
    const { sdk, events } = recordingSdk();
    stop = followStorefrontEvents(sdk);
    announce('storefront:checkout-started', { itemCount: 3, subtotalCents: 134_895, currency: 'NZD' });
    announce('storefront:checkout-started', { itemCount: 0, subtotalCents: 0, currency: 'NZD' });
    announce('storefront:checkout-started', { itemCount: 1, subtotalCents: 4_995, currency: 'XXY' });
    expect(events).toEqual([
      { name: 'started_checkout', properties: { item_count: 3, subtotal: 1348.95, currency: 'NZD' } },
    ]);
    expect(logged).toEqual([
      '[engagement] custom event "started_checkout" not logged: item_count: the checkout has no pieces',
      '[engagement] custom event "started_checkout" not logged: currency: the currency is not in the list of currencies',
    ]);
  });

  it('logs a placed order as one purchase per line with a 2-decimal price, its order number and sku', () => {
    const { sdk, purchases } = recordingSdk();
    stop = followStorefrontEvents(sdk);
    announce('storefront:order-placed', order());
    expect(purchases).toEqual([
      ['p-18000001', 1299, 'AUD', 1, { order_number: '100000000042', sku: '18000001' }],
      ['p-18000007', 49.95, 'AUD', 2, { order_number: '100000000042', sku: '18000007-R' }],
    ]);
  });

  it('logs an order once in this tab: its confirmation announced again (a reload) logs nothing more', () => {
    const first = recordingSdk();
    stop = followStorefrontEvents(first.sdk);
    announce('storefront:order-placed', order());
    stop();
    // A reload: a new page (nothing in memory), the same tab (session storage kept).
    forgetLoggedOrdersForTests();
    const again = recordingSdk();
    stop = followStorefrontEvents(again.sdk);
    announce('storefront:order-placed', order());
    expect(first.purchases).toHaveLength(2);
    expect(again.purchases).toEqual([]);
    announce('storefront:order-placed', order({ orderNumber: '100000000043' }));
    expect(again.purchases).toHaveLength(2);
  });

  it('skips a line that fails SPEC §5’s checks, logging why, and logs the order’s other lines', () => {
    const { sdk, purchases } = recordingSdk();
    stop = followStorefrontEvents(sdk);
    announce(
      'storefront:order-placed',
      order({
        lines: [
          { productId: '', sku: '18000001', unitPriceCents: 129_900, quantity: 1 },
          { productId: 'p-18000003', sku: '18000003', unitPriceCents: 5_000, quantity: 101 },
          { productId: 'p-18000004', sku: '18000004', unitPriceCents: 5_000, quantity: 1 },
        ],
      }),
    );
    expect(purchases.map(([productId]) => productId)).toEqual(['p-18000004']);
    expect(logged).toEqual([
      '[engagement] purchase of order 100000000042 not logged: productId: the product id is empty',
      '[engagement] purchase of order 100000000042 not logged: quantity: the quantity is more than 100',
    ]);
  });

  it('refuses an order in a currency outside the fixed list, and an add to bag without a price', () => {
    const { sdk, events, purchases } = recordingSdk();
    stop = followStorefrontEvents(sdk);
    announce('storefront:order-placed', order({ currency: 'XXY', lines: order().lines.slice(0, 1) }));
    announce('storefront:bag-item-added', { sku: '18000001', quantity: 1, priceCents: Number.NaN, currency: 'AUD' });
    expect(purchases).toEqual([]);
    expect(events).toEqual([]);
    expect(logged).toEqual([
      '[engagement] purchase of order 100000000042 not logged: currency: the currency is not in the list of currencies',
      '[engagement] custom event "added_to_bag" not logged: price: the price is not numeric',
    ]);
  });

  it('logs it when the SDK refuses a call (blocklisted by the workspace, or not running), and never throws', () => {
    const { sdk } = recordingSdk(false);
    stop = followStorefrontEvents(sdk);
    announce('storefront:wishlist-item-added', { productId: 'p-18000001' });
    // An announcement of another shape (an older or newer remote) is logged, not thrown into the page.
    window.dispatchEvent(new CustomEvent('storefront:order-placed', { detail: null }));
    expect(logged).toEqual([
      '[engagement] the engagement SDK refused the custom event "added_to_wishlist" (blocklisted, or not running)',
      '[engagement] purchase not logged: the announcement could not be read',
    ]);
  });

  it('stops logging once stopped', () => {
    const { sdk, events } = recordingSdk();
    followStorefrontEvents(sdk)();
    announce('storefront:search-performed', { query: 'pearl', resultCount: 3 });
    expect(events).toEqual([]);
  });
});
