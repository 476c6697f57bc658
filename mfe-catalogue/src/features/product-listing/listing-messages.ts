import { defineMessage, defineMessages } from 'react-intl';

export const listingMessages = defineMessages({
  home: { id: 'catalogue.productListing.home', defaultMessage: 'Home' },
  productsHeading: { id: 'catalogue.productListing.productsHeading', defaultMessage: 'Pieces' },
  resultCount: defineMessage<{ count: number }>({
    id: 'catalogue.productListing.resultCount',
    defaultMessage: '{count, plural, =0 {No pieces} one {# piece} other {# pieces}}',
  }),
  loading: { id: 'catalogue.productListing.loading', defaultMessage: 'Loading pieces…' },
  showingOf: defineMessage<{ shown: number; total: number }>({
    id: 'catalogue.productListing.showingOf',
    defaultMessage: 'Showing {shown, number} of {total, number}',
  }),
  loadMore: { id: 'catalogue.productListing.loadMore', defaultMessage: 'Load more' },

  filtersHeading: { id: 'catalogue.productListing.filtersHeading', defaultMessage: 'Filters' },
  filterAndSort: { id: 'catalogue.productListing.filterAndSort', defaultMessage: 'Filter and sort' },
  filterCount: defineMessage<{ count: number }>({
    id: 'catalogue.productListing.filterCount',
    defaultMessage: '{count, plural, one {# filter applied} other {# filters applied}}',
  }),
  showResults: defineMessage<{ count: number }>({
    id: 'catalogue.productListing.showResults',
    defaultMessage: '{count, plural, =0 {No results} one {Show # result} other {Show # results}}',
  }),
  facetCategory: { id: 'catalogue.productListing.facetCategory', defaultMessage: 'Category' },
  facetMetal: { id: 'catalogue.productListing.facetMetal', defaultMessage: 'Metal' },
  facetStone: { id: 'catalogue.productListing.facetStone', defaultMessage: 'Stone' },
  facetShape: { id: 'catalogue.productListing.facetShape', defaultMessage: 'Shape' },
  facetPrice: { id: 'catalogue.productListing.facetPrice', defaultMessage: 'Price' },
  optionCount: defineMessage<{ count: number }>({
    id: 'catalogue.productListing.optionCount',
    defaultMessage: '({count, number})',
  }),
  priceUnder: defineMessage<{ max: string }>({
    id: 'catalogue.productListing.priceUnder',
    defaultMessage: 'Under {max}',
  }),
  priceBetween: defineMessage<{ min: string; max: string }>({
    id: 'catalogue.productListing.priceBetween',
    defaultMessage: '{min} – {max}',
  }),
  priceOver: defineMessage<{ min: string }>({
    id: 'catalogue.productListing.priceOver',
    defaultMessage: 'Over {min}',
  }),
  priceFrom: defineMessage<{ min: string }>({
    id: 'catalogue.productListing.priceFrom',
    defaultMessage: 'From {min}',
  }),
  priceUpTo: defineMessage<{ max: string }>({
    id: 'catalogue.productListing.priceUpTo',
    defaultMessage: 'Up to {max}',
  }),
  customPrice: { id: 'catalogue.productListing.customPrice', defaultMessage: 'Your price range' },
  minPrice: { id: 'catalogue.productListing.minPrice', defaultMessage: 'Minimum ($)' },
  maxPrice: { id: 'catalogue.productListing.maxPrice', defaultMessage: 'Maximum ($)' },
  applyPrice: { id: 'catalogue.productListing.applyPrice', defaultMessage: 'Apply price range' },

  sortLabel: { id: 'catalogue.productListing.sortLabel', defaultMessage: 'Sort by' },
  sortFeatured: { id: 'catalogue.productListing.sortFeatured', defaultMessage: 'Featured' },
  sortPriceAsc: { id: 'catalogue.productListing.sortPriceAsc', defaultMessage: 'Price: low to high' },
  sortPriceDesc: { id: 'catalogue.productListing.sortPriceDesc', defaultMessage: 'Price: high to low' },
  sortNewest: { id: 'catalogue.productListing.sortNewest', defaultMessage: 'Newest' },
  sortRelevance: { id: 'catalogue.productListing.sortRelevance', defaultMessage: 'Best match' },

  activeFilters: { id: 'catalogue.productListing.activeFilters', defaultMessage: 'Active filters' },
  removeFilter: defineMessage<{ label: string }>({
    id: 'catalogue.productListing.removeFilter',
    defaultMessage: 'Remove filter: {label}',
  }),
  clearAll: { id: 'catalogue.productListing.clearAll', defaultMessage: 'Clear all' },

  errorTitle: { id: 'catalogue.productListing.errorTitle', defaultMessage: 'We couldn’t load these pieces' },
  errorBody: {
    id: 'catalogue.productListing.errorBody',
    defaultMessage: 'Please check your connection and try again.',
  },
  emptyFilteredTitle: {
    id: 'catalogue.productListing.emptyFilteredTitle',
    defaultMessage: 'No pieces match these filters',
  },
  emptyFilteredBody: {
    id: 'catalogue.productListing.emptyFilteredBody',
    defaultMessage: 'Try removing a filter or widening your price range.',
  },
  clearFilters: { id: 'catalogue.productListing.clearFilters', defaultMessage: 'Clear filters' },
  emptyCategoryTitle: {
    id: 'catalogue.productListing.emptyCategoryTitle',
    defaultMessage: 'No pieces in this collection yet',
  },
  emptyCategoryBody: {
    id: 'catalogue.productListing.emptyCategoryBody',
    defaultMessage: 'Explore our other collections or search for something special.',
  },
  browseAll: { id: 'catalogue.productListing.browseAll', defaultMessage: 'Search all jewellery' },

  searchTitle: { id: 'catalogue.productListing.searchTitle', defaultMessage: 'Search' },
  brand: { id: 'catalogue.productListing.brand', defaultMessage: 'Lustre & Co.' },
  allJewellery: { id: 'catalogue.productListing.allJewellery', defaultMessage: 'All jewellery' },
  allJewelleryDescription: {
    id: 'catalogue.productListing.allJewelleryDescription',
    defaultMessage: 'Our whole collection of fine jewellery, to filter by piece, metal, stone and price.',
  },
  resultsFor: defineMessage<{ query: string }>({
    id: 'catalogue.productListing.resultsFor',
    defaultMessage: 'Results for “{query}”',
  }),
  searchDescription: defineMessage<{ query: string }>({
    id: 'catalogue.productListing.searchDescription',
    defaultMessage: 'Fine jewellery matching “{query}”: rings, earrings, necklaces, bracelets and watches.',
  }),
  correctedQuery: defineMessage<{ query: string }>({
    id: 'catalogue.productListing.correctedQuery',
    defaultMessage: 'Showing results for “{query}”',
  }),
  matchingCategories: {
    id: 'catalogue.productListing.matchingCategories',
    defaultMessage: 'Matching categories',
  },
  noResultsTitle: defineMessage<{ query: string }>({
    id: 'catalogue.productListing.noResultsTitle',
    defaultMessage: 'No results for “{query}”',
  }),
  noResultsBody: {
    id: 'catalogue.productListing.noResultsBody',
    defaultMessage: 'We couldn’t find a piece to match. These tips may help:',
  },
  tipSpelling: { id: 'catalogue.productListing.tipSpelling', defaultMessage: 'Check the spelling.' },
  tipFewerWords: {
    id: 'catalogue.productListing.tipFewerWords',
    defaultMessage: 'Use fewer words, or a more general one such as “ring” or “necklace”.',
  },
  tipAttributes: {
    id: 'catalogue.productListing.tipAttributes',
    defaultMessage: 'Search by stone, metal or occasion, for example “sapphire” or “rose gold”.',
  },
  didYouMean: { id: 'catalogue.productListing.didYouMean', defaultMessage: 'Did you mean' },
  tooLongTitle: { id: 'catalogue.productListing.tooLongTitle', defaultMessage: 'Your search is too long' },
  popularSearches: { id: 'catalogue.productListing.popularSearches', defaultMessage: 'Popular searches' },
  topCategories: { id: 'catalogue.productListing.topCategories', defaultMessage: 'Shop by category' },
});
