import { localisePath, safeNavigationTarget } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Given to the safe-navigation rule as its fallback, so a refused address is told apart from an accepted one (the rule
 * answers its fallback then). A link from content to this very address is shown as text, which costs nothing.
 */
const REFUSED = '/#content-link-refused';

type ContentLinkTarget = { kind: 'in-app'; path: string } | { kind: 'external'; href: string } | null;

/**
 * Where a link from the content service may lead, decided by the storefront's one safe-navigation rule: a path on
 * this store, or an `https:` page elsewhere; anything else (another scheme, `//host`, a backslash, a path that
 * resolves off the store) leads nowhere.
 */
function contentLinkTarget(url: string): ContentLinkTarget {
  const path = safeNavigationTarget(url, REFUSED);
  if (path !== REFUSED) return { kind: 'in-app', path };
  const href = safeNavigationTarget(url, REFUSED, { allowSecureExternal: true });
  // The rule also admits `http:` on a loopback host (a local stand-in); content leaves the store over `https:` only.
  if (href !== REFUSED && href.startsWith('https://')) return { kind: 'external', href };
  return null;
}

/**
 * A link from the content service: a store path (localised) through the router, an `https:` page elsewhere as a plain
 * link, or, for anything the safe-navigation rule refuses, its text alone.
 */
export function ContentLinkTo({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const target = contentLinkTarget(url);
  if (target?.kind === 'in-app') {
    return (
      <Link to={localisePath(target.path)} className={className}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a href={target.href} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
