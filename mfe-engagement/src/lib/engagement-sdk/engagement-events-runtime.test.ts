import { jest } from '@jest/globals';
import { announce, defaultSiteConfig, signedIn, signedOut, siteConfigLoaded } from '@storefront/contracts';
import * as sdk from './braze-sdk';
import { optOutOfEngagement, startEngagement } from './engagement-runtime';
import { inProcessStandin } from './in-process-standin';

// The runtime follows the storefront's events once the real SDK runs: one subscription, kept when a sign-out wipes
// and re-initialises the SDK, gone after an opt-out.
const apiKey = 'events-runtime-test-key';
const engagement = inProcessStandin({ apiKey });

const flush = () => new Promise<boolean>((resolve) => sdk.requestImmediateDataFlush(resolve));
const customEvents = () =>
  engagement.standin.received
    .flatMap((request) => (request.body?.events as Array<{ name: string; data: { n?: string } }> | undefined) ?? [])
    .filter((event) => event.name === 'ce')
    .map((event) => event.data.n);

describe('the engagement runtime following the storefront’s events', () => {
  it('logs each announcement once, before and after a sign-out re-initialises the SDK, and nothing after an opt-out', async () => {
    siteConfigLoaded({
      ...defaultSiteConfig,
      engagement: { apiKey, baseUrl: engagement.standin.url, allowUserSuppliedJavascript: false, logging: true },
    });
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await startEngagement()).not.toBeNull();

    announce('storefront:bag-item-added', { sku: '18000001', quantity: 1, priceCents: 12_900, currency: 'AUD' });
    signedIn({
      customerId: '3f1c2a9e-8b7d-4c6e-9a0b-1d2e3f4a5b6c',
      firstName: 'Ava',
      email: 'ava@example.com',
      brillianceMember: false,
    });
    announce('storefront:wishlist-item-added', { productId: 'p-18000002' });
    expect(await flush()).toBe(true);

    // Signed out: the member's data wiped, the SDK initialised afresh; the same subscription carries on.
    signedOut();
    announce('storefront:search-performed', { query: 'opal', resultCount: 4 });
    expect(await flush()).toBe(true);
    expect(customEvents()).toEqual(['added_to_bag', 'added_to_wishlist', 'searched']);

    await optOutOfEngagement();
    info.mockClear();
    announce('storefront:search-performed', { query: 'pearl', resultCount: 2 });
    // Not even offered to the (disabled) SDK: no refusal logged.
    expect(info).not.toHaveBeenCalled();
    expect(customEvents()).toEqual(['added_to_bag', 'added_to_wishlist', 'searched']);
    info.mockRestore();
  });
});
