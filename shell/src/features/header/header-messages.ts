import { defineMessage, defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  brand: { id: 'shell.brand.name', defaultMessage: 'Lustre & Co.' },
  brandTagline: { id: 'shell.brand.tagline', defaultMessage: 'Fine jewellery since 1962' },
  homeLink: { id: 'shell.brand.homeLink', defaultMessage: 'Lustre & Co. home' },
  mainNav: { id: 'shell.header.mainNav', defaultMessage: 'Main' },
  openMenu: { id: 'shell.header.openMenu', defaultMessage: 'Open menu' },
  menuTitle: { id: 'shell.header.menuTitle', defaultMessage: 'Menu' },
  navShopAll: { id: 'shell.header.nav.search', defaultMessage: 'Shop all' },
  navBuilder: { id: 'shell.header.nav.builder', defaultMessage: 'Design your ring' },
  navStores: { id: 'shell.header.nav.stores', defaultMessage: 'Stores' },
  navBrilliance: { id: 'shell.header.nav.brilliance', defaultMessage: 'Brilliance' },
  navJournal: { id: 'shell.header.nav.journal', defaultMessage: 'Journal' },
  navFinance: { id: 'shell.header.nav.finance', defaultMessage: 'Finance options' },
  signIn: { id: 'shell.header.signIn', defaultMessage: 'Sign in' },
  wishlist: { id: 'shell.header.wishlist', defaultMessage: 'Wishlist' },
  bag: { id: 'shell.header.bag', defaultMessage: 'Bag' },
  greeting: defineMessage<{ firstName: string }>({ id: 'shell.header.greeting', defaultMessage: 'Hi, {firstName}' }),
  menuAccount: { id: 'shell.header.menu.account', defaultMessage: 'My account' },
  menuOrders: { id: 'shell.header.menu.orders', defaultMessage: 'Orders' },
  menuWishlist: { id: 'shell.header.menu.wishlist', defaultMessage: 'Wishlist' },
  signOut: { id: 'shell.header.signOut', defaultMessage: 'Sign out' },
  signOutFailed: {
    id: 'shell.header.signOutFailed',
    defaultMessage: 'We couldn’t sign you out. Please check your connection and try again.',
  },
  wishlistWithCount: defineMessage<{ count: number }>({
    id: 'shell.header.wishlistWithCount',
    defaultMessage: 'Wishlist, {count, plural, =0 {empty} one {# piece} other {# pieces}}',
  }),
  bagWithCount: defineMessage<{ count: number }>({
    id: 'shell.header.bagWithCount',
    defaultMessage: 'Bag, {count, plural, =0 {empty} one {# item} other {# items}}',
  }),
  searchLabel: { id: 'shell.header.searchLabel', defaultMessage: 'Search jewellery' },
  searchPlaceholder: { id: 'shell.header.searchPlaceholder', defaultMessage: 'Search rings, earrings, gifts…' },
  searchSubmit: { id: 'shell.header.searchSubmit', defaultMessage: 'Search' },
  searchRegion: { id: 'shell.header.searchRegion', defaultMessage: 'Site search' },
  promo: {
    id: 'shell.header.promo',
    defaultMessage: 'Complimentary delivery and returns · Interest-free payment options',
  },
});
