import { ROUTE_CONTRACT_VERSION, type RemoteRouteId, type RemoteRouteLoader } from '@storefront/contracts';
import { remotePage } from '@storefront/i18n';
import { CatalogueProviders } from '../lib/catalogue-providers';

/** The catalogue's side of the route contract: its pages, each loaded on first visit. */
export const routes: Record<RemoteRouteId<'catalogue'>, RemoteRouteLoader> = {
  'product-list': remotePage(CatalogueProviders, () => import('../routes/product-list-route')),
  product: remotePage(CatalogueProviders, () => import('../routes/product-route')),
  search: remotePage(CatalogueProviders, () => import('../routes/search-route')),
  wishlist: remotePage(CatalogueProviders, () => import('../routes/wishlist-route')),
  'jewellery-builder': remotePage(CatalogueProviders, () => import('../routes/jewellery-builder-route')),
};

export const contractVersion = ROUTE_CONTRACT_VERSION;
export const remote = 'catalogue';
/** Lets the shell verify that this remote shares its contracts (and so its stores) instead of bundling a copy. */
export { contractsInstanceId } from '@storefront/contracts';

/** The build this code came from (`REMOTE_VERSION` at build time), for diagnostics. */
export const buildVersion: string = process.env.REMOTE_VERSION ?? 'dev';
