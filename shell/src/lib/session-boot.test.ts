import { buildBagSummaryAnswer } from '@storefront/api-schemas/testing';
import {
  bagSummaryChanged,
  getBagSummary,
  getSession,
  getWishlistItems,
  getWishlistOwner,
  guestWishlistRestored,
  signedOut,
  wishlistAdded,
} from '@storefront/contracts';
import { installFakeApi, problemReply, type FakeApi } from '@storefront/http/testing';
import { loadShopperState } from './session-boot';

describe('loadShopperState', () => {
  let api: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    signedOut();
    guestWishlistRestored();
    bagSummaryChanged({ itemCount: 0, subtotalCents: 0, currency: 'AUD' });
    api = installFakeApi();
  });
  afterEach(() => api.restore());

  it('shows a signed-in member with their bag count and account wishlist', async () => {
    api
      .on('GET', '/api/identity/session', {
        signedIn: true,
        customer: {
          id: 'c-1',
          firstName: 'Ava',
          lastName: 'M',
          email: 'ava@example.com',
          market: 'AU',
          brillianceNumber: '7071',
        },
      })
      .on('GET', '/api/bag/summary', buildBagSummaryAnswer({ itemCount: 3, subtotalCents: 129900, totalCents: 129900 }))
      .on('GET', '/api/wishlist', {
        currency: 'AUD',
        items: [
          {
            productId: 'p-18000001',
            sku: null,
            name: 'Aurora Diamond Pendant',
            slug: 'aurora-diamond-pendant',
            metal: '18kt-white-gold',
            imageUrl: '/api/images/products/p-18000001/18kt-white-gold.svg',
            online: true,
            price: { currency: 'AUD', listCents: 129900, memberCents: null, priceCents: 129900 },
            addedAt: '2026-11-18T00:00:00.000Z',
          },
        ],
      });
    await loadShopperState();
    expect(getSession()).toEqual({
      status: 'member',
      member: { customerId: 'c-1', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true },
    });
    expect(getBagSummary()).toEqual({ itemCount: 3, subtotalCents: 129900, currency: 'AUD' });
    expect(getWishlistOwner()).toBe('member');
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['p-18000001']);
    expect(api.requests.every((request) => request.headers['x-storefront-locale'] === 'en-AU')).toBe(true);
  });

  it('keeps a guest on their browser wishlist and never asks for an account list', async () => {
    wishlistAdded('p-18000002');
    api
      .on('GET', '/api/identity/session', { signedIn: false })
      .on('GET', '/api/bag/summary', buildBagSummaryAnswer({ itemCount: 1 }));
    await loadShopperState();
    expect(getSession()).toEqual({ status: 'guest' });
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['p-18000002']);
    expect(api.requests.map((request) => request.path)).not.toContain('/api/wishlist');
  });

  it('gives the header and the finance options the bag’s subtotal, not its total with delivery and tax', async () => {
    api
      .on('GET', '/api/identity/session', { signedIn: false })
      .on(
        'GET',
        '/api/bag/summary',
        buildBagSummaryAnswer({ itemCount: 2, subtotalCents: 250_000, totalCents: 284_495, currency: 'CAD' }),
      );
    await loadShopperState();
    expect(getBagSummary()).toEqual({ itemCount: 2, subtotalCents: 250_000, currency: 'CAD' });
  });

  it('leaves the page a guest’s when the API is down', async () => {
    api
      .on('GET', '/api/identity/session', problemReply(503, 'UNAVAILABLE'))
      .on('GET', '/api/bag/summary', problemReply(503, 'UNAVAILABLE'));
    await expect(loadShopperState()).resolves.toBeUndefined();
    expect(getSession()).toEqual({ status: 'guest' });
    expect(getBagSummary().itemCount).toBe(0);
  });
});
