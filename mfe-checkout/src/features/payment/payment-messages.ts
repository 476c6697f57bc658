import { defineMessage, defineMessages } from 'react-intl';

export const paymentMessages = {
  ...defineMessages({
    heading: { id: 'checkout.payment.heading', defaultMessage: 'Payment' },
    giftCardsHeading: { id: 'checkout.payment.giftCardsHeading', defaultMessage: 'Gift cards' },
    giftCardsIntro: {
      id: 'checkout.payment.giftCardsIntro',
      defaultMessage: 'Use up to 2 gift cards on this order. You’ll find the PIN under the scratch panel.',
    },
    giftCardNumber: { id: 'checkout.payment.giftCardNumber', defaultMessage: 'Gift card number' },
    giftCardPin: { id: 'checkout.payment.giftCardPin', defaultMessage: 'PIN' },
    giftCardPinHint: { id: 'checkout.payment.giftCardPinHint', defaultMessage: '4 digits' },
    applyGiftCard: { id: 'checkout.payment.applyGiftCard', defaultMessage: 'Apply gift card' },
    remove: { id: 'checkout.payment.remove', defaultMessage: 'Remove' },
    giftCardNumberRequired: {
      id: 'checkout.payment.giftCardNumberRequired',
      defaultMessage: 'Please enter a gift card number',
    },
    giftCardPinRequired: { id: 'checkout.payment.giftCardPinRequired', defaultMessage: 'Please enter a PIN' },
    giftCardIncorrect: {
      id: 'checkout.payment.giftCardIncorrect',
      defaultMessage: 'Incorrect gift card number and PIN combination. Please check both and try again.',
    },
    giftCardNoBalance: {
      id: 'checkout.payment.giftCardNoBalance',
      defaultMessage: 'This gift card has no remaining balance.',
    },
    giftCardExpired: { id: 'checkout.payment.giftCardExpired', defaultMessage: 'This gift card has expired.' },
    giftCardLimit: {
      id: 'checkout.payment.giftCardLimit',
      defaultMessage: 'The maximum number of gift cards per order has been reached.',
    },
    giftCardAlreadyApplied: {
      id: 'checkout.payment.giftCardAlreadyApplied',
      defaultMessage: 'This gift card has already been applied.',
    },
    giftCardLegacy: {
      id: 'checkout.payment.giftCardLegacy',
      defaultMessage: 'This gift card can only be redeemed through customer service. Please contact us.',
    },
    giftCardWrongCurrency: {
      id: 'checkout.payment.giftCardWrongCurrency',
      defaultMessage: 'This gift card belongs to another country’s store and cannot be used here.',
    },
    noAdditionalPayment: {
      id: 'checkout.payment.noAdditionalPayment',
      defaultMessage: 'No additional payment required.',
    },
    noAdditionalPaymentBody: {
      id: 'checkout.payment.noAdditionalPaymentBody',
      defaultMessage: 'Your gift cards cover the whole order.',
    },
    giftCardFailed: {
      id: 'checkout.payment.giftCardFailed',
      defaultMessage: 'Something went wrong. Please try again.',
    },
    removeGiftCardFailed: {
      id: 'checkout.payment.removeGiftCardFailed',
      defaultMessage: 'The gift card could not be removed. Please try again.',
    },
    giftCardBalanceNote: {
      id: 'checkout.payment.giftCardBalanceNote',
      defaultMessage: 'A gift card’s balance may take up to 72 hours to update after use.',
    },
    methodLegend: { id: 'checkout.payment.methodLegend', defaultMessage: 'How would you like to pay?' },
    methodCard: { id: 'checkout.payment.methodCard', defaultMessage: 'Credit or debit card' },
    methodCardHint: {
      id: 'checkout.payment.methodCardHint',
      defaultMessage: 'You’ll enter your card details on our payment provider’s secure page.',
    },
    methodBnpl: { id: 'checkout.payment.methodBnpl', defaultMessage: 'Pay in 4 instalments' },
    methodBnplUnavailable: {
      id: 'checkout.payment.methodBnplUnavailable',
      defaultMessage: 'Not available for some pieces in your bag.',
    },
    methodFinancing: { id: 'checkout.payment.methodFinancing', defaultMessage: 'Flexiti financing' },
    financingApply: {
      id: 'checkout.payment.financingApply',
      defaultMessage:
        'Monthly or single-payment plans. Apply in a few minutes, then come back here to place your order.',
    },
    applyForFinancing: { id: 'checkout.payment.applyForFinancing', defaultMessage: 'Apply for financing' },
    financingApprovedTitle: { id: 'checkout.payment.financingApprovedTitle', defaultMessage: 'Financing approved' },
    financingChangePlan: { id: 'checkout.payment.financingChangePlan', defaultMessage: 'Change plan' },
    placeOrder: { id: 'checkout.payment.placeOrder', defaultMessage: 'Place order' },
    placeOrderNote: {
      id: 'checkout.payment.placeOrderNote',
      defaultMessage: 'By placing your order you agree to our terms of sale.',
    },
    finishShipping: {
      id: 'checkout.payment.finishShipping',
      defaultMessage: 'Please complete your contact and delivery details first.',
    },
    goToShipping: { id: 'checkout.payment.goToShipping', defaultMessage: 'Go to shipping' },
    reviewBag: { id: 'checkout.payment.reviewBag', defaultMessage: 'Review my bag' },
    outcomeDeclined: {
      id: 'checkout.payment.outcomeDeclined',
      defaultMessage:
        'Your payment was not successful. Please review your payment details or try another payment method. If the problem persists, please contact customer service.',
    },
    outcomeBnplDeclined: {
      id: 'checkout.payment.outcomeBnplDeclined',
      defaultMessage:
        'Your instalment payment was not approved. Please check your available balance or choose another payment type.',
    },
    outcomeCancelled: {
      id: 'checkout.payment.outcomeCancelled',
      defaultMessage: 'Payment cancelled. Please choose another payment method.',
    },
    outcomeIncomplete: {
      id: 'checkout.payment.outcomeIncomplete',
      defaultMessage: 'Your payment was not completed. Please choose a payment method and try again.',
    },
    outcomeProviderError: {
      id: 'checkout.payment.outcomeProviderError',
      defaultMessage: 'We couldn’t reach our payment provider. Please try again later or choose another payment type.',
    },
    outcomeBnplUnavailable: {
      id: 'checkout.payment.outcomeBnplUnavailable',
      defaultMessage: 'Instalments are not available for this order. Please choose another payment type.',
    },
    outcomeCartUpdated: {
      id: 'checkout.payment.outcomeCartUpdated',
      defaultMessage:
        'Your bag or delivery method has been updated. Please check your order and confirm before continuing.',
    },
    outcomeStock: {
      id: 'checkout.payment.outcomeStock',
      defaultMessage:
        'Some items in your bag are no longer available in the quantity you chose. Please remove unavailable items or adjust quantities.',
    },
    outcomeFinancing: {
      id: 'checkout.payment.outcomeFinancing',
      defaultMessage: 'Your financing approval could not be used. Please apply again or choose another payment method.',
    },
    outcomeAlreadyPlaced: {
      id: 'checkout.payment.outcomeAlreadyPlaced',
      defaultMessage:
        'This payment has already been used for an order. Please check your e-mail for the confirmation before paying again.',
    },
    outcomeError: {
      id: 'checkout.payment.outcomeError',
      defaultMessage: 'Something went wrong. Please try again.',
    },
    paymentRefunded: {
      id: 'checkout.payment.paymentRefunded',
      defaultMessage:
        'Your payment has been refunded in full. Your bank may take a few business days to show the refund.',
    },
    orderNotPlaced: { id: 'checkout.payment.orderNotPlaced', defaultMessage: 'Your order hasn’t been placed' },
    tooManyAttempts: {
      id: 'checkout.payment.tooManyAttempts',
      defaultMessage: 'Too many attempts. Please wait a few seconds before trying again.',
    },
    fixBilling: {
      id: 'checkout.payment.fixBilling',
      defaultMessage: 'Please check your billing address above.',
    },
  }),
  giftCardApplied: defineMessage<{ last4: string; amount: string }>({
    id: 'checkout.payment.giftCardApplied',
    defaultMessage: 'Gift card ending {last4}: {amount} applied',
  }),
  giftCardLabel: defineMessage<{ last4: string }>({
    id: 'checkout.payment.giftCardLabel',
    defaultMessage: 'Gift card ending {last4}',
  }),
  giftCardAmounts: defineMessage<{ amount: string; balance: string }>({
    id: 'checkout.payment.giftCardAmounts',
    defaultMessage: '{amount} applied of {balance} balance',
  }),
  removeGiftCard: defineMessage<{ last4: string }>({
    id: 'checkout.payment.removeGiftCard',
    defaultMessage: 'Remove gift card ending {last4}',
  }),
  giftCardRemoved: defineMessage<{ last4: string }>({
    id: 'checkout.payment.giftCardRemoved',
    defaultMessage: 'Gift card ending {last4} removed',
  }),
  remainingToPay: defineMessage<{ amount: string }>({
    id: 'checkout.payment.remainingToPay',
    defaultMessage: 'Remaining to pay: {amount}',
  }),
  methodBnplHint: defineMessage<{ instalments: number; amount: string }>({
    id: 'checkout.payment.methodBnplHint',
    defaultMessage: '{instalments} interest-free payments of {amount}, one today and then every 2 weeks.',
  }),
  financingApprovedPlan: defineMessage<{ plan: string; amount: string }>({
    id: 'checkout.payment.financingApprovedPlan',
    defaultMessage: '{plan}: {amount} financed.',
  }),
  financingMonthly: defineMessage<{ monthly: string; months: number }>({
    id: 'checkout.payment.financingMonthly',
    defaultMessage: '{monthly} a month for {months} months.',
  }),
};
