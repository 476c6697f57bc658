export {
  currencySchema,
  marketSchema,
  centsSchema,
  timestampSchema,
  daySchema,
  codeLabelSchema,
  localePathsSchema,
} from './market-schemas';
export type { Currency, Market, CodeLabel, LocalePaths } from './market-schemas';
export { stockStatusSchema, dispatchSchema, availabilitySchema } from './availability-schemas';
export type { StockStatus, Dispatch, Availability } from './availability-schemas';
export {
  priceSchema,
  categoryRefSchema,
  categorySummarySchema,
  productTileSchema,
  ringSizeStockSchema,
  productVariantSchema,
  productDetailAnswerSchema,
  productPhotoSchema,
} from './product-schemas';
export type {
  ProductPrice,
  CategoryRef,
  CategorySummary,
  ProductTileData,
  RingSizeStock,
  ProductVariant,
  ProductDetailData,
  ProductPhoto,
} from './product-schemas';
export {
  facetValueSchema,
  categoryFacetValueSchema,
  priceFacetValueSchema,
  listCategorySchema,
  productListAnswerSchema,
  searchAnswerSchema,
} from './product-list-schemas';
export type {
  FacetValue,
  CategoryFacetValue,
  ListCategory,
  ProductListAnswer,
  SearchAnswer,
} from './product-list-schemas';
export {
  lineAvailabilitySchema,
  lineProblemSchema,
  bagLineSchema,
  taxLineSchema,
  bagTotalsSchema,
  couponStateSchema,
  deliveryMethodIdSchema,
  deliveryMethodSchema,
  bagChangeSchema,
  bagAnswerEntries,
  bagAnswerSchema,
} from './bag-schemas';
export type {
  LineAvailability,
  LineProblem,
  BagLine,
  TaxLine,
  BagTotals,
  CouponState,
  DeliveryMethodId,
  DeliveryMethod,
  BagChange,
  Bag,
} from './bag-schemas';
export { bagSummaryAnswerSchema } from './bag-summary-schemas';
export type { BagSummaryAnswer } from './bag-summary-schemas';
export { addressSnapshotSchema } from './address-snapshot-schemas';
export type { AddressSnapshot } from './address-snapshot-schemas';
export {
  missingStepSchema,
  checkoutAnswerSchema,
  deliveryMethodsAnswerSchema,
  checkoutSummaryPreviewSchema,
  financingApprovalPlanSchema,
  financingApprovalSchema,
} from './checkout-schemas';
export type {
  MissingStep,
  CheckoutState,
  DeliveryMethodsAnswer,
  CheckoutSummaryPreview,
  FinancingApproval,
} from './checkout-schemas';
export { placedOrderLineSchema, placedOrderPaymentSchema, placedOrderAnswerSchema } from './placed-order-schemas';
export type { PlacedOrderLine, PlacedOrderPayment, PlacedOrder } from './placed-order-schemas';
export {
  orderHistoryAnswerSchema,
  shipmentSchema,
  orderLineSchema,
  orderSummaryLineSchema,
  pickupStoreSchema,
  memberOrderSchema,
  memberOrderAnswerSchema,
  guestOrderSchema,
  orderLookupAnswerSchema,
  reopenedOrderAnswerSchema,
} from './order-schemas';
export type {
  OrderHistoryAnswer,
  Shipment,
  OrderLine,
  OrderSummaryLine,
  MemberOrder,
  GuestOrder,
} from './order-schemas';
export {
  carePlanStatusSchema,
  carePlanSchema,
  carePlansAnswerSchema,
  carePlanAnswerSchema,
  carePlanPaymentSessionAnswerSchema,
  carePlanPurchaseAnswerSchema,
  carePlanOfferSchema,
} from './care-plan-schemas';
export type {
  CarePlanStatus,
  CarePlan,
  CarePlanPaymentSession,
  CarePlanPurchase,
  CarePlanOffer,
} from './care-plan-schemas';
export { slugResolutionAnswerSchema } from './slug-schemas';
export type { SlugResolutionAnswer } from './slug-schemas';
export { memberSummarySchema, sessionAnswerSchema, loginAnswerSchema, logoutAnswerSchema } from './session-schemas';
export type { MemberSummary, SessionAnswer, LoginAnswer, LogoutAnswer } from './session-schemas';
export {
  registerAnswerSchema,
  welcomeVoucherSchema,
  registerConfirmAnswerSchema,
  activationAnswerSchema,
  acceptedAnswerSchema,
  passwordResetAnswerSchema,
} from './identity-schemas';
export type {
  RegisterAnswer,
  WelcomeVoucher,
  RegisterConfirmAnswer,
  ActivationAnswer,
  AcceptedAnswer,
  PasswordResetAnswer,
} from './identity-schemas';
export {
  profileAnswerSchema,
  savedAddressSchema,
  addressBookAnswerSchema,
  addressDeletedAnswerSchema,
  passwordChangedAnswerSchema,
} from './account-schemas';
export type { ProfileAnswer, SavedAddress, AddressBookAnswer } from './account-schemas';
export { rewardStatusSchema, memberRewardSchema, rewardsAnswerSchema } from './reward-schemas';
export type { RewardStatus, MemberReward, RewardsAnswer } from './reward-schemas';
export { wishlistItemSchema, wishlistAnswerSchema } from './wishlist-schemas';
export type { WishlistItem, WishlistAnswer } from './wishlist-schemas';
export {
  dayScheduleSchema,
  storeSummarySchema,
  storeListAnswerSchema,
  storePlaceSchema,
  storeSearchAnswerSchema,
  storeDetailAnswerSchema,
  inStoreMessageSchema,
  storeStockSchema,
  storeWithStockSchema,
  storeStockSearchAnswerSchema,
  oneStoreStockAnswerSchema,
  storeShortfallProblemSchema,
} from './store-schemas';
export type {
  DaySchedule,
  StoreSummary,
  StoreListAnswer,
  StorePlace,
  StoreSearchAnswer,
  StoreDetail,
  InStoreMessage,
  StoreStock,
  StoreWithStock,
  StoreStockSearchAnswer,
  OneStoreStockAnswer,
  StoreShortfallProblem,
} from './store-schemas';
export { reservationStatusSchema, storeReservationSchema, storeReservationAnswerSchema } from './reservation-schemas';
export type { ReservationStatus, StoreReservation, StoreReservationAnswer } from './reservation-schemas';
export { contentImageSchema } from './content-image-schemas';
export type { ContentImage } from './content-image-schemas';
export { richTextDocumentSchema, contentEmbedSchema } from './rich-text-schemas';
export type { RichTextNode, RichTextDocument, ContentEmbed } from './rich-text-schemas';
export {
  articleCategorySchema,
  articleSummarySchema,
  articleListAnswerSchema,
  articleAnswerSchema,
} from './article-schemas';
export type { ArticleCategory, ArticleSummary, ArticleListAnswer, ArticleAnswer } from './article-schemas';
export {
  panelSchema,
  promotionSchema,
  categoryReferenceSchema,
  categoryCardSchema,
  topCategoriesSchema,
  sitePreferencesAnswerSchema,
} from './site-preferences-schemas';
export type {
  Panel,
  Promotion,
  CategoryReference,
  CategoryCard,
  TopCategories,
  SitePreferencesAnswer,
} from './site-preferences-schemas';
export {
  navigationLinkSchema,
  navigationFeatureSchema,
  navigationCategorySchema,
  navigationAnswerSchema,
} from './navigation-schemas';
export type { NavigationLink, NavigationFeature, NavigationCategory, NavigationAnswer } from './navigation-schemas';
export {
  contentLinkSchema,
  pageSectionItemSchema,
  breakpointImageSchema,
  pageSectionSchema,
  contentPageAnswerSchema,
} from './content-page-schemas';
export type { ContentLink, PageSectionItem, BreakpointImage, PageSection, ContentPage } from './content-page-schemas';
export { contactAnswerSchema, newsletterConfirmAnswerSchema } from './engagement-form-schemas';
export type { ContactAnswer, NewsletterConfirmAnswer } from './engagement-form-schemas';
