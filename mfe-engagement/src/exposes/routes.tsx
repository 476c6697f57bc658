import { ROUTE_CONTRACT_VERSION, type RemoteRouteId, type RemoteRouteLoader } from '@storefront/contracts';
import { remotePage } from '@storefront/i18n';
import { EngagementProviders } from '../lib/engagement-providers';

/** The engagement remote's side of the route contract: its pages, each loaded on first visit. */
export const routes: Record<RemoteRouteId<'engagement'>, RemoteRouteLoader> = {
  home: remotePage(EngagementProviders, () => import('../routes/home-route')),
  'content-page': remotePage(EngagementProviders, () => import('../routes/content-page-route')),
  'connected-content': remotePage(EngagementProviders, () => import('../routes/connected-content-route')),
  'contact-us': remotePage(EngagementProviders, () => import('../routes/contact-us-route')),
  'contact-success': remotePage(EngagementProviders, () => import('../routes/contact-success-route')),
  newsletter: remotePage(EngagementProviders, () => import('../routes/newsletter-route')),
  'newsletter-confirm': remotePage(EngagementProviders, () => import('../routes/newsletter-confirm-route')),
  articles: remotePage(EngagementProviders, () => import('../routes/articles-route')),
  article: remotePage(EngagementProviders, () => import('../routes/article-route')),
};

export const contractVersion = ROUTE_CONTRACT_VERSION;
export const remote = 'engagement';

/** Lets the shell verify that this remote shares its contracts (and so its stores) instead of bundling a copy. */
export { contractsInstanceId } from '@storefront/contracts';

/** The build this code came from (`REMOTE_VERSION` at build time), for diagnostics. */
export const buildVersion: string = process.env.REMOTE_VERSION ?? 'dev';
