import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  secureCheckout: { id: 'shell.checkout.secure', defaultMessage: 'Secure checkout' },
  backToBag: { id: 'shell.checkout.backToBag', defaultMessage: 'Back to bag' },
  checkoutHelp: { id: 'shell.checkout.help', defaultMessage: 'Need help? Contact us' },
  accountNav: { id: 'shell.account.nav', defaultMessage: 'My account' },
  accountHome: { id: 'shell.account.home', defaultMessage: 'Account overview' },
  accountContactDetails: { id: 'shell.account.contactDetails', defaultMessage: 'Contact details' },
  accountOrders: { id: 'shell.account.orders', defaultMessage: 'Order history' },
  accountWishlist: { id: 'shell.account.wishlist', defaultMessage: 'Wishlist' },
  accountOffers: { id: 'shell.account.offers', defaultMessage: 'My offers' },
  accountBrilliance: { id: 'shell.account.brilliance', defaultMessage: 'Brilliance membership' },
  accountSignOut: { id: 'shell.account.signOut', defaultMessage: 'Sign out' },
  accountSignOutFailed: {
    id: 'shell.account.signOutFailed',
    defaultMessage: 'We couldn’t sign you out. Please check your connection and try again.',
  },
});
