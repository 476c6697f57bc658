/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:8080/"}
 */
import { announce } from '@storefront/contracts';
import * as sdk from './braze-sdk';
import { followStorefrontEvents } from './engagement-events';
import { inProcessStandin } from './in-process-standin';

const apiKey = 'events-test-api-key';
const engagement = inProcessStandin({ apiKey });

const flush = () => new Promise<boolean>((resolve) => sdk.requestImmediateDataFlush(resolve));
const eventsReceived = () =>
  engagement.standin.received.flatMap(
    (request) => (request.body?.events as Array<{ name: string; data: Record<string, unknown> }> | undefined) ?? [],
  );

describe('the storefront’s events through the real @braze/web-sdk', () => {
  it('reach the stand-in as ce custom events and p purchases with the storefront’s data', async () => {
    expect(
      sdk.initialize(apiKey, {
        baseUrl: engagement.standin.url,
        doNotLoadFontAwesome: true,
        noCookies: true,
        deviceId: 'events',
      }),
    ).toBe(true);
    sdk.openSession();
    const stop = followStorefrontEvents(sdk);

    announce('storefront:bag-item-added', { sku: '18000001', quantity: 1, priceCents: 129_900, currency: 'AUD' });
    announce('storefront:wishlist-item-added', { productId: 'p-18000002', sku: '18000002' });
    announce('storefront:search-performed', { query: 'opal', resultCount: 4 });
    const order = {
      orderNumber: '100000000077',
      currency: 'AUD',
      lines: [
        { productId: 'p-18000001', sku: '18000001', unitPriceCents: 129_900, quantity: 1 },
        { productId: 'p-18000005', sku: '18000005', unitPriceCents: 4_995, quantity: 2 },
      ],
    };
    announce('storefront:order-placed', order);
    announce('storefront:order-placed', order);
    expect(await flush()).toBe(true);
    stop();

    const events = eventsReceived();
    const custom = events.filter((event) => event.name === 'ce').map((event) => event.data);
    expect(custom).toEqual([
      { n: 'added_to_bag', p: { sku: '18000001', quantity: 1, price: 1299, currency: 'AUD' } },
      { n: 'added_to_wishlist', p: { product_id: 'p-18000002', sku: '18000002' } },
      { n: 'searched', p: { query: 'opal', result_count: 4 } },
    ]);
    // One purchase per line, once for the order announced twice; the SDK sends the price as a 2-decimal string.
    expect(events.filter((event) => event.name === 'p').map((event) => event.data)).toEqual([
      { pid: 'p-18000001', c: 'AUD', p: '1299.00', q: 1, pr: { order_number: '100000000077', sku: '18000001' } },
      { pid: 'p-18000005', c: 'AUD', p: '49.95', q: 2, pr: { order_number: '100000000077', sku: '18000005' } },
    ]);
  });
});
