import { localisePath, safeLinkTarget } from '@storefront/contracts';

/**
 * The localised in-app path a content link leads to (`/engagement-rings` → `/fr-CA/engagement-rings` in French), or
 * null when it leads off the site or is not a safe address: the home page's calls to action and cards only ever lead
 * into the store (the rich text's links, which may leave it, are `ContentLinkTo`'s).
 */
export function contentPath(url: string | null | undefined): string | null {
  const target = url ? safeLinkTarget(url) : null;
  return target?.kind === 'in-app' ? localisePath(target.path) : null;
}
