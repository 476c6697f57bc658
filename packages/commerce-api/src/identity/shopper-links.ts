import { getLocaleSetting, type LocaleCode } from '@storefront/i18n';
import type { FastifyRequest } from 'fastify';

/** Storefront pages the API links to (the shell's route table, `@storefront/contracts` `paths`). */
export const storefrontPaths = {
  newPassword: '/my-account/new-password',
  accountActivation: '/my-account/account-activation',
  login: '/my-account/login',
  forgotPassword: '/my-account/forgot-password',
  registerConfirmation: '/my-account/register/confirmation',
  account: '/my-account',
} as const;

function originOf(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The storefront origin the shopper is on: the request's `Origin` (or forwarded host) when it is one of ours (the
 * configured origins or the same-site hosts), else `PUBLIC_ORIGIN`. A forged Host header can therefore never put
 * someone else's site into a reset link.
 */
export function shopperOrigin(request: FastifyRequest): string {
  const { allowedOrigins, sameSiteHostSuffixes } = request.server.apiConfig;
  const ours = (url: URL) =>
    allowedOrigins.includes(url.origin) ||
    sameSiteHostSuffixes.some((suffix) => url.hostname === suffix || url.hostname.endsWith(`.${suffix}`));
  const candidates = [
    typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
    `${request.protocol}://${request.host}`,
  ];
  for (const candidate of candidates) {
    const url = candidate ? originOf(candidate) : undefined;
    if (url && ours(url)) return url.origin;
  }
  return request.server.apiConfig.publicOrigin;
}

/** An absolute link to a storefront page in the shopper's locale (`/fr` prefix for fr-CA), with query parameters. */
export function storefrontLink(
  request: FastifyRequest,
  path: string,
  locale: LocaleCode,
  query: Record<string, string> = {},
): string {
  const prefix = getLocaleSetting(locale).pathPrefix;
  const search = new URLSearchParams(query).toString();
  return `${shopperOrigin(request)}${prefix ? `/${prefix}` : ''}${path}${search ? `?${search}` : ''}`;
}

const BASE = 'https://storefront.invalid';

/**
 * A `returnTo` the storefront may navigate to after sign-in: only a same-origin relative path ('/my-bag?x=1').
 * Anything else (`//evil`, `https:evil`, `/\evil`, encoded or control-character forms, other schemes) gives
 * `fallback`, so no answer ever sends the shopper off-site (ASVS 3.7.2).
 */
export function safeReturnPath(value: unknown, fallback: string = storefrontPaths.account): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // Any backslash, control character or whitespace is refused: browsers treat '\' as '/', strip tabs and newlines.
  if (/[\\\s\p{Cc}]/u.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  let decoded = value;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    // Decoded, whitespace and control characters are what a lenient parser would drop: what remains must still
    // be a plain path (a decoded space in a query is harmless, a decoded '//' or '\\' is not).
    const bare = next.replace(/[\s\p{Cc}]/gu, '');
    if (bare.includes('\\') || bare.startsWith('//') || !bare.startsWith('/')) return fallback;
    if (next === decoded) break;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
