import { defineMessages } from 'react-intl';

export const checkoutRouteMessages = defineMessages({
  home: { id: 'checkout.breadcrumbs.home', defaultMessage: 'Home' },
  startShopping: { id: 'checkout.common.startShopping', defaultMessage: 'Start shopping' },
  continueShopping: { id: 'checkout.common.continueShopping', defaultMessage: 'Continue shopping' },
  goToBag: { id: 'checkout.common.goToBag', defaultMessage: 'Go to my bag' },
  viewOrders: { id: 'checkout.common.viewOrders', defaultMessage: 'View my orders' },
  nothingToCheckOutTitle: {
    id: 'checkout.common.nothingToCheckOutTitle',
    defaultMessage: 'There’s nothing to check out yet',
  },
  nothingToCheckOutBody: {
    id: 'checkout.common.nothingToCheckOutBody',
    defaultMessage: 'Add pieces to your bag, then check out from there.',
  },
  bagTitle: { id: 'checkout.bag.title', defaultMessage: 'My bag' },
  bagEmptyTitle: { id: 'checkout.bag.emptyTitle', defaultMessage: 'Your bag is empty' },
  bagEmptyBody: {
    id: 'checkout.bag.emptyBody',
    defaultMessage: 'Pieces you add to your bag will appear here, ready for checkout.',
  },
  viewWishlist: { id: 'checkout.bag.viewWishlist', defaultMessage: 'View my wishlist' },
  shippingTitle: { id: 'checkout.shipping.title', defaultMessage: 'Shipping' },
  shippingIntro: {
    id: 'checkout.shipping.intro',
    defaultMessage: 'Choose delivery or click and collect, and tell us where your order is going.',
  },
  billingTitle: { id: 'checkout.billing.title', defaultMessage: 'Billing' },
  billingIntro: {
    id: 'checkout.billing.intro',
    defaultMessage: 'Add your billing address and choose how you’d like to pay.',
  },
  paymentTitle: { id: 'checkout.payment.title', defaultMessage: 'Payment' },
  paymentIntro: {
    id: 'checkout.payment.intro',
    defaultMessage: 'We confirm your payment with your bank or payment provider on this page.',
  },
  noPaymentTitle: { id: 'checkout.payment.noPaymentTitle', defaultMessage: 'No payment is in progress' },
  noPaymentBody: {
    id: 'checkout.payment.noPaymentBody',
    defaultMessage: 'If you were paying for an order, check your email or your orders before you try again.',
  },
  thankYouTitle: { id: 'checkout.thankYou.title', defaultMessage: 'Order confirmation' },
  noOrderTitle: { id: 'checkout.thankYou.noOrderTitle', defaultMessage: 'There’s no recent order to show' },
  noOrderBody: {
    id: 'checkout.thankYou.noOrderBody',
    defaultMessage: 'After you place an order, its confirmation appears here and we email you a copy.',
  },
  financeTitle: { id: 'checkout.finance.title', defaultMessage: 'Finance options' },
  financeIntro: {
    id: 'checkout.finance.intro',
    defaultMessage: 'Spread the cost of your jewellery with buy now, pay later finance.',
  },
  financeApply: { id: 'checkout.finance.apply', defaultMessage: 'Apply for finance' },
  financingTitle: { id: 'checkout.financing.title', defaultMessage: 'Apply for finance' },
  financingIntro: {
    id: 'checkout.financing.intro',
    defaultMessage: 'Enter your finance card number and date of birth, then choose how you’d like to pay.',
  },
});
