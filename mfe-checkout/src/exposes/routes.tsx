import { ROUTE_CONTRACT_VERSION, type RemoteRouteId, type RemoteRouteLoader } from '@storefront/contracts';
import { remotePage } from '@storefront/i18n';
import { CheckoutMessages } from '../lib/checkout-messages-provider';

/** The checkout's side of the route contract: its pages, each loaded on first visit. */
export const routes: Record<RemoteRouteId<'checkout'>, RemoteRouteLoader> = {
  bag: remotePage(CheckoutMessages, () => import('../routes/bag-route')),
  'checkout-shipping': remotePage(CheckoutMessages, () => import('../routes/checkout-shipping-route')),
  'checkout-billing': remotePage(CheckoutMessages, () => import('../routes/checkout-billing-route')),
  'checkout-payment-processing': remotePage(
    CheckoutMessages,
    () => import('../routes/checkout-payment-processing-route'),
  ),
  'checkout-thank-you': remotePage(CheckoutMessages, () => import('../routes/checkout-thank-you-route')),
  'finance-options': remotePage(CheckoutMessages, () => import('../routes/finance-options-route')),
  'financing-application': remotePage(CheckoutMessages, () => import('../routes/financing-application-route')),
};

export const contractVersion = ROUTE_CONTRACT_VERSION;
export const remote = 'checkout';

/** Lets the shell verify that this remote shares its contracts (and so its stores) instead of bundling a copy. */
export { contractsInstanceId } from '@storefront/contracts';

/** The build this code came from (`REMOTE_VERSION` at build time), for diagnostics. */
export const buildVersion: string = process.env.REMOTE_VERSION ?? 'dev';
