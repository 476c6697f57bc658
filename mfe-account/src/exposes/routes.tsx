import { ROUTE_CONTRACT_VERSION, type RemoteRouteId, type RemoteRouteLoader } from '@storefront/contracts';
import { remotePage } from '@storefront/i18n';
import { AccountProviders } from '../lib/account-providers';

/** The account's side of the route contract: its pages, each loaded on first visit. */
export const routes: Record<RemoteRouteId<'account'>, RemoteRouteLoader> = {
  'auth-redirect': remotePage(AccountProviders, () => import('../routes/auth-redirect-route')),
  login: remotePage(AccountProviders, () => import('../routes/login-route')),
  'forgot-password': remotePage(AccountProviders, () => import('../routes/forgot-password-route')),
  'new-password': remotePage(AccountProviders, () => import('../routes/new-password-route')),
  'account-home': remotePage(AccountProviders, () => import('../routes/account-home-route')),
  'account-activation': remotePage(AccountProviders, () => import('../routes/account-activation-route')),
  'contact-details': remotePage(AccountProviders, () => import('../routes/contact-details-route')),
  'my-offers': remotePage(AccountProviders, () => import('../routes/my-offers-route')),
  'order-history': remotePage(AccountProviders, () => import('../routes/order-history-route')),
  'order-details': remotePage(AccountProviders, () => import('../routes/order-details-route')),
  'care-plan': remotePage(AccountProviders, () => import('../routes/care-plan-route')),
  register: remotePage(AccountProviders, () => import('../routes/register-route')),
  'register-confirmation': remotePage(AccountProviders, () => import('../routes/register-confirmation-route')),
  'account-wishlist': remotePage(AccountProviders, () => import('../routes/account-wishlist-route')),
  'order-lookup': remotePage(AccountProviders, () => import('../routes/order-lookup-route')),
  brilliance: remotePage(AccountProviders, () => import('../routes/brilliance-route')),
};

export const contractVersion = ROUTE_CONTRACT_VERSION;
export const remote = 'account';

/** Lets the shell verify that this remote shares its contracts (and so its stores) instead of bundling a copy. */
export { contractsInstanceId } from '@storefront/contracts';

/** The build this code came from (`REMOTE_VERSION` at build time), for diagnostics. */
export const buildVersion: string = process.env.REMOTE_VERSION ?? 'dev';
