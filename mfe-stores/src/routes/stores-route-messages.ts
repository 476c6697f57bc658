import { defineMessages } from 'react-intl';

export const storesRouteMessages = defineMessages({
  home: { id: 'stores.breadcrumbs.home', defaultMessage: 'Home' },
  finderTitle: { id: 'stores.finder.title', defaultMessage: 'Find a store' },
  finderIntro: {
    id: 'stores.finder.intro',
    defaultMessage: 'See opening hours, book an appointment or collect your order from a store near you.',
  },
});
