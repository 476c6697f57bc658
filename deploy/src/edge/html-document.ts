import { randomBytes } from 'node:crypto';

/** Extra CSP sources for real third-party services (from `CSP_*_SRC`). */
export interface CspExtras {
  connectSrc: readonly string[];
  frameSrc: readonly string[];
  imgSrc: readonly string[];
}

/** A fresh per-response nonce (128 bits, base64). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of an HTML response. Scripts only from our origin or carrying the nonce; no
 * `unsafe-inline` for scripts. Without a nonce (error pages) no inline script runs at all.
 */
export function contentSecurityPolicy(extras: CspExtras, nonce?: string): string {
  const list = (...sources: readonly string[]) => sources.join(' ');
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", ...(nonce ? [`'nonce-${nonce}'`] : []))}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', ...extras.imgSrc)}`,
    `connect-src ${list("'self'", ...extras.connectSrc)}`,
    `font-src 'self'`,
    ...(extras.frameSrc.length > 0 ? [`frame-src ${list("'self'", ...extras.frameSrc)}`] : []),
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ];
  return directives.join('; ');
}

/**
 * Puts the nonce on every `<script>` of the shell's index.html and adds `<meta name="csp-nonce">`, from which the
 * shell sets `__webpack_nonce__` for the scripts webpack and module federation insert later.
 */
export function injectNonce(html: string, nonce: string): string {
  const withScripts = html.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
  const meta = `<meta name="csp-nonce" content="${nonce}">`;
  if (/<head\b[^>]*>/i.test(withScripts)) return withScripts.replace(/<head\b[^>]*>/i, (head) => `${head}${meta}`);
  return `${meta}${withScripts}`;
}

/** The page answered for documents before any shell release exists. */
export function noShellReleasePage(): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>Storefront not built yet</title></head>',
    '<body><h1>The storefront has not been built yet</h1>',
    '<p>No shell release is published. Run <code>npm run build</code>, then ',
    '<code>node deploy/bin/storefront.mjs publish --all</code> (or simply <code>npm start</code>).</p>',
    '</body></html>',
    '',
  ].join('\n');
}

/**
 * Names the shell release a document belongs to (`<meta name="storefront-build">`), so an open tab can tell that the
 * latest-build descriptor names a newer one.
 */
export function stampBuild(html: string, buildId: string): string {
  const safe = buildId.replace(/[^0-9A-Za-z.+_-]/g, '');
  return html.replace(/<head([^>]*)>/i, `<head$1><meta name="storefront-build" content="${safe}">`);
}
