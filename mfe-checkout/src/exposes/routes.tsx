import { ROUTE_CONTRACT_VERSION, type RemoteRouteId, type RemoteRouteLoader } from '@storefront/contracts';
import { remotePage } from '@storefront/i18n';
import { CheckoutProviders } from '../lib/checkout-providers';

/** The checkout's side of the route contract: its pages, each loaded on first visit. */
export const routes: Record<RemoteRouteId<'checkout'>, RemoteRouteLoader> = {
  bag: remotePage(CheckoutProviders, () => import('../routes/bag-route')),
  'checkout-shipping': remotePage(CheckoutProviders, () => import('../routes/checkout-shipping-route')),
  'checkout-billing': remotePage(CheckoutProviders, () => import('../routes/checkout-billing-route')),
  'checkout-payment-processing': remotePage(
    CheckoutProviders,
    () => import('../routes/checkout-payment-processing-route'),
  ),
  'checkout-thank-you': remotePage(CheckoutProviders, () => import('../routes/checkout-thank-you-route')),
  'finance-options': remotePage(CheckoutProviders, () => import('../routes/finance-options-route')),
  'financing-application': remotePage(CheckoutProviders, () => import('../routes/financing-application-route')),
};

export const contractVersion = ROUTE_CONTRACT_VERSION;
export const remote = 'checkout';

/** Lets the shell verify that this remote shares its contracts (and so its stores) instead of bundling a copy. */
export { contractsInstanceId } from '@storefront/contracts';

/** The build this code came from (`REMOTE_VERSION` at build time), for diagnostics. */
export const buildVersion: string = process.env.REMOTE_VERSION ?? 'dev';
