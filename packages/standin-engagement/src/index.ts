export {
  createEngagementStandin,
  DEFAULT_DATA_DIR,
  ENDPOINTS,
  ENGAGEMENT_STANDIN_DEFAULTS,
} from './engagement-standin';
export type {
  Endpoint,
  EngagementStandin,
  EngagementStandinOptions,
  FailureMode,
  PushSubscriptionRecord,
  ReceivedRequest,
} from './engagement-standin';
export { DEFAULT_MARKET, loadEngagementData, marketFrom, MARKETS } from './engagement-store';
export type { Market, MarketData } from './engagement-store';
export type { StoredBanner, StoredCard, StoredFeatureFlag, StoredTrigger } from './engagement-data-schemas';
