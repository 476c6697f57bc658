import type { RemoteName, RemoteRouteId } from '@storefront/contracts';
import { frenchPathPrefixes, parseLocalePath, type PathPrefix } from '@storefront/i18n';
import type * as v from 'valibot';
import { paramsAreValid, routeRules, routeTable, type RouteDefinition, type RouteRule } from './route-table';

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

/**
 * A route parameter's check in a form the edge can apply without the shell's code: every pattern must match the
 * decoded value (trimmed first when `trim`).
 */
export interface ParamRule {
  trim?: true;
  patterns: { source: string; flags: string }[];
}

/** One row of the edge's document routes: a path it renders the shell for, and what its status depends on. */
export interface DocumentRoute {
  /** The route path with its locale prefix (`:name` = one segment, `*` = the rest). */
  path: string;
  /** `page`: the route's own page; `redirect`: a route rule; `slug`: the catch-all, which asks the slug resolver. */
  kind: 'page' | 'redirect' | 'slug';
  /** The remote's route id, or the shell page's name. */
  routeId?: string;
  /** The checks of the parameters the edge can apply (a failing one is the 404 page). */
  params?: Record<string, ParamRule>;
  /** Fixed parameters of the page (e.g. the content slug of a fixed link). */
  fixed?: Record<string, string>;
}

type PipeItem = { kind: string; type: string; requirement?: unknown };

/**
 * A valibot string check as patterns, when it is only a string with trims, non-empty and regex checks; undefined for
 * anything else (a transformation the edge cannot repeat), which the edge then does not judge.
 */
export function paramRuleOf(schema: v.GenericSchema<string>): ParamRule | undefined {
  if (schema.type !== 'string') return undefined;
  const pipe = ((schema as unknown as { pipe?: readonly PipeItem[] }).pipe ?? []).slice(1);
  const rule: ParamRule = { patterns: [] };
  for (const item of pipe) {
    if (item.type === 'trim' && rule.patterns.length === 0) rule.trim = true;
    else if (item.type === 'non_empty') rule.patterns.push({ source: '[\\s\\S]', flags: '' });
    else if (item.type === 'regex' && item.requirement instanceof RegExp) {
      rule.patterns.push({ source: item.requirement.source, flags: item.requirement.flags.replace(/[gy]/g, '') });
    } else return undefined;
  }
  return rule;
}

/**
 * Every path the shell renders, with every locale prefix, for the edge to answer a document's HTTP status as the
 * shell's router will decide its page: the routes (with the parameter checks it can apply), the route rules, and the
 * catch-all (whose status the edge asks the API's slug resolver).
 */
export function documentRoutes(
  table: readonly RouteDefinition[] = routeTable,
  rules: readonly RouteRule[] = routeRules,
): DocumentRoute[] {
  const prefixes: readonly (PathPrefix | null)[] = [null, ...frenchPathPrefixes];
  const rows = (route: RouteDefinition): Omit<DocumentRoute, 'path'> => {
    if (route.path === '*') return { kind: 'slug' };
    const routeId = route.owner.kind === 'remote' ? route.owner.routeId : route.owner.page;
    const params: Record<string, ParamRule> = {};
    for (const [name, schema] of Object.entries(route.validate ?? {})) {
      const rule = paramRuleOf(schema);
      if (rule) params[name] = rule;
    }
    return {
      kind: 'page',
      routeId,
      ...(Object.keys(params).length > 0 ? { params } : {}),
      ...(route.fixedParams ? { fixed: route.fixedParams } : {}),
    };
  };
  return prefixes.flatMap((prefix) => [
    ...rules.map((rule): DocumentRoute => ({ path: prefixedPath(rule.from, prefix), kind: 'redirect' })),
    ...table.map((route): DocumentRoute => ({ path: prefixedPath(route.path, prefix), ...rows(route) })),
  ]);
}

/** What the shell build writes to `boot-hints.json` for the edge: route owners, and the paths of each language. */
export function bootHintsOptions(table: readonly RouteDefinition[] = routeTable) {
  return {
    routes: routeOwnerPatterns(table),
    documents: documentRoutes(table),
    bootImport: './bootstrap',
    languages: [
      { language: 'fr', paths: frenchPathPrefixes.map((prefix) => `/${prefix}/*`) },
      { language: 'en', paths: ['*'] },
    ],
  };
}
