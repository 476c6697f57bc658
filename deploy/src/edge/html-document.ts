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

/** Where browsers send CSP violation reports (`report-uri`, and the `csp` endpoint of `Reporting-Endpoints`). */
export const CSP_REPORT_PATH = '/_csp-reports';
/** The `Reporting-Endpoints` header naming that endpoint for `report-to csp`. */
export const REPORTING_ENDPOINTS = `csp="${CSP_REPORT_PATH}"`;

/** How a CSP asks for violation reports. */
export interface CspReporting {
  /**
   * `report-to csp` as well as `report-uri`: only over https. Chromium takes `Reporting-Endpoints` only from https
   * responses, and a policy with `report-to` no longer uses `report-uri`, so over plain http (a local store) it would
   * report nothing at all.
   */
  reportTo: boolean;
}

/**
 * The Content-Security-Policy of an HTML response. Scripts and styles only from our origin or carrying the nonce; no
 * `unsafe-inline` for either (the app's CSS is extracted to files; React's `style` props go through the CSSOM, which
 * CSP does not govern). Without a nonce (error pages) no inline script or style applies at all. Violations are
 * reported to `/_csp-reports` (`report-uri`, and `report-to` over https).
 */
export function contentSecurityPolicy(
  extras: CspExtras,
  nonce?: string,
  reporting: CspReporting = { reportTo: true },
): string {
  const list = (...sources: readonly string[]) => sources.join(' ');
  const nonces = nonce ? [`'nonce-${nonce}'`] : [];
  const directives = [
    `default-src 'self'`,
    `script-src ${list("'self'", ...nonces)}`,
    `style-src ${list("'self'", ...nonces)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...extras.imgSrc)}`,
    `connect-src ${list("'self'", ...extras.connectSrc)}`,
    `font-src 'self'`,
    ...(extras.frameSrc.length > 0 ? [`frame-src ${list("'self'", ...extras.frameSrc)}`] : []),
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
    `report-uri ${CSP_REPORT_PATH}`,
    ...(reporting.reportTo ? ['report-to csp'] : []),
  ];
  return directives.join('; ');
}

/**
 * Puts the nonce on every `<script>` and `<style>` of the document (the shell's index.html, the boot data, a first
 * view's styles) and adds `<meta name="csp-nonce">`, from which the shell sets `__webpack_nonce__` for the scripts
 * webpack and module federation insert later.
 */
export function injectNonce(html: string, nonce: string): string {
  const withScripts = html.replace(
    /<(script|style)\b(?![^>]*\bnonce=)/gi,
    (_tag, name: string) => `<${name.toLowerCase()} nonce="${nonce}"`,
  );
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

/** Sets `<html lang>` to a BCP 47 tag (the shell's locale, `fr-CA`); a tag of any other shape leaves it as it was. */
export function setDocumentLanguage(html: string, language: string): string {
  if (!/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(language)) return html;
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const rest = attributes.replace(/\slang=(?:"[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html${rest} lang="${language}">`;
  });
}
