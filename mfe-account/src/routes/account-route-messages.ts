import { defineMessages } from 'react-intl';

export const accountRouteMessages = {
  ...defineMessages({
    home: { id: 'account.breadcrumbs.home', defaultMessage: 'Home' },
    myAccount: { id: 'account.breadcrumbs.myAccount', defaultMessage: 'My account' },
    startShopping: { id: 'account.common.startShopping', defaultMessage: 'Start shopping' },
    continueShopping: { id: 'account.common.continueShopping', defaultMessage: 'Continue shopping' },
    signIn: { id: 'account.common.signIn', defaultMessage: 'Sign in' },
    createAccount: { id: 'account.common.createAccount', defaultMessage: 'Create an account' },
    backToSignIn: { id: 'account.common.backToSignIn', defaultMessage: 'Back to sign in' },
    contactUs: { id: 'account.common.contactUs', defaultMessage: 'Contact us' },

    authRedirectTitle: { id: 'account.authRedirect.title', defaultMessage: 'Signing you in…' },

    loginTitle: { id: 'account.login.title', defaultMessage: 'Sign in' },
    loginIntro: {
      id: 'account.login.intro',
      defaultMessage: 'Sign in to see your orders, your wishlist and your Brilliance rewards.',
    },
    forgotPasswordTitle: { id: 'account.forgotPassword.title', defaultMessage: 'Forgot your password?' },
    forgotPasswordIntro: {
      id: 'account.forgotPassword.intro',
      defaultMessage: 'Enter the email address of your account and we’ll send you a link to set a new password.',
    },
    newPasswordTitle: { id: 'account.newPassword.title', defaultMessage: 'Set a new password' },
    newPasswordIntro: {
      id: 'account.newPassword.intro',
      defaultMessage: 'Choose a new password for your account.',
    },

    accountHomeIntro: {
      id: 'account.home.intro',
      defaultMessage: 'Manage your details, orders, wishlist and Brilliance rewards.',
    },
    sectionsLabel: { id: 'account.home.sectionsLabel', defaultMessage: 'Account sections' },
    contactDetailsSummary: {
      id: 'account.home.contactDetailsSummary',
      defaultMessage: 'Your name, email address, mobile number and password.',
    },
    addressesTitle: { id: 'account.home.addressesTitle', defaultMessage: 'Saved addresses' },
    addressesSummary: {
      id: 'account.home.addressesSummary',
      defaultMessage: 'Your delivery addresses, ready for a faster checkout.',
    },
    orderHistorySummary: {
      id: 'account.home.orderHistorySummary',
      defaultMessage: 'Follow your orders and see what you’ve bought.',
    },
    wishlistSummary: { id: 'account.home.wishlistSummary', defaultMessage: 'The pieces you’ve saved for later.' },
    myOffersSummary: { id: 'account.home.myOffersSummary', defaultMessage: 'Offers and rewards picked for you.' },
    brillianceSummary: {
      id: 'account.home.brillianceSummary',
      defaultMessage: 'Your membership, welcome voucher and birthday rewards.',
    },

    activationTitle: { id: 'account.activation.title', defaultMessage: 'Activate your account' },
    activationIntro: {
      id: 'account.activation.intro',
      defaultMessage: 'Shopped with us in store? Verify your email address to use your account online.',
    },

    contactDetailsTitle: { id: 'account.contactDetails.title', defaultMessage: 'Contact details' },
    contactDetailsIntro: {
      id: 'account.contactDetails.intro',
      defaultMessage: 'Keep your details up to date so we can reach you about your orders.',
    },

    myOffersTitle: { id: 'account.myOffers.title', defaultMessage: 'My offers' },
    myOffersIntro: {
      id: 'account.myOffers.intro',
      defaultMessage: 'Offers and rewards for Brilliance members.',
    },
    myOffersEmptyTitle: { id: 'account.myOffers.emptyTitle', defaultMessage: 'You have no offers right now' },
    myOffersEmptyBody: {
      id: 'account.myOffers.emptyBody',
      defaultMessage: 'New offers appear here as soon as they’re available. Please check again later.',
    },

    orderHistoryTitle: { id: 'account.orderHistory.title', defaultMessage: 'Order history' },
    orderHistoryEmptyTitle: {
      id: 'account.orderHistory.emptyTitle',
      defaultMessage: 'You haven’t placed any orders yet',
    },
    orderHistoryEmptyBody: {
      id: 'account.orderHistory.emptyBody',
      defaultMessage: 'When you place an order, you can follow it here.',
    },
    findGuestOrder: { id: 'account.orderHistory.findGuestOrder', defaultMessage: 'Find an order placed as a guest' },

    orderDetailsEyebrow: { id: 'account.orderDetails.eyebrow', defaultMessage: 'Order details' },
    backToOrders: { id: 'account.orderDetails.backToOrders', defaultMessage: 'Back to order history' },

    carePlanTitle: { id: 'account.carePlan.title', defaultMessage: 'Professional care plan' },
    carePlanPrint: { id: 'account.carePlan.print', defaultMessage: 'Print this page' },

    registerTitle: { id: 'account.register.title', defaultMessage: 'Create an account' },
    registerIntro: {
      id: 'account.register.intro',
      defaultMessage:
        'Join Brilliance, our loyalty programme, for a welcome voucher, birthday rewards and member pricing.',
    },
    registerHaveAccount: {
      id: 'account.register.haveAccount',
      defaultMessage: 'Already have an online account? Sign in to upgrade it to Brilliance.',
    },

    registerConfirmationTitle: { id: 'account.registerConfirmation.title', defaultMessage: 'Account confirmation' },
    registerConfirmationEmptyTitle: {
      id: 'account.registerConfirmation.emptyTitle',
      defaultMessage: 'There’s no new account to confirm',
    },
    registerConfirmationEmptyBody: {
      id: 'account.registerConfirmation.emptyBody',
      defaultMessage: 'After you create an account, your welcome reward code appears here.',
    },

    wishlistTitle: { id: 'account.wishlist.title', defaultMessage: 'Wishlist' },
    wishlistEmptyTitle: { id: 'account.wishlist.emptyTitle', defaultMessage: 'Your wishlist is empty' },
    wishlistEmptyBody: {
      id: 'account.wishlist.emptyBody',
      defaultMessage: 'Tap the heart on any piece to save it here.',
    },
    wishlistView: { id: 'account.wishlist.view', defaultMessage: 'View my wishlist' },

    orderLookupTitle: { id: 'account.orderLookup.title', defaultMessage: 'Find your order' },

    brillianceTitle: { id: 'account.brilliance.title', defaultMessage: 'Brilliance' },
    brillianceIntro: {
      id: 'account.brilliance.intro',
      defaultMessage:
        'Our loyalty programme: a welcome voucher, birthday and anniversary rewards, member pricing and offers.',
    },
  }),
  ...defineMessages<{
    orderDetailsTitle: { orderNo: string };
    wishlistCount: { count: number };
    orderLookupIntro: { market: string };
  }>({
    orderDetailsTitle: { id: 'account.orderDetails.title', defaultMessage: 'Order {orderNo}' },
    wishlistCount: {
      id: 'account.wishlist.count',
      defaultMessage: '{count, plural, one {You have # saved piece.} other {You have # saved pieces.}}',
    },
    orderLookupIntro: {
      id: 'account.orderLookup.intro',
      defaultMessage:
        'Checked out as a guest? Enter your order number and the {market, select, CA {postal code} other {postcode}} of your billing address.',
    },
  }),
};
