export {
  remoteNames,
  federationName,
  remoteRouteIds,
  ROUTE_CONTRACT_VERSION,
  checkRemoteRoutesModule,
} from './remote-contract';
export type {
  RemoteName,
  RemoteRouteId,
  RemoteRouteProps,
  RemoteRouteLoader,
  RemoteRoutesModule,
  SlugResolution,
} from './remote-contract';
export { remoteWidgetNames, checkRemoteWidgetsModule } from './widget-contract';
export { RemoteWidgetSlot, RemoteWidgetHostProvider, EngagementBannerSlot } from './widget-slot';
export type { RemoteWidgetSlotProps, RemoteWidgetHost, RemoteWidgetPropsOf } from './widget-slot';
export type {
  RemoteWidgetMap,
  RemoteWidgetsModule,
  RemotesWithWidgets,
  SearchBoxWidgetProps,
  StorePickerWidgetProps,
  InStoreStockWidgetProps,
  ContentCardsPanelWidgetProps,
  EngagementHostWidgetProps,
  EngagementBannerWidgetProps,
  EngagementPreferencesWidgetProps,
  NewsletterSignupWidgetProps,
  WishlistGridWidgetProps,
} from './widget-contract';
export {
  remoteRegistrySchema,
  registryEntrySchema,
  latestBuildSchema,
  siteConfigSchema,
  engagementSettingsSchema,
} from './registry-schema';
export type { RemoteRegistry, RegistryEntry, LatestBuild, SiteConfig, EngagementSettings } from './registry-schema';
export { defaultSiteConfig, siteConfigLoaded, getSiteConfig, useSiteConfig } from './site-config-store';
export { engagementStarting, useEngagementStarted } from './engagement-start-store';
export { paths } from './paths';
export type { PathName } from './paths';
export {
  useLocale,
  useMarket,
  usePathPrefix,
  setActiveLocale,
  getActiveLocale,
  storefrontApiHeaders,
  localisePath,
  useLocalisedPath,
} from './locale-store';
export {
  useSession,
  useIsMember,
  signedIn,
  signedOut,
  getSession,
  onSessionChange,
  memberSummarySchema,
} from './session-store';
export type { MemberSummary } from './session-store';
export { useBagCount, useBagSummary, bagSummaryChanged, getBagSummary } from './bag-store';
export type { BagSummary } from './bag-store';
export {
  useWishlistItems,
  useIsWishlisted,
  wishlistAdded,
  wishlistRemoved,
  wishlistReloaded,
  getWishlistItems,
  getWishlistOwner,
  useWishlistOwner,
  memberWishlistLoaded,
  guestWishlistRestored,
  guestWishlistCleared,
  GUEST_WISHLIST_TTL_MS,
} from './wishlist-store';
export type { WishlistItem, WishlistOwner } from './wishlist-store';
export {
  useMyStore,
  getMyStore,
  myStoreChosen,
  myStoreLoaded,
  myStoreOf,
  myStoreSchema,
  onMyStoreChosen,
} from './my-store-store';
export type { MyStore, MyStoreSource } from './my-store-store';
export { announce, listen, RECENT_ANNOUNCEMENTS_KEPT } from './storefront-events';
export type { StorefrontEventMap, ListenOptions } from './storefront-events';
export { contractsInstanceId } from './instance-id';
export {
  takePagePayload,
  revealApp,
  resetPagePayloadForTests,
  PAGE_PAYLOAD_ELEMENT_ID,
  FIRST_VIEW_ELEMENT_ID,
  FIRST_VIEW_ATTRIBUTE,
} from './page-payload';
export { safeNavigationTarget, safeReturnPath, safeLinkTarget, navigateSafely } from './safe-navigation';
export { absoluteUrl, absoluteUrlAt, pageLinks, pageLinksAt } from './page-links';
export type { PageLinkAlternate, SiteOrigin } from './page-links';
export {
  articlePageHead,
  categoryPageHead,
  contentPageHead,
  homePageHead,
  productPageHead,
  SERVED_HEAD_ATTRIBUTE,
} from './page-head';
export type { HeadContext, PageHead } from './page-head';
export type { SafeNavigationOptions, NavigateSafelyOptions, SafeLinkTarget } from './safe-navigation';
export { pageNotFoundError, isPageNotFoundError, PageNotFound } from './page-not-found';
export type { PageNotFoundError } from './page-not-found';
export { createStoredValue } from './browser-storage';
export { yieldToBrowser } from './yield-to-browser';
export type { StoredValue, StoredValueOptions, StorageArea, StorageLike } from './browser-storage';
