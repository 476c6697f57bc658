/**
 * The storefront's one rule for where a page may send the browser (issue 16: open redirects). Every `location`
 * write in the shell and the remotes goes through `navigateSafely`; a target that comes from a URL parameter, a path
 * or an API answer is checked by `safeNavigationTarget` (or `safeReturnPath` for `?returnTo=`) first.
 *
 * The target is resolved by the WHATWG URL parser against the page's origin, exactly as the browser would, and the
 * origins compared. Forms a parser or a server could read another way are refused outright: anything but printable
 * ASCII (tabs and newlines, which browsers strip; spaces; control, invisible and look-alike slash characters), any
 * backslash, empty path segments (`//`, which a later prefix change turns protocol-relative), encoded slashes and
 * backslashes at any depth of encoding, encoded control characters and dot segments.
 */

/** Where a target may lead besides a path on the page's own origin. */
export interface SafeNavigationOptions {
  /** The origin targets resolve against and count as "here" (default: the page's, `location.origin`). */
  origin?: string;
  /** Other origins a target may leave for, each exactly (scheme, host and port), e.g. the Canadian market's origin. */
  allowedOrigins?: readonly string[];
  /**
   * Also accept an absolute URL on any origin a browser counts as potentially trustworthy (`https:`, or `http:` on a
   * loopback host): only for an address our own API hands over, such as the payment provider's hosted page.
   */
  allowSecureExternal?: boolean;
}

/** How `navigateSafely` goes there. */
export interface NavigateSafelyOptions extends SafeNavigationOptions {
  /** Where to go instead when the target is refused: a path (or allowed URL) written in our own code. */
  fallback: string;
  /** Replace the current history entry (`location.replace`) instead of adding one (`location.assign`). */
  replace?: boolean;
  /** The location to act on (tests pass a fake; default: the page's). */
  location?: Pick<Location, 'assign' | 'replace' | 'origin'>;
}

const MAX_LENGTH = 2048;
/** A serialised URL is printable ASCII: anything else in a target is a trick, not an address we wrote. */
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
/** An encoded slash or backslash, also double or deeper encoded (`%2F`, `%252F`, `%25255C`). */
const ENCODED_SLASH = /%(?:25)*(?:2f|5c)/i;
/** What a decoded path must not contain: backslashes, control characters and slash look-alikes. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const DECODED_TRICK = /[\\\u0000-\u001f\u007f-\u009f\u2044\u2215\u2216\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/;
const MAX_DECODING_ROUNDS = 4;

function pageOrigin(): string {
  return globalThis.location?.origin ?? 'null';
}

/** The pathname is a plain path: one leading slash, no empty or dot segments, nothing encoded to look otherwise. */
function isPlainPath(pathname: string): boolean {
  if (!pathname.startsWith('/') || ENCODED_SLASH.test(pathname)) return false;
  let decoded = pathname;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round++) {
    if (DECODED_TRICK.test(decoded) || decoded.includes('//')) return false;
    if (decoded.split('/').some((segment) => segment === '.' || segment === '..')) return false;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) return true;
    decoded = next;
  }
  return false;
}

/** `http:` on a loopback host is as trustworthy as `https:` to a browser (W3C Secure Contexts). */
function isPotentiallyTrustworthy(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  const host = url.hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function resolve(target: unknown, origin: string): URL | null {
  if (typeof target !== 'string' || target.length > MAX_LENGTH || !PRINTABLE_ASCII.test(target)) return null;
  // A backslash is a slash to the browser; a leading `//` is another host (refused even when it names this one).
  if (target.includes('\\') || target.startsWith('//')) return null;
  try {
    return new URL(target, origin);
  } catch {
    return null;
  }
}

function sameOriginPath(target: unknown, origin: string): string | null {
  const here = resolve(origin, origin);
  const url = resolve(target, origin);
  if (!here || !url || (here.protocol !== 'http:' && here.protocol !== 'https:')) return null;
  if (url.protocol !== here.protocol || url.origin !== here.origin || !isPlainPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function allowedExternalUrl(target: unknown, origin: string, options: SafeNavigationOptions): string | null {
  // Only a plainly written absolute URL may leave: no `https:host` or scheme-relative shorthand.
  if (typeof target !== 'string' || !/^https?:\/\/[^/]/i.test(target)) return null;
  const url = resolve(target, origin);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.username !== '' || url.password !== '' || !isPlainPath(url.pathname)) return null;
  const allowed = (options.allowedOrigins ?? []).map(originOf).includes(url.origin);
  if (!allowed && !(options.allowSecureExternal === true && isPotentiallyTrustworthy(url))) return null;
  return url.href;
}

/**
 * Where a navigation may go: the target as a path on this origin (`/fr/my-bag?x=1#y`), or, when allowed, an absolute
 * URL on one of `allowedOrigins`; anything else gives `fallback` (itself checked by the same rule, else `/`).
 * @example safeNavigationTarget('//evil.example/x', '/') // '/'
 * @example safeNavigationTarget('http://ca.localhost:8080/fr', '/', { allowedOrigins: ['http://ca.localhost:8080'] })
 */
export function safeNavigationTarget(target: unknown, fallback: string, options: SafeNavigationOptions = {}): string {
  const origin = options.origin ?? pageOrigin();
  return (
    sameOriginPath(target, origin) ??
    allowedExternalUrl(target, origin, options) ??
    sameOriginPath(fallback, origin) ??
    allowedExternalUrl(fallback, origin, options) ??
    '/'
  );
}

/** Where a link from content or an API answer leads: a path in the store's app, an `https:` page elsewhere. */
export type SafeLinkTarget = { kind: 'in-app'; path: string } | { kind: 'external'; href: string };

/**
 * Where a link the storefront did not write itself (the content service's, an API answer's) may lead, by the same
 * rule: a path on this origin (render it with the router), an `https:` page elsewhere (a plain link with
 * `rel="noopener noreferrer"`), or null for anything else (another scheme, `//host`, a backslash, `http:`).
 * @example safeLinkTarget('/\\evil.example') // null
 */
export function safeLinkTarget(
  target: unknown,
  options: Pick<SafeNavigationOptions, 'origin'> = {},
): SafeLinkTarget | null {
  const origin = options.origin ?? pageOrigin();
  const path = sameOriginPath(target, origin);
  if (path !== null) return { kind: 'in-app', path };
  const href = allowedExternalUrl(target, origin, { allowSecureExternal: true });
  return href?.startsWith('https://') ? { kind: 'external', href } : null;
}

/**
 * A path carried by a URL parameter (`?returnTo=`), as a same-origin path to navigate to, or `fallback`.
 * @example safeReturnPath(new URLSearchParams(location.search).get('returnTo'), localisePath(paths.account()))
 */
export function safeReturnPath(
  value: unknown,
  fallback: string,
  options: Pick<SafeNavigationOptions, 'origin'> = {},
): string {
  return safeNavigationTarget(value, fallback, { origin: options.origin });
}

/**
 * Sends the browser to `target` if the rule allows it, otherwise to `fallback`: the only `location` write in the
 * storefront (lint forbids the others). Answers where it went.
 * @example navigateSafely(session.redirectUrl, { fallback: '/checkout/billing', allowSecureExternal: true })
 */
export function navigateSafely(target: unknown, options: NavigateSafelyOptions): string {
  const location = options.location ?? globalThis.location;
  const to = safeNavigationTarget(target, options.fallback, { origin: location.origin, ...options });
  // eslint-disable-next-line no-restricted-syntax -- the one place the storefront writes location
  if (options.replace === true) location.replace(to);
  // eslint-disable-next-line no-restricted-syntax -- the one place the storefront writes location
  else location.assign(to);
  return to;
}
