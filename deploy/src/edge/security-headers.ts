import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, type CspExtras } from './html-document';

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
 * Adds the security headers to every response, and a nonce-less CSP to any HTML response that does not already
 * carry one (the document route sets its own, with the nonce it injected).
 */
export function registerSecurityHeaders(app: FastifyInstance, extras: CspExtras): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(extras));
    }
    return payload;
  });
}
