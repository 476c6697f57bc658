import { defineMessage, defineMessages } from 'react-intl';

export const orderConfirmationMessages = {
  ...defineMessages({
    heading: { id: 'checkout.orderConfirmation.heading', defaultMessage: 'Thank you for your order' },
    orderNumberLabel: { id: 'checkout.orderConfirmation.orderNumberLabel', defaultMessage: 'Order number' },
    itemsHeading: { id: 'checkout.orderConfirmation.itemsHeading', defaultMessage: 'Your pieces' },
    deliveryHeading: { id: 'checkout.orderConfirmation.deliveryHeading', defaultMessage: 'Delivery' },
    pickupHeading: { id: 'checkout.orderConfirmation.pickupHeading', defaultMessage: 'Click and collect' },
    pickupNote: {
      id: 'checkout.orderConfirmation.pickupNote',
      defaultMessage: 'We’ll e-mail you when your order is ready to collect. Please bring photo ID.',
    },
    deliverTo: { id: 'checkout.orderConfirmation.deliverTo', defaultMessage: 'Delivering to' },
    billingHeading: { id: 'checkout.orderConfirmation.billingHeading', defaultMessage: 'Billing address' },
    paymentHeading: { id: 'checkout.orderConfirmation.paymentHeading', defaultMessage: 'Payment' },
    paidBnpl: { id: 'checkout.orderConfirmation.paidBnpl', defaultMessage: 'Pay in 4 instalments' },
    paidFinancing: { id: 'checkout.orderConfirmation.paidFinancing', defaultMessage: 'Flexiti financing' },
    paidCardNoDigits: { id: 'checkout.orderConfirmation.paidCardNoDigits', defaultMessage: 'Card' },
    noEngraving: { id: 'checkout.orderConfirmation.noEngraving', defaultMessage: 'Engraving: none' },
    carePlan: { id: 'checkout.orderConfirmation.carePlan', defaultMessage: 'Professional care plan' },
    guestHeading: {
      id: 'checkout.orderConfirmation.guestHeading',
      defaultMessage: 'Create an account and join Brilliance',
    },
    guestBody: {
      id: 'checkout.orderConfirmation.guestBody',
      defaultMessage:
        'Track this order, check out faster next time and enjoy member pricing and rewards. We’ll add this order to your new account.',
    },
    createAccount: { id: 'checkout.orderConfirmation.createAccount', defaultMessage: 'Create an account' },
    viewOrder: { id: 'checkout.orderConfirmation.viewOrder', defaultMessage: 'View this order in my account' },
    standard: { id: 'checkout.orderConfirmation.method.standard', defaultMessage: 'Standard delivery' },
    premium: { id: 'checkout.orderConfirmation.method.premium', defaultMessage: 'Premium delivery' },
    express_post: { id: 'checkout.orderConfirmation.method.expressPost', defaultMessage: 'Express Post' },
    express: { id: 'checkout.orderConfirmation.method.express', defaultMessage: 'Express delivery' },
    international: { id: 'checkout.orderConfirmation.method.international', defaultMessage: 'International delivery' },
    express_international: {
      id: 'checkout.orderConfirmation.method.expressInternational',
      defaultMessage: 'Express international delivery',
    },
    click_and_collect: { id: 'checkout.orderConfirmation.method.clickAndCollect', defaultMessage: 'Click and collect' },
  }),
  confirmationSent: defineMessage<{ email: string }>({
    id: 'checkout.orderConfirmation.confirmationSent',
    defaultMessage: 'We’ve sent a confirmation to {email}.',
  }),
  estimatedRange: defineMessage<{ from: string; to: string }>({
    id: 'checkout.orderConfirmation.estimatedRange',
    defaultMessage: 'Estimated delivery {from} – {to}',
  }),
  estimatedDay: defineMessage<{ date: string }>({
    id: 'checkout.orderConfirmation.estimatedDay',
    defaultMessage: 'Estimated delivery {date}',
  }),
  readyFrom: defineMessage<{ date: string }>({
    id: 'checkout.orderConfirmation.readyFrom',
    defaultMessage: 'Ready to collect from {date}',
  }),
  collectFrom: defineMessage<{ store: string }>({
    id: 'checkout.orderConfirmation.collectFrom',
    defaultMessage: 'Collect from {store}',
  }),
  quantity: defineMessage<{ quantity: number }>({
    id: 'checkout.orderConfirmation.quantity',
    defaultMessage: 'Quantity: {quantity}',
  }),
  size: defineMessage<{ size: string }>({ id: 'checkout.orderConfirmation.size', defaultMessage: 'Size: {size}' }),
  engraving: defineMessage<{ text: string }>({
    id: 'checkout.orderConfirmation.engraving',
    defaultMessage: 'Engraving: “{text}”',
  }),
  paidGiftCard: defineMessage<{ last4: string }>({
    id: 'checkout.orderConfirmation.paidGiftCard',
    defaultMessage: 'Gift card ending {last4}',
  }),
  paidCard: defineMessage<{ brand: string; last4: string }>({
    id: 'checkout.orderConfirmation.paidCard',
    defaultMessage: '{brand} ending {last4}',
  }),
};
