import { localisePath, safeLinkTarget } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A link from the content service: a store path (localised) through the router, an `https:` page elsewhere as a plain
 * link, or, for anything the safe-navigation rule refuses, its text alone.
 */
export function ContentLinkTo({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  const target = safeLinkTarget(url);
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
