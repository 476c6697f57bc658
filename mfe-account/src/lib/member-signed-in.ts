import {
  bagSummaryAnswerSchema,
  wishlistAnswerSchema,
  type MemberSummary as MemberAnswer,
  type WishlistAnswer,
} from '@storefront/api-schemas';
import {
  bagSummaryChanged,
  getWishlistItems,
  getWishlistOwner,
  guestWishlistCleared,
  memberWishlistLoaded,
  signedIn,
  type WishlistItem,
} from '@storefront/contracts';
import { accountApi } from './account-api-client';

/** Most pieces one merge takes (the API's limit); a longer guest list sends its newest. */
export const MAX_MERGED_WISHLIST_ITEMS = 100;

/** The guest's browser wishlist as the merge takes it, newest last, at most {@link MAX_MERGED_WISHLIST_ITEMS}. */
export function guestWishlistToMerge(
  items: readonly WishlistItem[],
): { productId: string; sku?: string; addedAt: string }[] {
  return [...items]
    .sort((a, b) => a.addedAt - b.addedAt)
    .slice(-MAX_MERGED_WISHLIST_ITEMS)
    .map((item) => ({
      productId: item.productId,
      ...(item.sku ? { sku: item.sku } : {}),
      addedAt: new Date(item.addedAt).toISOString(),
    }));
}

function storeItems(answer: WishlistAnswer): WishlistItem[] {
  return answer.items.map((item) => ({
    productId: item.productId,
    ...(item.sku ? { sku: item.sku } : {}),
    addedAt: Date.parse(item.addedAt),
  }));
}

/**
 * Reads the member's account wishlist into the shared store (the shell's boot does the same after a page load; a page
 * that needs it at once need not wait for the boot). Refreshes: the wishlist store.
 */
export async function loadMemberWishlist(signal?: AbortSignal): Promise<number> {
  const answer = await accountApi.get('/wishlist', { schema: wishlistAnswerSchema, ...(signal ? { signal } : {}) });
  memberWishlistLoaded(storeItems(answer));
  return answer.items.length;
}

/** The guest's wishlist joins the account's (or the account's is read), and the shared store shows the member's. */
async function carryWishlist(): Promise<void> {
  const guest = getWishlistOwner() === 'guest' ? guestWishlistToMerge(getWishlistItems()) : [];
  const answer =
    guest.length > 0
      ? await accountApi.post('/wishlist/merge', { body: { items: guest }, schema: wishlistAnswerSchema })
      : await accountApi.get('/wishlist', { schema: wishlistAnswerSchema });
  memberWishlistLoaded(storeItems(answer));
  // Merged into the account: the browser copy would otherwise come back as the guest's after sign-out.
  if (guest.length > 0) guestWishlistCleared();
}

/** The bag as the API merged it at sign-in (the guest's lines joined the member's), for the header's count. */
async function refreshBagSummary(): Promise<void> {
  const bag = await accountApi.get('/bag/summary', { schema: bagSummaryAnswerSchema });
  bagSummaryChanged({ itemCount: bag.itemCount, subtotalCents: bag.subtotalCents, currency: bag.currency });
}

/**
 * After the API signed a shopper in (sign-in, a confirmed registration, an activation): the guest wishlist merged
 * into the account and the bag count read again (the API merged the guest bag itself), then the shared session store
 * told who is signed in, which the header greets and a members-only page waits for. A failed merge or read does not
 * undo the sign-in: the store keeps the guest's list and the next page load reads the account's.
 * Refreshes: the wishlist store, the bag summary, the session store (and so, through the shell, every held answer).
 */
export async function memberSignedIn(customer: MemberAnswer): Promise<void> {
  const [wishlist, bag] = await Promise.allSettled([carryWishlist(), refreshBagSummary()]);
  if (wishlist.status === 'rejected') console.warn('[account] guest wishlist not merged', wishlist.reason);
  if (bag.status === 'rejected') console.warn('[account] bag summary not refreshed', bag.reason);
  signedIn({
    customerId: customer.id,
    firstName: customer.firstName,
    email: customer.email,
    brillianceMember: customer.brillianceNumber != null,
  });
}
