import { defineMessages } from 'react-intl';

export const catalogueRouteMessages = defineMessages({
  home: { id: 'catalogue.breadcrumbs.home', defaultMessage: 'Home' },
  wishlistTitle: { id: 'catalogue.wishlist.title', defaultMessage: 'Wishlist' },
  builderTitle: { id: 'catalogue.builder.title', defaultMessage: 'Design your ring' },
  builderIntro: {
    id: 'catalogue.builder.intro',
    defaultMessage: 'Choose a setting, a stone and a metal, and we’ll craft a ring that is entirely yours.',
  },
});
