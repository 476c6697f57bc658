import { defineMessage, defineMessages } from 'react-intl';

export const catalogueRouteMessages = defineMessages({
  home: { id: 'catalogue.breadcrumbs.home', defaultMessage: 'Home' },
  productListEyebrow: { id: 'catalogue.productList.eyebrow', defaultMessage: 'Collection' },
  productListEmptyTitle: { id: 'catalogue.productList.emptyTitle', defaultMessage: 'No pieces to show yet' },
  productListEmptyBody: {
    id: 'catalogue.productList.emptyBody',
    defaultMessage:
      'This collection has no pieces available right now. Explore our other collections or search for something special.',
  },
  browseAll: { id: 'catalogue.common.browseAll', defaultMessage: 'Browse all jewellery' },
  productTitle: { id: 'catalogue.product.title', defaultMessage: 'Product details' },
  productUnavailableTitle: {
    id: 'catalogue.product.unavailableTitle',
    defaultMessage: 'This piece isn’t available to view',
  },
  productUnavailableBody: defineMessage<{ product: string }>({
    id: 'catalogue.product.unavailableBody',
    defaultMessage: 'We couldn’t find details for “{product}”. It may have sold out or moved.',
  }),
  searchTitle: { id: 'catalogue.search.title', defaultMessage: 'Search' },
  searchResultsFor: defineMessage<{ query: string }>({
    id: 'catalogue.search.resultsFor',
    defaultMessage: 'Results for “{query}”',
  }),
  searchEmptyTitle: { id: 'catalogue.search.emptyTitle', defaultMessage: 'What are you looking for?' },
  searchEmptyBody: {
    id: 'catalogue.search.emptyBody',
    defaultMessage: 'Search by piece, stone, metal or occasion — for example “sapphire earrings” or “rose gold band”.',
  },
  searchNoResultsTitle: defineMessage<{ query: string }>({
    id: 'catalogue.search.noResultsTitle',
    defaultMessage: 'No results for “{query}”',
  }),
  searchNoResultsBody: {
    id: 'catalogue.search.noResultsBody',
    defaultMessage: 'Check the spelling, try a broader term, or browse our collections.',
  },
  wishlistTitle: { id: 'catalogue.wishlist.title', defaultMessage: 'Wishlist' },
  wishlistIntro: {
    id: 'catalogue.wishlist.intro',
    defaultMessage: 'Pieces you love, kept on this device for 30 days. Sign in to keep them across devices.',
  },
  wishlistEmptyTitle: { id: 'catalogue.wishlist.emptyTitle', defaultMessage: 'Your wishlist is empty' },
  wishlistEmptyBody: {
    id: 'catalogue.wishlist.emptyBody',
    defaultMessage: 'Tap the heart on any piece to save it here.',
  },
  wishlistCount: defineMessage<{ count: number }>({
    id: 'catalogue.wishlist.count',
    defaultMessage: '{count, plural, one {# saved piece} other {# saved pieces}}',
  }),
  signIn: { id: 'catalogue.wishlist.signIn', defaultMessage: 'Sign in' },
  builderTitle: { id: 'catalogue.builder.title', defaultMessage: 'Design your ring' },
  builderIntro: {
    id: 'catalogue.builder.intro',
    defaultMessage: 'Choose a setting, a stone and a metal, and we’ll craft a ring that is entirely yours.',
  },
  builderStepsLabel: { id: 'catalogue.builder.stepsLabel', defaultMessage: 'Steps' },
  builderStepSetting: { id: 'catalogue.builder.step.setting', defaultMessage: 'Setting style' },
  builderStepShape: { id: 'catalogue.builder.step.shape', defaultMessage: 'Stone shape' },
  builderStepSize: { id: 'catalogue.builder.step.size', defaultMessage: 'Stone size' },
  builderStepMetal: { id: 'catalogue.builder.step.metal', defaultMessage: 'Metal' },
  builderStepRingSize: { id: 'catalogue.builder.step.ringSize', defaultMessage: 'Ring size' },
  builderStepEngraving: { id: 'catalogue.builder.step.engraving', defaultMessage: 'Engraving' },
  builderStepReview: { id: 'catalogue.builder.step.review', defaultMessage: 'Review' },
});
