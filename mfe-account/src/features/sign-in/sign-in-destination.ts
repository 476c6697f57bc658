import { localisePath, paths, safeReturnPath } from '@storefront/contracts';

/**
 * Where a member goes from the sign-in page: the `returnTo` it was given if that is a path on this site (read only
 * through `safeReturnPath`: absolute, protocol-relative, backslash, encoded and script targets go to the fallback),
 * else the account home.
 */
export function signInDestination(returnTo: string | null, origin?: string): string {
  return safeReturnPath(returnTo, localisePath(paths.account()), origin === undefined ? {} : { origin });
}
