import {
  GUEST_WISHLIST_TTL_MS,
  getWishlistItems,
  getWishlistOwner,
  guestWishlistRestored,
  memberWishlistLoaded,
  wishlistAdded,
  wishlistReloaded,
  wishlistRemoved,
} from './index';

describe('guest wishlist', () => {
  beforeEach(() => {
    localStorage.clear();
    guestWishlistRestored();
  });

  it('keeps added products in the browser across a reload of the store', () => {
    wishlistAdded('ring-1', 'SKU1', 1_000);
    wishlistReloaded(2_000);
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['ring-1']);
  });

  it('forgets the list 30 days after the last change', () => {
    wishlistAdded('ring-1', undefined, 1_000);
    wishlistReloaded(1_000 + GUEST_WISHLIST_TTL_MS - 1);
    expect(getWishlistItems()).toHaveLength(1);
    wishlistReloaded(1_000 + GUEST_WISHLIST_TTL_MS);
    expect(getWishlistItems()).toHaveLength(0);
  });

  it('ignores a tampered browser copy instead of failing', () => {
    localStorage.setItem('storefront:wishlist', '{"items":"nope"}');
    wishlistReloaded();
    expect(getWishlistItems()).toEqual([]);
  });

  it('removes a product', () => {
    wishlistAdded('a');
    wishlistAdded('b');
    wishlistRemoved('a');
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['b']);
  });

  it('shows a member their account list without touching the guest copy, and gives it back on sign-out', () => {
    wishlistAdded('guest-ring');
    memberWishlistLoaded([{ productId: 'member-ring', addedAt: 1 }]);
    wishlistAdded('member-earrings');
    expect(getWishlistOwner()).toBe('member');
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['member-ring', 'member-earrings']);
    guestWishlistRestored();
    expect(getWishlistOwner()).toBe('guest');
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['guest-ring']);
  });
});
