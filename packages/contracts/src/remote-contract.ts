import type { ComponentType } from 'react';
import * as v from 'valibot';

/** The five remotes, by the name the registry and the route table use. */
export const remoteNames = ['catalogue', 'checkout', 'account', 'stores', 'engagement'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Federation container name of a remote (identifier-like: underscores, never hyphens). */
export function federationName(remote: RemoteName): `mfe_${RemoteName}` {
  return `mfe_${remote}`;
}

/** Version of the route contract; a remote states which one it implements. */
export const ROUTE_CONTRACT_VERSION = 1;

/** Route ids each remote must serve, keyed by remote. The shell maps paths to these ids. */
export const remoteRouteIds = {
  catalogue: ['product-list', 'product', 'search', 'wishlist', 'jewellery-builder'],
  checkout: [
    'bag',
    'checkout-shipping',
    'checkout-billing',
    'checkout-payment-processing',
    'checkout-thank-you',
    'finance-options',
    'financing-application',
  ],
  account: [
    'auth-redirect',
    'login',
    'forgot-password',
    'new-password',
    'account-home',
    'account-activation',
    'contact-details',
    'my-offers',
    'order-history',
    'order-details',
    'care-plan',
    'register',
    'register-confirmation',
    'account-wishlist',
    'order-lookup',
    'brilliance',
  ],
  stores: ['store-finder', 'store-detail', 'reservation-cancel'],
  engagement: [
    'home',
    'content-page',
    'connected-content',
    'contact-us',
    'contact-success',
    'newsletter',
    'newsletter-confirm',
    'articles',
    'article',
  ],
} as const satisfies Record<RemoteName, readonly string[]>;

export type RemoteRouteId<R extends RemoteName = RemoteName> = (typeof remoteRouteIds)[R][number];

/** What the shell hands every remote page. */
export interface RemoteRouteProps {
  /** Route parameters, already validated by the shell's route table. */
  params: Readonly<Record<string, string | undefined>>;
  /** The route id the shell resolved this path to. */
  routeId: string;
  /** For the catch-all: what the slug resolver said this path is. */
  resolution?: SlugResolution | undefined;
}

/** A lazily loaded page of a remote. */
export type RemoteRouteLoader = () => Promise<{ default: ComponentType<RemoteRouteProps> }>;

/** The shape of a remote's exposed `./routes` module. */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  contractVersion: typeof ROUTE_CONTRACT_VERSION;
  remote: R;
  routes: Record<RemoteRouteId<R>, RemoteRouteLoader>;
}

const routesModuleSchema = v.object({
  contractVersion: v.literal(ROUTE_CONTRACT_VERSION),
  remote: v.picklist(remoteNames),
  routes: v.record(v.string(), v.function()),
});

/**
 * Checks a loaded `./routes` module against the contract: a deployed remote may be older or newer than the shell.
 * Returns the module typed, or a list of problems.
 */
export function checkRemoteRoutesModule<R extends RemoteName>(
  remote: R,
  candidate: unknown,
): { ok: true; module: RemoteRoutesModule<R> } | { ok: false; problems: string[] } {
  const parsed = v.safeParse(routesModuleSchema, candidate);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(module)'}: ${issue.message}`),
    };
  }
  const problems: string[] = [];
  if (parsed.output.remote !== remote) problems.push(`remote: expected ${remote}, got ${parsed.output.remote}`);
  for (const id of remoteRouteIds[remote]) {
    if (typeof parsed.output.routes[id] !== 'function') problems.push(`routes.${id}: missing`);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, module: candidate as RemoteRoutesModule<R> };
}

/** What the catch-all slug resolver answers for a path. */
export type SlugResolution =
  | { kind: 'category'; id: string; slug: string }
  | { kind: 'content'; id: string; slug: string }
  | { kind: 'not-found' };
