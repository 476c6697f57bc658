import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problem';

/** The API's own body limit (`bodyLimit` in packages/commerce-api/src/app.ts): larger bodies never leave the edge. */
export const API_BODY_LIMIT = 64 * 1024;
/** Contentful's webhook media type, which the API alone reads with a larger limit (its content routes). */
const CONTENTFUL_WEBHOOK_TYPE = 'application/vnd.contentful.management.v1+json';
export const CONTENTFUL_WEBHOOK_BODY_LIMIT = 1024 * 1024;

/**
 * Headers by which a client could claim an address, protocol or host. None is passed on as the client sent it: the
 * edge sets the `X-Forwarded-*` trio itself from what it decided (`@storefront/proxy-trust`).
 */
const CLAIM_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-cluster-client-ip',
];

/** What the forwarding headers are made from (a Fastify request, over HTTP/1 or 2). */
interface ForwardedRequest {
  ip: string;
  protocol: string;
  host: string;
  socket?: { remoteAddress?: string | undefined } | null;
}

/** The request's client address by the trust rule (`request.ip`), IPv4-mapped addresses written as IPv4. */
export function clientAddressOf(request: ForwardedRequest): string {
  const ip = request.ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  // A trusted proxy may pass on garbage; then the peer we can see is the best answer.
  return isIP(ip) ? ip : (request.socket?.remoteAddress ?? ip);
}

/** The `X-Forwarded-*` headers the edge sends upstream: the one address, protocol and host it decided. */
export function forwardingHeaders(request: ForwardedRequest): Record<string, string> {
  return {
    'x-forwarded-for': clientAddressOf(request),
    'x-forwarded-proto': request.protocol === 'https' ? 'https' : 'http',
    'x-forwarded-host': request.host ?? '',
  };
}

/**
 * True for `/api/dev` and anything under it, however the path is spelled (`//`, `.`/`..` segments, percent-encoding,
 * `;` parameters, letter case), so no spelling reaches the API's development routes.
 */
export function isDevPath(url: string): boolean {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const decoded = (url.split('?')[0] ?? '').split('/').map(decode).join('/');
  const segments: string[] = [];
  for (const raw of decoded.toLowerCase().split(/[/\\]/)) {
    const segment = (raw.split(';')[0] ?? '').trim();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments[0] === 'api' && segments[1] === 'dev';
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

/** The length of each body the edge has read in full, by the stream it hands to the proxy. */
const bodyLengths = new WeakMap<object, number>();

function bufferedBody(_request: FastifyRequest, body: Buffer, done: (error: null, body?: unknown) => void): void {
  if (body.length === 0) return done(null);
  const stream = Readable.from([body]);
  bodyLengths.set(stream, body.length);
  done(null, stream);
}

/** How the edge proxies the API. */
export interface ApiProxyOptions {
  /** Where `/api/*` goes; undefined = 503 `api_unavailable`. */
  apiUrl: URL | undefined;
  /** In production `/api/dev/*` is answered 404 here and never proxied, whatever the API would do. */
  production: boolean;
}

/**
 * `/api/*`: proxied to `API_URL` when set, else 503 `api_unavailable`; an unreachable upstream answers 502
 * `api_unreachable`.
 * - A body is read in full at the edge before anything goes upstream, up to the API's own limit: a larger
 *   `Content-Length` is refused at once, and a chunked body that grows past it is refused as soon as it does; both
 *   413 with the connection closed, the API never asked.
 * - `X-Forwarded-For` is replaced by the one client address the edge decided (`request.ip`, the right-most untrusted
 *   hop), `X-Forwarded-Proto` and `-Host` by the request's protocol and host; the client's own values never pass.
 */
export async function registerApi(app: FastifyInstance, options: ApiProxyOptions): Promise<void> {
  const { apiUrl, production } = options;
  await app.register(async (api) => {
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, bufferedBody);
    api.addContentTypeParser(
      CONTENTFUL_WEBHOOK_TYPE,
      { parseAs: 'buffer', bodyLimit: CONTENTFUL_WEBHOOK_BODY_LIMIT },
      bufferedBody,
    );
    if (production) {
      api.addHook('onRequest', async (request, reply) => {
        if (isDevPath(request.url)) return sendProblem(reply, 404, 'not_found', 'There is no API route here.');
      });
    }

    if (!apiUrl) {
      const unavailable = (_request: unknown, reply: FastifyReply) =>
        sendProblem(reply, 503, 'api_unavailable', 'The API is not configured on this edge (API_URL).');
      api.all('/api', unavailable);
      api.all('/api/*', unavailable);
      return;
    }

    await api.register(httpProxy, {
      upstream: apiUrl.origin,
      prefix: '/api',
      rewritePrefix: apiRewritePrefix(apiUrl),
      http2: false,
      // The edge's own parsers above read the body; the proxy must not install its pass-through ones.
      proxyPayloads: false,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => {
          const upstream: Record<string, string | string[] | undefined> = { ...headers };
          for (const name of CLAIM_HEADERS) delete upstream[name];
          const length = request.body ? bodyLengths.get(request.body) : undefined;
          if (length !== undefined) {
            delete upstream['transfer-encoding'];
            upstream['content-length'] = String(length);
          }
          return { ...upstream, ...forwardingHeaders(request) };
        },
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'API upstream failed');
          sendProblem(reply as unknown as FastifyReply, 502, 'api_unreachable', 'The API did not answer.');
        },
      },
    });
  });
}
