import { bagSummaryAnswerSchema, sessionAnswerSchema, wishlistAnswerSchema } from '@storefront/api-schemas';
import {
  bagSummaryChanged,
  guestWishlistRestored,
  memberWishlistLoaded,
  signedIn,
  signedOut,
  storefrontApiHeaders,
} from '@storefront/contracts';
import { createHttpClient, type HttpClient } from '@storefront/http';

/** The commerce API as the shell calls it: same origin, the active locale on every request, short time limits. */
export function createShellApi(): HttpClient {
  return createHttpClient({
    baseUrl: '/api',
    timeoutMs: 5000,
    headers: storefrontApiHeaders,
  });
}

/**
 * Fills the shared stores the header reads (who is signed in, the bag count, a member's wishlist) from the API.
 * Each part fails on its own: without the API the page still renders as a guest's with an empty bag.
 */
export async function loadShopperState(api: HttpClient = createShellApi()): Promise<void> {
  const [session] = await Promise.allSettled([
    api.get('/identity/session', { schema: sessionAnswerSchema }),
    api
      .get('/bag/summary', { schema: bagSummaryAnswerSchema })
      .then((bag) =>
        bagSummaryChanged({ itemCount: bag.itemCount, subtotalCents: bag.subtotalCents, currency: bag.currency }),
      ),
  ]);
  if (session.status === 'rejected') return;
  if (!session.value.signedIn) {
    signedOut();
    guestWishlistRestored();
    return;
  }
  const { customer } = session.value;
  signedIn({
    customerId: customer.id,
    firstName: customer.firstName,
    email: customer.email,
    brillianceMember: customer.brillianceNumber != null,
  });
  try {
    const wishlist = await api.get('/wishlist', { schema: wishlistAnswerSchema });
    memberWishlistLoaded(
      wishlist.items.map((item) => ({
        productId: item.productId,
        ...(item.sku ? { sku: item.sku } : {}),
        addedAt: Date.parse(item.addedAt),
      })),
    );
  } catch (error) {
    console.warn('[storefront] member wishlist unavailable', error);
  }
}
