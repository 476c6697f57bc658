import { ROUTE_CONTRACT_VERSION, type RemoteRouteId, type RemoteRouteLoader } from '@storefront/contracts';
import { remotePage } from '@storefront/i18n';
import { AccountMessages } from '../lib/account-messages-provider';

/** The account's side of the route contract: its pages, each loaded on first visit. */
export const routes: Record<RemoteRouteId<'account'>, RemoteRouteLoader> = {
  'auth-redirect': remotePage(AccountMessages, () => import('../routes/auth-redirect-route')),
  login: remotePage(AccountMessages, () => import('../routes/login-route')),
  'forgot-password': remotePage(AccountMessages, () => import('../routes/forgot-password-route')),
  'new-password': remotePage(AccountMessages, () => import('../routes/new-password-route')),
  'account-home': remotePage(AccountMessages, () => import('../routes/account-home-route')),
  'account-activation': remotePage(AccountMessages, () => import('../routes/account-activation-route')),
  'contact-details': remotePage(AccountMessages, () => import('../routes/contact-details-route')),
  'my-offers': remotePage(AccountMessages, () => import('../routes/my-offers-route')),
  'order-history': remotePage(AccountMessages, () => import('../routes/order-history-route')),
  'order-details': remotePage(AccountMessages, () => import('../routes/order-details-route')),
  'care-plan': remotePage(AccountMessages, () => import('../routes/care-plan-route')),
  register: remotePage(AccountMessages, () => import('../routes/register-route')),
  'register-confirmation': remotePage(AccountMessages, () => import('../routes/register-confirmation-route')),
  'account-wishlist': remotePage(AccountMessages, () => import('../routes/account-wishlist-route')),
  'order-lookup': remotePage(AccountMessages, () => import('../routes/order-lookup-route')),
  brilliance: remotePage(AccountMessages, () => import('../routes/brilliance-route')),
};

export const contractVersion = ROUTE_CONTRACT_VERSION;
export const remote = 'account';

/** Lets the shell verify that this remote shares its contracts (and so its stores) instead of bundling a copy. */
export { contractsInstanceId } from '@storefront/contracts';

/** The build this code came from (`REMOTE_VERSION` at build time), for diagnostics. */
export const buildVersion: string = process.env.REMOTE_VERSION ?? 'dev';
