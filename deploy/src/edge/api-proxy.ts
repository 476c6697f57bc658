import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The RFC 9457 problem document of an unavailable API. */
function problem(reply: FastifyReply, status: number, title: string, code: string, detail: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Type', 'application/problem+json')
    .header('Cache-Control', 'no-store')
    .send(JSON.stringify({ type: 'about:blank', title, status, code, detail }));
}

/**
 * Where `/api/<path>` goes upstream. With `API_URL=http://127.0.0.1:4000` the path is kept (`/api/bag` →
 * `http://127.0.0.1:4000/api/bag`); with a path in it (`http://host/v1`) that path replaces `/api`.
 */
export function apiRewritePrefix(apiUrl: URL): string {
  const pathname = apiUrl.pathname.replace(/\/+$/, '');
  return pathname === '' ? '/api' : pathname;
}

/** The upstream URL the edge would call for an `/api/…` path (used by the health check). */
export function apiUpstreamUrl(apiUrl: URL, apiPath: string): string {
  return new URL(`${apiRewritePrefix(apiUrl)}${apiPath.replace(/^\/api/, '')}`, apiUrl.origin).href;
}

/**
 * `/api/*`: proxied to `API_URL` when set (forwarding the original host and protocol, so the API can apply its
 * market and cookie rules), else 503 `api_unavailable`. An unreachable upstream answers 502 `api_unreachable`.
 */
export async function registerApi(app: FastifyInstance, apiUrl: URL | undefined): Promise<void> {
  if (!apiUrl) {
    const unavailable = (_request: unknown, reply: FastifyReply) =>
      problem(
        reply,
        503,
        'Service unavailable',
        'api_unavailable',
        'The API is not configured on this edge (API_URL).',
      );
    app.all('/api', unavailable);
    app.all('/api/*', unavailable);
    return;
  }
  await app.register(httpProxy, {
    upstream: apiUrl.origin,
    prefix: '/api',
    rewritePrefix: apiRewritePrefix(apiUrl),
    http2: false,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
        'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
      }),
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'API upstream failed');
        problem(reply as unknown as FastifyReply, 502, 'Bad gateway', 'api_unreachable', 'The API did not answer.');
      },
    },
  });
}
