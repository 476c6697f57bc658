import type { RemoteName, RemoteRegistry } from '@storefront/contracts';

/** SPEC §9: manifest prefetch waits one second after render, and is skipped on slow-2g. */
export const PREFETCH_DELAY_MS = 1000;

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Whether the connection is too poor (or the shopper asked to save data) for speculative downloads. */
export function shouldSkipPrefetch(connection: NetworkInformationLike | undefined): boolean {
  return connection?.effectiveType === 'slow-2g' || connection?.saveData === true;
}

/** The remotes a shopper is likely to need next from a page of the given remote. */
export function likelyNextRemotes(current: RemoteName | 'shell'): RemoteName[] {
  switch (current) {
    case 'catalogue':
      return ['checkout'];
    case 'checkout':
      return ['account'];
    case 'engagement':
    case 'shell':
      return ['catalogue'];
    default:
      return ['catalogue', 'checkout'];
  }
}

const prefetched = new Set<string>();

/**
 * After the delay, adds `<link rel="prefetch">` for the likely-next remotes' manifests (immutable, so cached), except
 * those the page has already asked the federation runtime for (`alreadyAsked`, checked when the delay is over): a
 * prefetch of a manifest being fetched is a second request for it.
 */
export function prefetchManifests(
  registry: RemoteRegistry,
  remotes: RemoteName[],
  doc: Document = document,
  connection: NetworkInformationLike | undefined = (navigator as { connection?: NetworkInformationLike }).connection,
  alreadyAsked: (remote: RemoteName) => boolean = () => false,
): () => void {
  if (shouldSkipPrefetch(connection)) return () => {};
  const timer = setTimeout(() => {
    for (const remote of remotes) {
      const entry = registry.remotes[remote]?.entry;
      if (!entry || prefetched.has(entry) || alreadyAsked(remote)) continue;
      prefetched.add(entry);
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.as = 'fetch';
      link.href = entry;
      link.crossOrigin = 'anonymous';
      doc.head.append(link);
    }
  }, PREFETCH_DELAY_MS);
  return () => clearTimeout(timer);
}
