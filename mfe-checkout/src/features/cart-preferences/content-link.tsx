import { localisePath } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Only these schemes may leave the site from content (SPEC §8: no unsafe protocols). */
const safeExternal = /^(https?:|mailto:|tel:)/i;

/** A link from the content service: a site path (localised) through the router, or a safe external address. */
export function ContentLinkTo({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={localisePath(url)} className={className}>
        {children}
      </Link>
    );
  }
  if (!safeExternal.test(url)) return <span className={className}>{children}</span>;
  return (
    <a href={url} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
