import { ROUTE_CONTRACT_VERSION, type RemoteRouteId, type RemoteRouteLoader } from '@storefront/contracts';
import { remotePage } from '@storefront/i18n';
import { StoresProviders } from '../lib/stores-providers';

/** The stores remote's side of the route contract: its pages, each loaded on first visit. */
export const routes: Record<RemoteRouteId<'stores'>, RemoteRouteLoader> = {
  'store-finder': remotePage(StoresProviders, () => import('../routes/store-finder-route')),
  'store-detail': remotePage(StoresProviders, () => import('../routes/store-detail-route')),
  'reservation-cancel': remotePage(StoresProviders, () => import('../routes/reservation-cancel-route')),
};

export const contractVersion = ROUTE_CONTRACT_VERSION;
export const remote = 'stores';

/** Lets the shell verify that this remote shares its contracts (and so its stores) instead of bundling a copy. */
export { contractsInstanceId } from '@storefront/contracts';

/** The build this code came from (`REMOTE_VERSION` at build time), for diagnostics. */
export const buildVersion: string = process.env.REMOTE_VERSION ?? 'dev';
