import { getActiveLocale, safeNavigationTarget, type RemoteRouteProps } from '@storefront/contracts';
import { frenchPathPrefixes, parseLocalePath, type PathPrefix } from '@storefront/i18n';
import { data, redirect, redirectDocument, useParams, type RouteObject } from 'react-router';
import { RemoteArea, RemoteLoading } from '../mf/remote-area';
import { loadRemotePage, toRemoteLoadError } from '../mf/remote-loader';
import { layoutComponents } from '../layouts/layout-components';
import { isHydrated } from './hydration';
import { prefixedPath } from './route-owner';
import { RootFrame } from './root-frame';
import { RouteErrorPage } from '../pages/route-error-page';
import {
  isExternalTarget,
  paramsAreValid,
  routeRules,
  routeTable,
  type LayoutName,
  type RouteDefinition,
  type RouteRule,
} from './route-table';

/** What every matched route carries for layouts and tests. */
export interface RouteHandle {
  routeId: string;
  layout: LayoutName;
  owner: RouteDefinition['owner'];
}

const localePrefixes: readonly (PathPrefix | null)[] = [null, ...frenchPathPrefixes];

export { prefixedPath };

function remotePageRoute(route: RouteDefinition & { owner: { kind: 'remote' } }): Pick<RouteObject, 'lazy'> {
  const { remote, routeId } = route.owner;
  return {
    lazy: async () => {
      // On the first page load the shell renders at once and the remote area shows its placeholder while the remote
      // loads (the boot runs the remote's modules only after that render); on client navigations the current page
      // stays until the next one is ready (no flash of a spinner).
      const initial = isHydrated()
        ? await loadRemotePage(remote, routeId).catch((error: unknown) => toRemoteLoadError(remote, error))
        : undefined;
      function RemoteRoute() {
        const params = useParams();
        const props: RemoteRouteProps = { params: { ...params, ...route.fixedParams }, routeId };
        return <RemoteArea key={remote + routeId} remote={remote} routeId={routeId} props={props} initial={initial} />;
      }
      return { Component: RemoteRoute };
    },
  };
}

function shellPageRoute(route: RouteDefinition & { owner: { kind: 'shell' } }): Pick<RouteObject, 'lazy' | 'loader'> {
  switch (route.owner.page) {
    case 'icons':
      return { lazy: async () => ({ Component: (await import('../pages/icons-page')).IconsPage }) };
    case 'health':
      return { lazy: async () => ({ Component: (await import('../pages/health-page')).HealthPage }) };
    case 'slug':
      return {
        lazy: async () => {
          const { SlugPage, slugLoader, slugShouldRevalidate } = await import('../pages/slug-page');
          return { Component: SlugPage, loader: slugLoader, shouldRevalidate: slugShouldRevalidate };
        },
      };
  }
}

function toRouteObject(route: RouteDefinition, prefix: PathPrefix | null): RouteObject {
  const handle: RouteHandle = { routeId: route.id, layout: route.layout, owner: route.owner };
  const owned = route.owner.kind === 'remote' ? remotePageRoute(route as never) : shellPageRoute(route as never);
  return {
    id: `${route.id}@${prefix ?? 'en'}`,
    path: prefixedPath(route.path, prefix),
    handle,
    ErrorBoundary: RouteErrorPage,
    ...(route.validate
      ? {
          loader: ({ params }) => {
            if (!paramsAreValid(route, params)) throw data({ variant: 'invalid' }, { status: 404 });
            return null;
          },
        }
      : {}),
    ...owned,
  };
}

/** Redirect routes for the rules, under a locale prefix; external targets are full page loads. */
export function ruleRoutes(prefix: PathPrefix | null, rules: readonly RouteRule[] = routeRules): RouteObject[] {
  return rules.map((rule) => ({
    id: `rule:${rule.from}@${prefix ?? 'en'}`,
    path: prefixedPath(rule.from, prefix),
    loader: () => (isExternalTarget(rule.to) ? redirectDocument(rule.to) : redirect(prefixedPath(rule.to, prefix))),
  }));
}

/**
 * A path in the other language than the page booted in (e.g. a link into /fr on an English page) is a locale
 * switch: a full page load, so the locale is resolved afresh (SPEC §2).
 */
export function rootLoader({ request }: { request: Request }) {
  const { prefix } = parseLocalePath(new URL(request.url).pathname);
  const active = getActiveLocale();
  const pathIsFrench = prefix !== null;
  const pageIsFrench = active.locale === 'fr-CA';
  if (pathIsFrench !== pageIsFrench) {
    const url = new URL(request.url);
    const home = prefix === null ? '/' : `/${prefix}`;
    return redirectDocument(safeNavigationTarget(url.pathname + url.search + url.hash, home, { origin: url.origin }));
  }
  return null;
}

/** The whole route table, per locale prefix, grouped under the five layouts. */
export function createRouteObjects(): RouteObject[] {
  const layouts = Object.keys(layoutComponents) as LayoutName[];
  const children: RouteObject[] = [
    ...localePrefixes.flatMap((prefix) => ruleRoutes(prefix)),
    ...layouts.map((layout) => ({
      id: `layout:${layout}`,
      Component: layoutComponents[layout],
      children: localePrefixes.flatMap((prefix) =>
        routeTable.filter((route) => route.layout === layout).map((route) => toRouteObject(route, prefix)),
      ),
    })),
  ];
  return [
    {
      id: 'root',
      Component: RootFrame,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: RemoteLoading,
      loader: rootLoader,
      children,
    },
  ];
}
