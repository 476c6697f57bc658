import { defineMessage, defineMessages } from 'react-intl';

export const productDetailMessages = defineMessages({
  home: { id: 'catalogue.productDetail.home', defaultMessage: 'Home' },
  loading: { id: 'catalogue.productDetail.loading', defaultMessage: 'Loading this piece' },
  updating: { id: 'catalogue.productDetail.updating', defaultMessage: 'Updating price and availability' },
  loadFailedTitle: {
    id: 'catalogue.productDetail.loadFailedTitle',
    defaultMessage: 'We couldn’t load this piece',
  },
  loadFailedBody: {
    id: 'catalogue.productDetail.loadFailedBody',
    defaultMessage: 'Please check your connection and try again.',
  },
  refreshFailed: {
    id: 'catalogue.productDetail.refreshFailed',
    defaultMessage: 'We couldn’t update the price and availability for your choice.',
  },
  notFoundTitle: { id: 'catalogue.productDetail.notFoundTitle', defaultMessage: 'We couldn’t find this piece' },
  notFoundBody: {
    id: 'catalogue.productDetail.notFoundBody',
    defaultMessage: 'It may have sold out or moved. Search our jewellery or start again from the home page.',
  },
  notFoundSearch: { id: 'catalogue.productDetail.notFoundSearch', defaultMessage: 'Search our jewellery' },
  notFoundHome: { id: 'catalogue.productDetail.notFoundHome', defaultMessage: 'Go to the home page' },
  productNumber: defineMessage<{ number: string }>({
    id: 'catalogue.productDetail.productNumber',
    defaultMessage: 'Product number {number}',
  }),
  galleryLabel: defineMessage<{ name: string }>({
    id: 'catalogue.productDetail.galleryLabel',
    defaultMessage: 'Images of {name}',
  }),
  showImage: defineMessage<{ alt: string }>({
    id: 'catalogue.productDetail.showImage',
    defaultMessage: 'Show image: {alt}',
  }),
  zoomImage: defineMessage<{ alt: string }>({
    id: 'catalogue.productDetail.zoomImage',
    defaultMessage: 'Enlarge image: {alt}',
  }),
  zoomIn: { id: 'catalogue.productDetail.zoomIn', defaultMessage: 'Magnify' },
  zoomOut: { id: 'catalogue.productDetail.zoomOut', defaultMessage: 'Fit to screen' },
  zoomViewport: { id: 'catalogue.productDetail.zoomViewport', defaultMessage: 'Enlarged image' },
  memberJoin: {
    id: 'catalogue.productDetail.memberJoin',
    defaultMessage: 'Join Brilliance to pay the member price',
  },
  memberPricePaid: {
    id: 'catalogue.productDetail.memberPricePaid',
    defaultMessage: 'Your Brilliance member price',
  },
  priceUnavailable: {
    id: 'catalogue.productDetail.priceUnavailable',
    defaultMessage: 'This piece has no online price in your region.',
  },
  bnpl: defineMessage<{ instalments: number; amount: string; frequency: string }>({
    id: 'catalogue.productDetail.bnpl',
    defaultMessage:
      'Or {instalments} interest-free {frequency, select, fortnightly {fortnightly} weekly {weekly} other {monthly}} payments of {amount}',
  }),
  bnplLearnMore: { id: 'catalogue.productDetail.bnplLearnMore', defaultMessage: 'Learn about payment options' },
  stockInStock: { id: 'catalogue.productDetail.stock.inStock', defaultMessage: 'In stock' },
  stockLowStock: { id: 'catalogue.productDetail.stock.lowStock', defaultMessage: 'Selling fast' },
  stockOutOfStock: { id: 'catalogue.productDetail.stock.outOfStock', defaultMessage: 'Out of stock' },
  stockUnavailableOnline: {
    id: 'catalogue.productDetail.stock.unavailableOnline',
    defaultMessage: 'Unavailable online',
  },
  readyToShip: { id: 'catalogue.productDetail.dispatch.readyToShip', defaultMessage: 'Ready to ship' },
  shipsIn: defineMessage<{ days: number }>({
    id: 'catalogue.productDetail.dispatch.shipsIn',
    defaultMessage: 'Ships in {days, plural, one {# business day} other {# business days}}',
  }),
  dispatchDate: defineMessage<{ date: string }>({
    id: 'catalogue.productDetail.dispatch.date',
    defaultMessage: 'Estimated dispatch {date}',
  }),
  unavailableOnlineHint: {
    id: 'catalogue.productDetail.unavailableOnlineHint',
    defaultMessage: 'This piece can be bought in our stores. Check in-store availability below.',
  },
  outOfStockHint: {
    id: 'catalogue.productDetail.outOfStockHint',
    defaultMessage: 'Try another metal or size, or check in-store availability below.',
  },
  madeToOrderTitle: { id: 'catalogue.productDetail.madeToOrderTitle', defaultMessage: 'Made to order' },
  madeToOrderBody: {
    id: 'catalogue.productDetail.madeToOrderBody',
    defaultMessage:
      'Our jewellers craft this piece for you once you order it; the dispatch estimate includes that time.',
  },
  resizedTitle: { id: 'catalogue.productDetail.resizedTitle', defaultMessage: 'Resized for you' },
  resizedBody: defineMessage<{ size: string }>({
    id: 'catalogue.productDetail.resizedBody',
    defaultMessage:
      'Size {size} isn’t in stock, so our jewellers will resize this ring for you. The dispatch estimate includes the extra time.',
  }),
  metalLegend: { id: 'catalogue.productDetail.metalLegend', defaultMessage: 'Metal' },
  caratLegend: { id: 'catalogue.productDetail.caratLegend', defaultMessage: 'Stone size' },
  caratOption: defineMessage<{ carat: number }>({
    id: 'catalogue.productDetail.caratOption',
    defaultMessage: '{carat, number} ct',
  }),
  widthLegend: { id: 'catalogue.productDetail.widthLegend', defaultMessage: 'Width' },
  widthOption: defineMessage<{ width: number }>({
    id: 'catalogue.productDetail.widthOption',
    defaultMessage: '{width, number} mm',
  }),
  quantity: { id: 'catalogue.productDetail.quantity', defaultMessage: 'Quantity' },
  carePlanLabel: defineMessage<{ price: string; months: number }>({
    id: 'catalogue.productDetail.carePlanLabel',
    defaultMessage: 'Add a Professional Care Plan for {price} ({months} months)',
  }),
  carePlanTerms: { id: 'catalogue.productDetail.carePlanTerms', defaultMessage: 'Care plan terms and cover' },
  addonsLegend: { id: 'catalogue.productDetail.addonsLegend', defaultMessage: 'Complete the piece' },
  addonLabel: defineMessage<{ name: string; price: string; kind: string }>({
    id: 'catalogue.productDetail.addonLabel',
    defaultMessage:
      'Add {kind, select, pendant {the pendant} connector {the connector} other {the charm}} {name} for {price}',
  }),
  addToBag: { id: 'catalogue.productDetail.addToBag', defaultMessage: 'Add to bag' },
  addToBagOutOfStock: { id: 'catalogue.productDetail.addToBagOutOfStock', defaultMessage: 'Out of stock' },
  addToBagUnavailable: {
    id: 'catalogue.productDetail.addToBagUnavailable',
    defaultMessage: 'Unavailable online',
  },
  sizeRequired: { id: 'catalogue.productDetail.sizeRequired', defaultMessage: 'Please select a ring size' },
  addedTitle: { id: 'catalogue.productDetail.addedTitle', defaultMessage: 'Added to your bag' },
  addedSize: defineMessage<{ size: string }>({
    id: 'catalogue.productDetail.addedSize',
    defaultMessage: 'Ring size {size}',
  }),
  addedEngraving: defineMessage<{ text: string }>({
    id: 'catalogue.productDetail.addedEngraving',
    defaultMessage: 'Engraving “{text}”',
  }),
  addedCarePlan: { id: 'catalogue.productDetail.addedCarePlan', defaultMessage: 'Professional Care Plan' },
  addedAddons: defineMessage<{ count: number }>({
    id: 'catalogue.productDetail.addedAddons',
    defaultMessage: '{count, plural, one {# add-on} other {# add-ons}}',
  }),
  viewBag: { id: 'catalogue.productDetail.viewBag', defaultMessage: 'View bag' },
  continueShopping: { id: 'catalogue.productDetail.continueShopping', defaultMessage: 'Continue shopping' },
  errorInsufficientStock: {
    id: 'catalogue.productDetail.error.insufficientStock',
    defaultMessage:
      'Sorry, we don’t have enough of this piece in stock for that quantity. Try a smaller quantity or another size or metal.',
  },
  errorUnavailableOnline: {
    id: 'catalogue.productDetail.error.unavailableOnline',
    defaultMessage: 'Sorry, this piece is no longer available online. Check in-store availability below.',
  },
  errorAddonUnavailable: defineMessage<{ name: string; reason: string }>({
    id: 'catalogue.productDetail.error.addonUnavailable',
    defaultMessage:
      '{reason, select, stock {{name} has just sold out} other {{name} is no longer available online}}, so nothing was added to your bag. Untick it to add the piece without it.',
  }),
  selectionTotalLabel: {
    id: 'catalogue.productDetail.selectionTotalLabel',
    defaultMessage: 'Total for your selection',
  },
  selectionTotalDetail: defineMessage<{ count: number; addons: string }>({
    id: 'catalogue.productDetail.selectionTotalDetail',
    defaultMessage: '{count, plural, one {Includes # add-on} other {Includes # add-ons}} ({addons})',
  }),
  errorCarePlan: {
    id: 'catalogue.productDetail.error.carePlan',
    defaultMessage: 'The Professional Care Plan isn’t offered for this piece any more. Untick it and try again.',
  },
  errorTrouble: {
    id: 'catalogue.productDetail.error.trouble',
    defaultMessage: 'We’re having trouble adding this item to your bag.',
  },
  refreshPage: { id: 'catalogue.productDetail.refreshPage', defaultMessage: 'Refresh the page' },
  storesHeading: { id: 'catalogue.productDetail.storesHeading', defaultMessage: 'Collect or reserve in store' },
  clickAndCollect: { id: 'catalogue.productDetail.clickAndCollect', defaultMessage: 'Click and collect' },
  reserveInStore: { id: 'catalogue.productDetail.reserveInStore', defaultMessage: 'Reserve in store' },
  clickAndCollectEngraved: {
    id: 'catalogue.productDetail.clickAndCollectEngraved',
    defaultMessage: 'Click and collect is not available for engraved items',
  },
  reserveEngraved: {
    id: 'catalogue.productDetail.reserveEngraved',
    defaultMessage: 'Reserve in store is not available for engraved items',
  },
  findStore: { id: 'catalogue.productDetail.findStore', defaultMessage: 'Find a store near you' },
  inStoreHeading: { id: 'catalogue.productDetail.inStoreHeading', defaultMessage: 'In-store availability' },
  detailsHeading: { id: 'catalogue.productDetail.detailsHeading', defaultMessage: 'Details' },
  detailMetal: { id: 'catalogue.productDetail.detailMetal', defaultMessage: 'Metal' },
  detailStone: { id: 'catalogue.productDetail.detailStone', defaultMessage: 'Stone' },
  detailShape: { id: 'catalogue.productDetail.detailShape', defaultMessage: 'Shape' },
  detailCollection: { id: 'catalogue.productDetail.detailCollection', defaultMessage: 'Collection' },
  detailNumber: { id: 'catalogue.productDetail.detailNumber', defaultMessage: 'Product number' },
  deliveryMore: { id: 'catalogue.productDetail.deliveryMore', defaultMessage: 'Delivery and returns details' },
  warrantyText: {
    id: 'catalogue.productDetail.warrantyText',
    defaultMessage:
      'Its diamonds are covered by our lifetime diamond warranty, with a free inspection every six months.',
  },
  warrantyLink: {
    id: 'catalogue.productDetail.warrantyLink',
    defaultMessage: 'How the lifetime diamond warranty works',
  },
  alternativesHeading: {
    id: 'catalogue.productDetail.alternativesHeading',
    defaultMessage: 'Other stones and shapes',
  },
  complementsHeading: { id: 'catalogue.productDetail.complementsHeading', defaultMessage: 'Pairs beautifully with' },
  brand: { id: 'catalogue.productDetail.brand', defaultMessage: 'Lustre & Co.' },
  pageTitle: defineMessage<{ name: string }>({
    id: 'catalogue.productDetail.pageTitle',
    defaultMessage: '{name} | Lustre & Co.',
  }),
  notFoundPageTitle: {
    id: 'catalogue.productDetail.notFoundPageTitle',
    defaultMessage: 'Piece not found | Lustre & Co.',
  },
});
