import { defineMessages } from 'react-intl';

export const storesRouteMessages = defineMessages({
  home: { id: 'stores.breadcrumbs.home', defaultMessage: 'Home' },
  finderTitle: { id: 'stores.finder.title', defaultMessage: 'Find a store' },
  finderIntro: {
    id: 'stores.finder.intro',
    defaultMessage: 'See opening hours, book an appointment or collect your order from a store near you.',
  },
  storesCrumb: { id: 'stores.breadcrumbs.stores', defaultMessage: 'Stores' },
  detailEyebrow: { id: 'stores.detail.eyebrow', defaultMessage: 'Store' },
  detailEmptyTitle: { id: 'stores.detail.emptyTitle', defaultMessage: 'Store details are on their way' },
  detailEmptyBody: {
    id: 'stores.detail.emptyBody',
    defaultMessage: 'Opening hours, special hours and directions for this store will appear here.',
  },
  findAnotherStore: { id: 'stores.detail.findAnother', defaultMessage: 'Find another store' },
});
