import type { RemoteName, RemoteRouteId } from '@storefront/contracts';
import { frenchPathPrefixes, parseLocalePath, type PathPrefix } from '@storefront/i18n';
import { paramsAreValid, routeTable, type RouteDefinition } from './route-table';

/** A route path under a locale prefix: `/p/:product` → `/fr-CA/p/:product`. */
export function prefixedPath(path: string, prefix: PathPrefix | null): string {
  if (prefix === null) return path;
  if (path === '/') return `/${prefix}`;
  if (path === '*') return `/${prefix}/*`;
  return `/${prefix}${path}`;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** The parameters of `pathname` (without locale prefix) under a route path, or undefined when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | undefined {
  if (pattern === '*') return {};
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (wanted.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (segment !== value) return undefined;
  }
  return params;
}

/** The route-table row that renders a path (any locale prefix), as the router would pick it; the catch-all last. */
export function routeForPath(
  pathname: string,
  table: readonly RouteDefinition[] = routeTable,
): { route: RouteDefinition; params: Record<string, string> } | undefined {
  const { rest } = parseLocalePath(pathname);
  const ordered = [...table.filter((route) => route.path !== '*'), ...table.filter((route) => route.path === '*')];
  for (const route of ordered) {
    const params = matchPath(route.path, rest);
    if (params) return { route, params };
  }
  return undefined;
}

/** The remote page a path shows (when a remote owns it and its parameters are valid), to start loading it early. */
export function remotePageForPath(
  pathname: string,
  table: readonly RouteDefinition[] = routeTable,
): { remote: RemoteName; routeId: RemoteRouteId } | undefined {
  const match = routeForPath(pathname, table);
  if (!match || match.route.owner.kind !== 'remote' || !paramsAreValid(match.route, match.params)) return undefined;
  return { remote: match.route.owner.remote, routeId: match.route.owner.routeId };
}

/** One row of `route-owners.json`: which remote renders paths matching `path` (`:name` = one segment). */
export interface RouteOwnerPattern {
  path: string;
  remote: RemoteName;
  routeId: RemoteRouteId;
}

/**
 * Path patterns (with every locale prefix) → the remote that renders them, for the edge's preload hints. The
 * catch-all is left out: what it shows depends on the API's slug resolver.
 */
export function routeOwnerPatterns(table: readonly RouteDefinition[] = routeTable): RouteOwnerPattern[] {
  const prefixes: readonly (PathPrefix | null)[] = [null, ...frenchPathPrefixes];
  return table.flatMap((route) => {
    if (route.owner.kind !== 'remote' || route.path === '*') return [];
    const { remote, routeId } = route.owner;
    return prefixes.map((prefix) => ({ path: prefixedPath(route.path, prefix), remote, routeId }));
  });
}

/** What the shell build writes to `boot-hints.json` for the edge: route owners, and the paths of each language. */
export function bootHintsOptions(table: readonly RouteDefinition[] = routeTable) {
  return {
    routes: routeOwnerPatterns(table),
    bootImport: './bootstrap',
    languages: [
      { language: 'fr', paths: frenchPathPrefixes.map((prefix) => `/${prefix}/*`) },
      { language: 'en', paths: ['*'] },
    ],
  };
}
