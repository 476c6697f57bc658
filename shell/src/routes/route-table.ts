import { paths, type RemoteName, type RemoteRouteId } from '@storefront/contracts';
import {
  orderNumberSchema,
  pcpIndexSchema,
  productSlugSchema,
  storeSlugSchema,
  contentSlugSchema,
} from '@storefront/validation';
import * as v from 'valibot';

/** The five layouts of SPEC §2. */
export type LayoutName = 'default' | 'checkout' | 'account' | 'empty' | 'svg-sprite';

/** Pages the shell renders itself. */
export type ShellPage = 'icons' | 'health' | 'slug';

export type RouteOwner =
  { kind: 'remote'; remote: RemoteName; routeId: RemoteRouteId } | { kind: 'shell'; page: ShellPage };

/** One row of the route table: a path (without locale prefix), its layout, its owner and its validation. */
export interface RouteDefinition {
  id: string;
  path: string;
  layout: LayoutName;
  owner: RouteOwner;
  /** Per-parameter checks; a failing one gives the 404 page 'Page Not Found: {path}'. */
  validate?: Record<string, v.GenericSchema<string>>;
  /** Fixed parameters handed to the remote, e.g. the content slug of a fixed link. */
  fixedParams?: Record<string, string>;
}

const remote = <R extends RemoteName>(name: R, routeId: RemoteRouteId<R>): RouteOwner => ({
  kind: 'remote',
  remote: name,
  routeId,
});

const contentPage = (id: string, path: string, slug: string): RouteDefinition => ({
  id,
  path,
  layout: 'default',
  owner: remote('engagement', 'content-page'),
  fixedParams: { slug },
});

/**
 * Every route of SPEC §2 plus the screens whose paths SPEC leaves open (login, forgot password, order lookup, ...).
 * The catch-all comes last; the router ranks specific paths first anyway.
 */
export const routeTable: readonly RouteDefinition[] = [
  // The home page has a route of its own (not the content page's), so its chunk and the edge's hints carry only it.
  { id: 'home', path: paths.home(), layout: 'default', owner: remote('engagement', 'home') },
  { id: 'icons', path: paths.icons(), layout: 'svg-sprite', owner: { kind: 'shell', page: 'icons' } },
  { id: 'health', path: paths.health(), layout: 'empty', owner: { kind: 'shell', page: 'health' } },
  { id: 'auth-redirect', path: paths.authRedirect(), layout: 'empty', owner: remote('account', 'auth-redirect') },
  {
    id: 'checkout-shipping',
    path: paths.checkoutShipping(),
    layout: 'checkout',
    owner: remote('checkout', 'checkout-shipping'),
  },
  {
    id: 'checkout-billing',
    path: paths.checkoutBilling(),
    layout: 'checkout',
    owner: remote('checkout', 'checkout-billing'),
  },
  {
    id: 'checkout-payment-processing',
    path: paths.checkoutPaymentProcessing(),
    layout: 'checkout',
    owner: remote('checkout', 'checkout-payment-processing'),
  },
  {
    id: 'checkout-thank-you',
    path: paths.checkoutThankYou(),
    layout: 'checkout',
    owner: remote('checkout', 'checkout-thank-you'),
  },
  {
    id: 'connected',
    path: '/connected/:slug',
    layout: 'default',
    owner: remote('engagement', 'connected-content'),
    validate: { slug: contentSlugSchema },
  },
  {
    id: 'finance-options',
    path: paths.financeOptions(),
    layout: 'default',
    owner: remote('checkout', 'finance-options'),
  },
  {
    id: 'financing-application',
    path: paths.financingApplication(),
    layout: 'checkout',
    owner: remote('checkout', 'financing-application'),
  },
  {
    id: 'jewellery-builder',
    path: paths.jewelleryBuilder(),
    layout: 'default',
    owner: remote('catalogue', 'jewellery-builder'),
  },
  { id: 'account-home', path: paths.account(), layout: 'account', owner: remote('account', 'account-home') },
  { id: 'login', path: paths.login(), layout: 'account', owner: remote('account', 'login') },
  {
    id: 'forgot-password',
    path: paths.forgotPassword(),
    layout: 'account',
    owner: remote('account', 'forgot-password'),
  },
  { id: 'new-password', path: paths.newPassword(), layout: 'account', owner: remote('account', 'new-password') },
  {
    id: 'account-activation',
    path: paths.accountActivation(),
    layout: 'account',
    owner: remote('account', 'account-activation'),
  },
  {
    id: 'contact-details',
    path: paths.contactDetails(),
    layout: 'account',
    owner: remote('account', 'contact-details'),
  },
  { id: 'my-offers', path: paths.myOffers(), layout: 'account', owner: remote('account', 'my-offers') },
  { id: 'order-history', path: paths.orderHistory(), layout: 'account', owner: remote('account', 'order-history') },
  {
    id: 'order-details',
    path: '/my-account/order-history/:orderNo',
    layout: 'account',
    owner: remote('account', 'order-details'),
    validate: { orderNo: orderNumberSchema },
  },
  {
    id: 'care-plan',
    path: '/my-account/order-history/:orderNo/pcp/:pcpIndex',
    layout: 'empty',
    owner: remote('account', 'care-plan'),
    validate: { orderNo: orderNumberSchema, pcpIndex: pcpIndexSchema },
  },
  { id: 'register', path: paths.register(), layout: 'account', owner: remote('account', 'register') },
  {
    id: 'register-confirmation',
    path: paths.registerConfirmation(),
    layout: 'account',
    owner: remote('account', 'register-confirmation'),
  },
  {
    id: 'account-wishlist',
    path: paths.accountWishlist(),
    layout: 'account',
    owner: remote('account', 'account-wishlist'),
  },
  { id: 'brilliance', path: paths.brilliance(), layout: 'account', owner: remote('account', 'brilliance') },
  { id: 'order-lookup', path: paths.orderLookup(), layout: 'default', owner: remote('account', 'order-lookup') },
  { id: 'bag', path: paths.bag(), layout: 'default', owner: remote('checkout', 'bag') },
  {
    id: 'product',
    path: '/p/:product',
    layout: 'default',
    owner: remote('catalogue', 'product'),
    validate: { product: productSlugSchema },
  },
  { id: 'search', path: paths.search(), layout: 'default', owner: remote('catalogue', 'search') },
  { id: 'store-finder', path: paths.stores(), layout: 'default', owner: remote('stores', 'store-finder') },
  {
    id: 'store-detail',
    path: '/stores/:store',
    layout: 'default',
    owner: remote('stores', 'store-detail'),
    validate: { store: storeSlugSchema },
  },
  {
    id: 'reservation-cancel',
    path: paths.storeReservationCancel(),
    layout: 'default',
    owner: remote('stores', 'reservation-cancel'),
  },
  { id: 'wishlist', path: paths.wishlist(), layout: 'default', owner: remote('catalogue', 'wishlist') },
  { id: 'contact-us', path: paths.contactUs(), layout: 'default', owner: remote('engagement', 'contact-us') },
  {
    id: 'contact-success',
    path: paths.contactSuccess(),
    layout: 'default',
    owner: remote('engagement', 'contact-success'),
  },
  contentPage('delivery', paths.delivery(), 'customer-service/delivery'),
  contentPage('returns', paths.returns(), 'customer-service/returns'),
  contentPage('faqs', paths.faqs(), 'customer-service/faqs'),
  contentPage('brilliance-terms', paths.brillianceTerms(), 'brilliance-terms'),
  { id: 'newsletter', path: paths.newsletter(), layout: 'default', owner: remote('engagement', 'newsletter') },
  {
    id: 'newsletter-confirm',
    path: paths.newsletterConfirm(),
    layout: 'default',
    owner: remote('engagement', 'newsletter-confirm'),
  },
  { id: 'articles', path: paths.articles(), layout: 'default', owner: remote('engagement', 'articles') },
  {
    id: 'article',
    path: '/articles/:article',
    layout: 'default',
    owner: remote('engagement', 'article'),
    validate: { article: contentSlugSchema },
  },
  { id: 'catch-all', path: '*', layout: 'default', owner: { kind: 'shell', page: 'slug' } },
];

/** Whether every parameter passes its route's validation. */
export function paramsAreValid(route: RouteDefinition, params: Record<string, string | undefined>): boolean {
  if (!route.validate) return true;
  return Object.entries(route.validate).every(([name, schema]) => v.is(schema, params[name] ?? ''));
}

/** Internal and external redirects (SPEC §2 "route rules can redirect"); external ones are full page loads. */
export interface RouteRule {
  from: string;
  to: string;
}

/** Old or convenient addresses that lead to the real page. */
export const routeRules: readonly RouteRule[] = [
  { from: '/cart', to: paths.bag() },
  { from: '/bag', to: paths.bag() },
  { from: '/account', to: paths.account() },
  { from: '/login', to: paths.login() },
  { from: '/store-finder', to: paths.stores() },
  { from: '/blog', to: paths.articles() },
  { from: '/contact-us', to: paths.contactUs() },
];

/** Whether a redirect target leaves the site (a full page load, never a client-side navigation). */
export function isExternalTarget(to: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(to) || to.startsWith('//');
}
