import { parseLocalePath } from '@storefront/i18n';
import * as v from 'valibot';

/**
 * The HTTP status of a shell document, decided as the shell's router will decide its page, so search engines see a
 * 404 where a shopper sees the 404 page (issue 13). The document is always the shell's; only the status changes.
 *
 * - A path no route of the shell matches, or whose parameters fail the route's check: 404.
 * - The catch-all: the API's slug resolver says what the path is; `not-found` is 404.
 * - A content route whose content the API does not have (`/articles/:article`, `/connected/:slug`): 404.
 * - An address that cannot be decoded (`/%`) where the catch-all takes it: 400, and the shell shows its error page.
 *
 * The routes come from the shell release's own `boot-hints.json` (`documents`, written from its route table), so an
 * edge never judges paths by another release's table; a shell whose hints have none gets 200 as before. An API that is
 * slow, down or answers anything unclear means 200: never a false 404.
 */

const paramRuleSchema = v.object({
  trim: v.optional(v.literal(true)),
  patterns: v.array(v.object({ source: v.string(), flags: v.string() })),
});

/** One row of `boot-hints.json`'s `documents` (the shell's `documentRoutes`). */
export const documentRouteSchema = v.object({
  path: v.string(),
  kind: v.picklist(['page', 'redirect', 'slug']),
  routeId: v.optional(v.string()),
  params: v.optional(v.record(v.string(), paramRuleSchema)),
  fixed: v.optional(v.record(v.string(), v.string())),
});
export type DocumentRoute = v.InferOutput<typeof documentRouteSchema>;
type ParamRule = v.InferOutput<typeof paramRuleSchema>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** How specific a route path is, as the router ranks them: static segments first, then parameters, the rest last. */
function rank(pattern: string): number {
  if (pattern === '*') return -1;
  return segmentsOf(pattern).reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    0,
  );
}

/** The route's raw (still encoded) parameters for a path, or undefined when it does not match. */
function matchRaw(pattern: string, pathname: string): Record<string, string> | undefined {
  if (pattern === '*') return {};
  const splat = pattern.endsWith('/*');
  const wanted = segmentsOf(splat ? pattern.slice(0, -2) : pattern);
  const actual = segmentsOf(pathname);
  if (splat ? actual.length < wanted.length : actual.length !== wanted.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return undefined;
  }
  return params;
}

/** The document route that renders a path (the most specific match), with its raw parameters. */
export function documentRouteFor(
  routes: readonly DocumentRoute[],
  pathname: string,
): { route: DocumentRoute; rawParams: Record<string, string> } | undefined {
  let best: { route: DocumentRoute; rawParams: Record<string, string>; rank: number } | undefined;
  for (const route of routes) {
    const rawParams = matchRaw(route.path, pathname);
    if (!rawParams) continue;
    const score = rank(route.path);
    if (!best || score > best.rank) best = { route, rawParams, rank: score };
  }
  return best && { route: best.route, rawParams: best.rawParams };
}

const decode = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** Whether a path can be decoded at all (`/%` and `/%E0%A4%A` cannot). */
export function isDecodable(pathname: string): boolean {
  return segmentsOf(pathname).every((segment) => decode(segment) !== undefined);
}

function passes(rule: ParamRule, raw: string): boolean {
  const decoded = decode(raw);
  if (decoded === undefined) return false;
  const value = rule.trim ? decoded.trim() : decoded;
  return rule.patterns.every(({ source, flags }) => {
    try {
      return new RegExp(source, flags).test(value);
    } catch {
      return true; // a pattern this Node cannot read is not the edge's to judge
    }
  });
}

/** The route's decoded parameters (its fixed ones included), or undefined when a checked one fails its check. */
export function checkedParams(
  route: DocumentRoute,
  rawParams: Readonly<Record<string, string>>,
): Record<string, string> | undefined {
  const params: Record<string, string> = { ...route.fixed };
  for (const [name, raw] of Object.entries(rawParams)) {
    const rule = route.params?.[name];
    if (rule && !passes(rule, raw)) return undefined;
    const decoded = decode(raw);
    if (decoded !== undefined) params[name] = decoded;
  }
  return params;
}

/** What the edge must ask the API before it knows a document's status. */
export type StatusQuestion = { ask: 'slug'; path: string } | { ask: 'content'; apiPath: string };

/** What the document's status is without the API (`status`), or what to ask it (`question`). */
export type StatusDecision = { status: 200 | 400 | 404 } | { question: StatusQuestion };

/**
 * Content routes whose page is the 404 page when the API has no such content: the API path that says so (the same
 * answer the page itself reads).
 */
export const contentStatusSources: Readonly<Record<string, (params: Record<string, string>) => string | undefined>> = {
  article: (params) => (params.article ? `/content/articles/${encodeURIComponent(params.article)}` : undefined),
  'connected-content': (params) =>
    params.slug ? `/content/pages/connected/${encodeURIComponent(params.slug)}` : undefined,
};

/** Decides a document's status from the shell's routes, or what the API must be asked first. */
export function decideStatus(routes: readonly DocumentRoute[] | undefined, pathname: string): StatusDecision {
  if (!routes || routes.length === 0) return { status: 200 };
  const match = documentRouteFor(routes, pathname);
  if (!match) return { status: 404 };
  const { route, rawParams } = match;
  if (route.kind === 'redirect') return { status: 200 };
  if (route.kind === 'slug') {
    if (!isDecodable(pathname)) return { status: 400 };
    const { rest } = parseLocalePath(pathname);
    return { question: { ask: 'slug', path: rest } };
  }
  const params = checkedParams(route, rawParams);
  if (!params) return { status: 404 };
  const apiPath = route.routeId ? contentStatusSources[route.routeId]?.(params) : undefined;
  return apiPath ? { question: { ask: 'content', apiPath } } : { status: 200 };
}

const slugAnswerSchema = v.object({ kind: v.picklist(['category', 'content', 'not-found']) });

/**
 * The status an API answer gives: 404 only for a clear "nothing here" (the slug resolver's `not-found`, a content
 * 404); anything else, an error or a shape it does not know included, is 200.
 */
export function statusFromAnswer(question: StatusQuestion, answer: { status: number; body: unknown }): 200 | 404 {
  if (question.ask === 'content') return answer.status === 404 ? 404 : 200;
  if (answer.status !== 200) return 200;
  const parsed = v.safeParse(slugAnswerSchema, answer.body);
  return parsed.success && parsed.output.kind === 'not-found' ? 404 : 200;
}

/** The API path of a question (under `/api`). */
export function questionPath(question: StatusQuestion, locale: string): string {
  if (question.ask === 'content') return question.apiPath;
  return `/slugs/resolve?${new URLSearchParams({ path: question.path, locale })}`;
}
