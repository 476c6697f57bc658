import { defineMessage, defineMessages } from 'react-intl';

export const contactFormMessages = defineMessages({
  enquiryLegend: { id: 'engagement.contactForm.enquiryLegend', defaultMessage: 'Your enquiry' },
  detailsLegend: { id: 'engagement.contactForm.detailsLegend', defaultMessage: 'Your details' },
  requiredNote: {
    id: 'engagement.contactForm.requiredNote',
    defaultMessage: 'Fields marked with an asterisk (*) are required.',
  },

  enquiryTypeLabel: { id: 'engagement.contactForm.enquiryTypeLabel', defaultMessage: 'What is your enquiry about?' },
  enquiryTypePlaceholder: {
    id: 'engagement.contactForm.enquiryTypePlaceholder',
    defaultMessage: 'Choose an enquiry type',
  },
  enquiryGeneral: { id: 'engagement.contactForm.enquiry.general', defaultMessage: 'General enquiry' },
  enquiryOrder: { id: 'engagement.contactForm.enquiry.order', defaultMessage: 'An order' },
  enquiryProduct: { id: 'engagement.contactForm.enquiry.product', defaultMessage: 'A product' },
  enquiryRecycle: { id: 'engagement.contactForm.enquiry.recycle', defaultMessage: 'Jewellery recycling' },
  enquiryStoreFeedback: { id: 'engagement.contactForm.enquiry.storeFeedback', defaultMessage: 'Store feedback' },

  orderEnquiryTypeLabel: {
    id: 'engagement.contactForm.orderEnquiryTypeLabel',
    defaultMessage: 'What is it about the order?',
  },
  orderEnquiryTypePlaceholder: {
    id: 'engagement.contactForm.orderEnquiryTypePlaceholder',
    defaultMessage: 'Choose one',
  },
  orderDelivery: { id: 'engagement.contactForm.order.delivery', defaultMessage: 'Delivery' },
  orderReturns: { id: 'engagement.contactForm.order.returns', defaultMessage: 'Returns' },
  orderStatus: { id: 'engagement.contactForm.order.status', defaultMessage: 'Order status' },
  orderIncorrect: { id: 'engagement.contactForm.order.incorrect', defaultMessage: 'Incorrect order or item' },
  orderOther: { id: 'engagement.contactForm.order.other', defaultMessage: 'Something else' },
  orderNumberLabel: { id: 'engagement.contactForm.orderNumberLabel', defaultMessage: 'Order number' },
  orderNumberHint: {
    id: 'engagement.contactForm.orderNumberHint',
    defaultMessage: '12 digits, on your confirmation email or receipt (5 digits on older WA in-store receipts).',
  },
  productNameLabel: { id: 'engagement.contactForm.productNameLabel', defaultMessage: 'Product name' },
  productNameOrderHint: {
    id: 'engagement.contactForm.productNameOrderHint',
    defaultMessage: 'Optional. The piece that was wrong or missing.',
  },
  productNumberLabel: { id: 'engagement.contactForm.productNumberLabel', defaultMessage: 'Product number (SKU)' },
  productNumberHint: {
    id: 'engagement.contactForm.productNumberHint',
    defaultMessage: 'Optional. 8 digits, on the tag, the product page or your receipt.',
  },
  storeLocationLabel: { id: 'engagement.contactForm.storeLocationLabel', defaultMessage: 'Store' },
  storeLocationPlaceholder: { id: 'engagement.contactForm.storeLocationPlaceholder', defaultMessage: 'Choose a store' },
  storeLocationLoading: { id: 'engagement.contactForm.storeLocationLoading', defaultMessage: 'Loading stores…' },
  storeLocationProductHint: {
    id: 'engagement.contactForm.storeLocationProductHint',
    defaultMessage: 'Optional. Where you saw the piece, if in store.',
  },
  storeLocationRecycleHint: {
    id: 'engagement.contactForm.storeLocationRecycleHint',
    defaultMessage: 'Optional. The store that valued your jewellery.',
  },
  storeLocationFeedbackHint: {
    id: 'engagement.contactForm.storeLocationFeedbackHint',
    defaultMessage: 'The store your feedback is about.',
  },
  storesFailed: {
    id: 'engagement.contactForm.storesFailed',
    defaultMessage: 'We couldn’t load the stores.',
  },
  storesRetry: { id: 'engagement.contactForm.storesRetry', defaultMessage: 'Load the stores again' },
  quoteNumberLabel: { id: 'engagement.contactForm.quoteNumberLabel', defaultMessage: 'Quote number' },
  quoteNumberHint: {
    id: 'engagement.contactForm.quoteNumberHint',
    defaultMessage: 'Optional. On the valuation the store gave you.',
  },

  firstNameLabel: { id: 'engagement.contactForm.firstNameLabel', defaultMessage: 'First name' },
  lastNameLabel: { id: 'engagement.contactForm.lastNameLabel', defaultMessage: 'Last name' },
  emailLabel: { id: 'engagement.contactForm.emailLabel', defaultMessage: 'Email address' },
  phoneLabel: { id: 'engagement.contactForm.phoneLabel', defaultMessage: 'Phone number' },
  phoneHint: {
    id: 'engagement.contactForm.phoneHint',
    defaultMessage: 'Optional. We’ll only call if email isn’t enough.',
  },
  commentLabel: { id: 'engagement.contactForm.commentLabel', defaultMessage: 'Your message' },
  commentLeft: defineMessage<{ count: number }>({
    id: 'engagement.contactForm.commentLeft',
    defaultMessage: '{count, plural, one {# character left} other {# characters left}}',
  }),
  commentOver: defineMessage<{ count: number }>({
    id: 'engagement.contactForm.commentOver',
    defaultMessage: '{count, plural, one {# character too many} other {# characters too many}}',
  }),
  submit: { id: 'engagement.contactForm.submit', defaultMessage: 'Send enquiry' },
});
