import { defineMessage, defineMessages } from 'react-intl';

export const orderSummaryMessages = defineMessages({
  heading: { id: 'checkout.orderSummary.heading', defaultMessage: 'Order summary' },
  subtotal: defineMessage<{ count: number }>({
    id: 'checkout.orderSummary.subtotal',
    defaultMessage: 'Subtotal ({count, plural, one {# item} other {# items}})',
  }),
  delivery: { id: 'checkout.orderSummary.delivery', defaultMessage: 'Delivery' },
  deliveryFree: { id: 'checkout.orderSummary.deliveryFree', defaultMessage: 'Free' },
  deliveryLater: { id: 'checkout.orderSummary.deliveryLater', defaultMessage: 'Calculated at checkout' },
  discount: { id: 'checkout.orderSummary.discount', defaultMessage: 'Discount' },
  discountCode: defineMessage<{ code: string }>({
    id: 'checkout.orderSummary.discountCode',
    defaultMessage: 'Discount ({code})',
  }),
  gstInclusive: { id: 'checkout.orderSummary.gstInclusive', defaultMessage: 'GST inclusive' },
  estimatedTax: { id: 'checkout.orderSummary.estimatedTax', defaultMessage: 'Estimated sales tax' },
  taxLine: defineMessage<{ name: string; rate: string }>({
    id: 'checkout.orderSummary.taxLine',
    defaultMessage: 'Estimated {name} ({rate})',
  }),
  salesTax: { id: 'checkout.orderSummary.salesTax', defaultMessage: 'Sales tax' },
  finalTaxLine: defineMessage<{ name: string; rate: string }>({
    id: 'checkout.orderSummary.finalTaxLine',
    defaultMessage: '{name} ({rate})',
  }),
  items: { id: 'checkout.orderSummary.items', defaultMessage: 'Items in your order' },
  itemQuantity: defineMessage<{ quantity: number }>({
    id: 'checkout.orderSummary.itemQuantity',
    defaultMessage: 'Qty {quantity, number}',
  }),
  itemSizeQuantity: defineMessage<{ size: string; quantity: number }>({
    id: 'checkout.orderSummary.itemSizeQuantity',
    defaultMessage: 'Size {size} · Qty {quantity, number}',
  }),
  taxPending: { id: 'checkout.orderSummary.taxPending', defaultMessage: 'Calculated once we know your province' },
  giftCard: defineMessage<{ last4: string }>({
    id: 'checkout.orderSummary.giftCard',
    defaultMessage: 'Gift card ending {last4}',
  }),
  deduction: defineMessage<{ amount: string }>({
    id: 'checkout.orderSummary.deduction',
    defaultMessage: '−{amount}',
  }),
  total: { id: 'checkout.orderSummary.total', defaultMessage: 'Total' },
  remaining: { id: 'checkout.orderSummary.remaining', defaultMessage: 'Remaining to pay' },
  noAdditionalPayment: {
    id: 'checkout.orderSummary.noAdditionalPayment',
    defaultMessage: 'No additional payment required',
  },
});
