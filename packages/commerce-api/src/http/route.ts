import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { devClockOf } from '../calendar/calendar-clock';
import { parseInput } from './validate';

type Schema = v.GenericSchema | v.GenericSchemaAsync;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec<B extends Schema | undefined, Q extends Schema | undefined, P extends Schema | undefined> {
  method: HttpMethod;
  /** Path under `/api`, Fastify style (`/orders/:number`). */
  url: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The domain (OpenAPI tag). */
  tag: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Statuses and codes this route answers with, beyond 200 and the generic 400/429/500 (documentation). */
  responses?: Record<number, string>;
  /**
   * State-changing routes need the CSRF checks; only server-to-server calls (webhooks with their own signature)
   * opt out, and say why.
   */
  csrfExempt?: string;
  /** Dev-only routes are registered only when `devEndpoints` is on. */
  devOnly?: boolean;
  /**
   * GET only: keep the JSON answer this many seconds for every shopper who is not signed in (the answer must not
   * depend on the session other than through member prices). Hits skip validation and the handler.
   */
  microCacheSeconds?: number;
  handler: (input: {
    request: FastifyRequest;
    reply: FastifyReply;
    body: Out<B>;
    query: Out<Q>;
    params: Out<P>;
    /** With `microCacheSeconds`: work to repeat whenever the cached answer is served. */
    onCacheHit: (work: () => Promise<void>) => void;
  }) => Promise<unknown>;
}

export interface DocumentedRoute {
  method: HttpMethod;
  url: string;
  summary: string;
  tag: string;
  csrfExempt: string | undefined;
  body: object | undefined;
  query: object | undefined;
  params: object | undefined;
  responses: Record<number, string>;
}

function jsonSchemaOf(schema: Schema | undefined): object | undefined {
  if (!schema) return undefined;
  // Refinements and transforms have no JSON Schema form; the shape is what callers need.
  return toJsonSchema(schema as v.GenericSchema, { errorMode: 'ignore' });
}

/**
 * Registers an `/api` route whose body, query and params pass through the shared valibot schemas before the handler
 * runs, and records it for the OpenAPI document. Handlers return the JSON body (or use `reply` for a status).
 */
export function defineRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P>): void {
  if (spec.devOnly && !app.apiConfig.devEndpoints) return;
  app.documentedRoutes.push({
    method: spec.method,
    url: spec.url,
    summary: spec.summary,
    tag: spec.tag,
    csrfExempt: spec.csrfExempt,
    body: jsonSchemaOf(spec.body),
    query: jsonSchemaOf(spec.query),
    params: jsonSchemaOf(spec.params),
    responses: spec.responses ?? {},
  });
  const cacheSeconds = spec.method === 'GET' ? spec.microCacheSeconds : undefined;
  app.route({
    method: spec.method,
    url: spec.url,
    config: { csrfExempt: spec.csrfExempt !== undefined },
    handler: async (request, reply) => {
      // A request on the development clock (its own dates) neither reads nor fills the shared micro-cache.
      const ownClock = devClockOf(request) !== undefined;
      const cacheable = cacheSeconds !== undefined && !request.session?.customerId && !ownClock;
      const key = `${request.localeContext.locale} ${request.url}`;
      if (cacheable) {
        const hit = app.microCache.get(key);
        if (hit) {
          if (hit.onHit) void hit.onHit().catch((error: unknown) => request.log.warn({ err: error }, 'cache-hit work'));
          void reply.headers(hit.headers).header('x-cache', 'hit');
          // Any session (a guest with a bag) means the answer must not land in a shared cache.
          if (request.session) void reply.header('cache-control', 'private, no-store');
          return reply.type('application/json; charset=utf-8').send(hit.body);
        }
      }
      let onHit: (() => Promise<void>) | undefined;
      const params = (spec.params ? await parseInput(spec.params, request.params) : undefined) as Out<P>;
      const query = (spec.query ? await parseInput(spec.query, request.query) : undefined) as Out<Q>;
      const body = (spec.body ? await parseInput(spec.body, request.body ?? {}) : undefined) as Out<B>;
      const result = await spec.handler({
        request,
        reply,
        body,
        query,
        params,
        onCacheHit: (work) => {
          onHit = work;
        },
      });
      if (reply.sent) return reply;
      if (cacheable && reply.statusCode === 200) {
        const payload = JSON.stringify(result ?? null);
        const headers: Record<string, string> = {};
        for (const name of ['cache-control', 'vary']) {
          const value = reply.getHeader(name);
          if (typeof value === 'string') headers[name] = value;
        }
        if (!request.session) {
          app.microCache.set(key, { expiresAt: Date.now() + cacheSeconds * 1000, body: payload, headers, onHit });
        }
        return reply.header('x-cache', 'miss').type('application/json; charset=utf-8').send(payload);
      }
      if (ownClock) void reply.header('cache-control', 'private, no-store');
      return result ?? null;
    },
  });
}
