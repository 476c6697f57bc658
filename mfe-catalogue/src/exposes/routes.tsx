import { ROUTE_CONTRACT_VERSION, type RemoteRouteId, type RemoteRouteLoader } from '@storefront/contracts';
import { remotePage } from '@storefront/i18n';
import { CatalogueMessages } from '../lib/catalogue-messages-provider';

/** The catalogue's side of the route contract: its pages, each loaded on first visit. */
export const routes: Record<RemoteRouteId<'catalogue'>, RemoteRouteLoader> = {
  'product-list': remotePage(CatalogueMessages, () => import('../routes/product-list-route')),
  product: remotePage(CatalogueMessages, () => import('../routes/product-route')),
  search: remotePage(CatalogueMessages, () => import('../routes/search-route')),
  wishlist: remotePage(CatalogueMessages, () => import('../routes/wishlist-route')),
  'jewellery-builder': remotePage(CatalogueMessages, () => import('../routes/jewellery-builder-route')),
};

export const contractVersion = ROUTE_CONTRACT_VERSION;
export const remote = 'catalogue';
/** Lets the shell verify that this remote shares its contracts (and so its stores) instead of bundling a copy. */
export { contractsInstanceId } from '@storefront/contracts';

/** The build this code came from (`REMOTE_VERSION` at build time), for diagnostics. */
export const buildVersion: string = process.env.REMOTE_VERSION ?? 'dev';
