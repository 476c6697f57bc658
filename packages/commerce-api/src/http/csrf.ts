import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem } from './problem';

export const CSRF_HEADER = 'x-storefront-csrf';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(value: string): string | undefined {
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Whether `origin` may write: one of the configured market origins (`ALLOWED_ORIGINS`); outside production also the
 * request's own host and the development same-site hosts (`localhost`, `*.localhost`, `127.0.0.1`).
 */
function sameSiteOrigin(request: FastifyRequest, origin: string): boolean {
  const { allowedOrigins, sameSiteHostSuffixes, production } = request.server.apiConfig;
  if (allowedOrigins.includes(origin)) return true;
  if (production) return false;
  const originHost = hostOf(origin);
  if (!originHost) return false;
  const forwardedHost = request.headers['x-forwarded-host'];
  const host = (typeof forwardedHost === 'string' ? forwardedHost : request.headers.host)?.split(':')[0];
  if (host && originHost === host) return true;
  return sameSiteHostSuffixes.some((suffix) => originHost === suffix || originHost.endsWith(`.${suffix}`));
}

/**
 * Cross-site request forgery (ASVS 3.5): every state-changing route needs the custom header (a cross-site form or
 * a simple fetch cannot send it without a preflight we never grant) and, when the browser says where it comes from,
 * a same-origin `Origin` and no cross-site `Sec-Fetch-Site`.
 */
export function installCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    if ((request.routeOptions.config as { csrfExempt?: boolean } | undefined)?.csrfExempt) return;
    const forbidden = new ApiProblem(403, 'CSRF_REJECTED', 'This request was refused as a possible forgery.');
    if (request.headers[CSRF_HEADER] !== '1') throw forbidden;
    const origin = request.headers.origin;
    if (origin !== undefined && !sameSiteOrigin(request, origin)) throw forbidden;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden;
  });
}
