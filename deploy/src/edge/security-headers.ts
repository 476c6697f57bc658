import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, REPORTING_ENDPOINTS, type CspExtras } from './html-document';

/** Headers every response carries. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  // camera for virtual try-on, geolocation for the store finder; nothing else.
  'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * `Strict-Transport-Security` for a max-age. `includeSubDomains`: each market's host (`www.…`) has nothing below it
 * that may stay on plain http. No `preload`: joining the browsers' preload lists is hard to undo, so it is an
 * operator's decision for the registrable domain, not the edge's default.
 */
export function strictTransportSecurity(maxAgeSeconds: number): string {
  return `max-age=${maxAgeSeconds}; includeSubDomains`;
}

/**
 * Adds the security headers to every response; HSTS only to answers over https (the socket's, or a trusted proxy's
 * `X-Forwarded-Proto`), since browsers ignore it over http and it must never teach a local http store to be https;
 * a nonce-less CSP to any HTML response that does not already carry one (the document route sets its own, with the
 * nonce it injected); and, over https, the reporting endpoint the CSP's `report-to` names.
 */
export function registerSecurityHeaders(app: FastifyInstance, extras: CspExtras, hstsMaxAge: number): void {
  const hsts = strictTransportSecurity(hstsMaxAge);
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    const https = request.protocol === 'https';
    if (https) reply.header('Strict-Transport-Security', hsts);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(extras, undefined, { reportTo: https }));
    }
    if (https && reply.hasHeader('content-security-policy')) reply.header('Reporting-Endpoints', REPORTING_ENDPOINTS);
    return payload;
  });
}
