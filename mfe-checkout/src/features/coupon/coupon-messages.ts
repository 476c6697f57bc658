import { defineMessage, defineMessages } from 'react-intl';

export const couponMessages = defineMessages({
  toggle: { id: 'checkout.coupon.toggle', defaultMessage: 'Add a promotion code' },
  label: { id: 'checkout.coupon.label', defaultMessage: 'Promotion code' },
  apply: { id: 'checkout.coupon.apply', defaultMessage: 'Apply' },
  remove: { id: 'checkout.coupon.remove', defaultMessage: 'Remove' },
  removeCode: defineMessage<{ code: string }>({
    id: 'checkout.coupon.removeCode',
    defaultMessage: 'Remove promotion code {code}',
  }),
  applied: defineMessage<{ code: string }>({
    id: 'checkout.coupon.applied',
    defaultMessage: 'Promotion code {code} applied',
  }),
  removed: defineMessage<{ code: string }>({
    id: 'checkout.coupon.removed',
    defaultMessage: 'Promotion code {code} removed',
  }),
  notApplied: defineMessage<{ code: string }>({
    id: 'checkout.coupon.notApplied',
    defaultMessage: 'Promotion code {code} isn’t applied',
  }),
  required: { id: 'checkout.coupon.required', defaultMessage: 'Enter a promotion code.' },
  invalid: { id: 'checkout.coupon.invalid', defaultMessage: 'Please verify the code and try again.' },
  minSpend: {
    id: 'checkout.coupon.minSpend',
    defaultMessage: 'Your bag hasn’t reached the minimum spend for this code.',
  },
  ended: { id: 'checkout.coupon.ended', defaultMessage: 'This promotion has ended.' },
  notApplicable: {
    id: 'checkout.coupon.notApplicable',
    defaultMessage: 'The items in your bag don’t qualify for this promotion.',
  },
  alreadyUsed: { id: 'checkout.coupon.alreadyUsed', defaultMessage: 'This code has already been used.' },
  failed: { id: 'checkout.coupon.failed', defaultMessage: 'Something went wrong. Please try again.' },
});
