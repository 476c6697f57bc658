import {
  bagSummaryChanged,
  guestWishlistCleared,
  guestWishlistRestored,
  memberWishlistLoaded,
  myStoreChosen,
  setActiveLocale,
  signedIn,
  signedOut,
  wishlistAdded,
  type BagSummary,
  type MemberSummary,
  type MyStore,
  type WishlistOwner,
} from '@storefront/contracts';
import { getLocaleSetting, type LocaleCode } from '@storefront/i18n';

/** What the shared stores of `@storefront/contracts` hold when a page renders; a store not named keeps its state. */
export interface SharedStoresSeed {
  /** Signed in as this member (a guest otherwise). */
  session?: MemberSummary;
  /** The header's bag summary; the currency defaults to the locale's. */
  bag?: Partial<BagSummary>;
  /** The wishlist: a guest's (kept in the browser, as a guest's would be) or a member's account list. */
  wishlist?: { owner: WishlistOwner; productIds: readonly string[] };
  /** The shopper's chosen store. */
  myStore?: MyStore;
}

/** Puts the seed into the shared stores, as the shell's boot would have found them. */
export function seedSharedStores(seed: SharedStoresSeed, locale: LocaleCode): void {
  if (seed.session) signedIn(seed.session);
  if (seed.bag) {
    bagSummaryChanged({ itemCount: 0, subtotalCents: 0, currency: getLocaleSetting(locale).currency, ...seed.bag });
  }
  if (seed.wishlist?.owner === 'member') {
    memberWishlistLoaded(seed.wishlist.productIds.map((productId) => ({ productId, addedAt: Date.now() })));
  } else if (seed.wishlist) {
    guestWishlistCleared();
    guestWishlistRestored();
    for (const productId of seed.wishlist.productIds) wishlistAdded(productId);
  }
  if (seed.myStore) myStoreChosen(seed.myStore);
}

/** Back to a first visit: en-AU, a guest with an empty bag, no wishlist in the browser, no chosen store. */
export function resetSharedStores(): void {
  setActiveLocale({ locale: 'en-AU', market: 'AU', pathPrefix: null });
  signedOut();
  bagSummaryChanged({ itemCount: 0, subtotalCents: 0, currency: 'AUD' });
  guestWishlistRestored();
  guestWishlistCleared();
  myStoreChosen(null);
}
