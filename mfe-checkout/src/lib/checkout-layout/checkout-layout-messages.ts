import { defineMessages } from 'react-intl';

export const checkoutLayoutMessages = defineMessages({
  loading: { id: 'checkout.layout.loading', defaultMessage: 'Loading your checkout…' },
  loadFailed: { id: 'checkout.layout.loadFailed', defaultMessage: 'We couldn’t load your checkout.' },
  bagUpdatedTitle: { id: 'checkout.layout.bagUpdatedTitle', defaultMessage: 'Your bag has been updated' },
  bagUpdatedBody: {
    id: 'checkout.layout.bagUpdatedBody',
    defaultMessage: 'Something in your bag or its delivery changed. Please review your bag before continuing.',
  },
  reviewBag: { id: 'checkout.layout.reviewBag', defaultMessage: 'Review my bag' },
  showSummary: { id: 'checkout.layout.showSummary', defaultMessage: 'Show order summary' },
  hideSummary: { id: 'checkout.layout.hideSummary', defaultMessage: 'Hide order summary' },
});
