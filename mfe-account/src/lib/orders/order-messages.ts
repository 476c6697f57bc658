import { defineMessage, defineMessages } from 'react-intl';

/** The order status labels of SPEC §4, by the API's status code (`orders/order-codes.ts`). */
export const orderStatusMessages = defineMessages({
  awaiting_shipment: { id: 'account.order.status.awaitingShipment', defaultMessage: 'Awaiting shipment' },
  not_shipped: { id: 'account.order.status.notShipped', defaultMessage: 'Not shipped' },
  being_crafted: { id: 'account.order.status.beingCrafted', defaultMessage: 'Being crafted' },
  shipped: { id: 'account.order.status.shipped', defaultMessage: 'Shipped' },
  payment_pending: { id: 'account.order.status.paymentPending', defaultMessage: 'Payment pending' },
  being_processed: { id: 'account.order.status.beingProcessed', defaultMessage: 'Being processed' },
  partially_shipped: { id: 'account.order.status.partiallyShipped', defaultMessage: 'Partially shipped' },
  click_and_collect: { id: 'account.order.status.clickAndCollect', defaultMessage: 'Click and collect' },
  ready_to_collect: { id: 'account.order.status.readyToCollect', defaultMessage: 'Ready to collect' },
  shipped_to_store: { id: 'account.order.status.shippedToStore', defaultMessage: 'Shipped to store' },
  collected: { id: 'account.order.status.collected', defaultMessage: 'Collected' },
  cancelled: { id: 'account.order.status.cancelled', defaultMessage: 'Cancelled' },
  completed: { id: 'account.order.status.completed', defaultMessage: 'Completed' },
});

/** The delivery methods of SPEC §4, by the API's method id. */
export const deliveryMethodMessages = defineMessages({
  standard: { id: 'account.order.method.standard', defaultMessage: 'Standard delivery' },
  premium: { id: 'account.order.method.premium', defaultMessage: 'Premium delivery' },
  express_post: { id: 'account.order.method.expressPost', defaultMessage: 'Express Post' },
  express: { id: 'account.order.method.express', defaultMessage: 'Express delivery' },
  international: { id: 'account.order.method.international', defaultMessage: 'International delivery' },
  express_international: {
    id: 'account.order.method.expressInternational',
    defaultMessage: 'Express international delivery',
  },
  click_and_collect: { id: 'account.order.method.clickAndCollect', defaultMessage: 'Click and collect' },
});

/** What the order pages say around an order. */
export const orderMessages = {
  ...defineMessages({
    statusUnknown: { id: 'account.order.status.unknown', defaultMessage: 'In progress' },
    orderNumber: { id: 'account.order.number', defaultMessage: 'Order number' },
    placedOn: { id: 'account.order.placedOn', defaultMessage: 'Placed on' },
    status: { id: 'account.order.statusLabel', defaultMessage: 'Status' },
    deliveryMethod: { id: 'account.order.deliveryMethod', defaultMessage: 'Delivery method' },
    itemsHeading: { id: 'account.order.itemsHeading', defaultMessage: 'Your pieces' },
    summaryHeading: { id: 'account.order.summaryHeading', defaultMessage: 'Order summary' },
    paymentHeading: { id: 'account.order.paymentHeading', defaultMessage: 'Payment' },
    deliveryAddress: { id: 'account.order.deliveryAddress', defaultMessage: 'Delivery address' },
    pickupStore: { id: 'account.order.pickupStore', defaultMessage: 'Pick-up store' },
    billingAddress: { id: 'account.order.billingAddress', defaultMessage: 'Billing address' },
    shipmentsHeading: { id: 'account.order.shipmentsHeading', defaultMessage: 'Shipments' },
    shipsSeparately: {
      id: 'account.order.shipsSeparately',
      defaultMessage: 'Your pieces are travelling separately: each parcel has its own tracking.',
    },
    partiallyShippedNote: {
      id: 'account.order.partiallyShippedNote',
      defaultMessage: 'Some of your pieces are on their way; the rest will follow as soon as they’re ready.',
    },
    readyToCollectNote: {
      id: 'account.order.readyToCollectNote',
      defaultMessage: 'Your order is waiting for you at the store. Bring your order number and photo ID.',
    },
    clickAndCollectNote: {
      id: 'account.order.clickAndCollectNote',
      defaultMessage: 'We’ll email you as soon as your order is ready to collect.',
    },
    toStore: { id: 'account.order.shipment.toStore', defaultMessage: 'To the store' },
    toYou: { id: 'account.order.shipment.toYou', defaultMessage: 'To you' },
    trackParcel: { id: 'account.order.shipment.track', defaultMessage: 'Track this parcel' },
    notYetShipped: { id: 'account.order.shipment.notYet', defaultMessage: 'Not shipped yet' },
    subtotal: { id: 'account.order.summary.subtotal', defaultMessage: 'Subtotal' },
    delivery: { id: 'account.order.summary.delivery', defaultMessage: 'Delivery' },
    free: { id: 'account.order.summary.free', defaultMessage: 'Free' },
    total: { id: 'account.order.summary.total', defaultMessage: 'Total' },
    paidBnpl: { id: 'account.order.payment.bnpl', defaultMessage: 'Pay in 4 instalments' },
    paidCardNoDigits: { id: 'account.order.payment.card', defaultMessage: 'Card' },
    paidGiftCardNoDigits: { id: 'account.order.payment.giftCard', defaultMessage: 'Gift card' },
    paidFinancingNoPlan: { id: 'account.order.payment.financing', defaultMessage: 'Financing' },
    paidOther: { id: 'account.order.payment.other', defaultMessage: 'Other payment' },
    engraved: { id: 'account.order.line.engraved', defaultMessage: 'Engraved' },
    withCarePlan: { id: 'account.order.line.withCarePlan', defaultMessage: 'With a professional care plan' },
    linesLabel: { id: 'account.order.linesLabel', defaultMessage: 'Pieces in this order' },
  }),
  shipmentTitle: defineMessage<{ position: number; carrier: string }>({
    id: 'account.order.shipment.title',
    defaultMessage: 'Parcel {position} · {carrier}',
  }),
  shipmentTracking: defineMessage<{ number: string }>({
    id: 'account.order.shipment.tracking',
    defaultMessage: 'Tracking number {number}',
  }),
  shippedOn: defineMessage<{ date: string }>({
    id: 'account.order.shipment.shippedOn',
    defaultMessage: 'Shipped {date}',
  }),
  deliveredOn: defineMessage<{ date: string }>({
    id: 'account.order.shipment.deliveredOn',
    defaultMessage: 'Delivered {date}',
  }),
  collectedOn: defineMessage<{ date: string }>({
    id: 'account.order.shipment.collectedOn',
    defaultMessage: 'Collected {date}',
  }),
  shipmentItems: defineMessage<{ items: string }>({
    id: 'account.order.shipment.items',
    defaultMessage: 'In it: {items}',
  }),
  quantity: defineMessage<{ count: number }>({ id: 'account.order.line.quantity', defaultMessage: 'Qty {count}' }),
  size: defineMessage<{ size: string }>({ id: 'account.order.line.size', defaultMessage: 'Size {size}' }),
  engraving: defineMessage<{ text: string }>({
    id: 'account.order.line.engraving',
    defaultMessage: 'Engraving: “{text}”',
  }),
  discount: defineMessage<{ code: string }>({
    id: 'account.order.summary.discount',
    defaultMessage: '{code, select, none {Discount} other {Discount ({code})}}',
  }),
  gstInclusive: defineMessage<{ name: string; rate: string }>({
    id: 'account.order.summary.gstInclusive',
    defaultMessage: 'Includes {name} ({rate})',
  }),
  tax: defineMessage<{ name: string; rate: string }>({
    id: 'account.order.summary.tax',
    defaultMessage: '{name} ({rate})',
  }),
  paidCard: defineMessage<{ brand: string; last4: string }>({
    id: 'account.order.payment.cardEnding',
    defaultMessage: '{brand} ending in {last4}',
  }),
  paidGiftCard: defineMessage<{ last4: string }>({
    id: 'account.order.payment.giftCardEnding',
    defaultMessage: 'Gift card ending in {last4}',
  }),
  paidFinancing: defineMessage<{ plan: string }>({
    id: 'account.order.payment.financingPlan',
    defaultMessage: 'Financing: {plan}',
  }),
  lineStatus: defineMessage<{ status: string }>({
    id: 'account.order.line.status',
    defaultMessage: 'Status: {status}',
  }),
};

/** A care plan's state (SPEC §4: a plan may be pending until the piece reaches its owner). */
export const carePlanStatusMessages = defineMessages({
  active: { id: 'account.carePlan.status.active', defaultMessage: 'Active' },
  pending: { id: 'account.carePlan.status.pending', defaultMessage: 'Pending' },
  expired: { id: 'account.carePlan.status.expired', defaultMessage: 'Expired' },
});

/** Sales tax names (the API's GST, HST, PST, QST), as each language writes them. */
export const taxNameMessages = defineMessages({
  GST: { id: 'account.order.tax.gst', defaultMessage: 'GST' },
  HST: { id: 'account.order.tax.hst', defaultMessage: 'HST' },
  PST: { id: 'account.order.tax.pst', defaultMessage: 'PST' },
  QST: { id: 'account.order.tax.qst', defaultMessage: 'QST' },
});
