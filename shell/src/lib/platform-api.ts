import {
  latestBuildSchema,
  remoteRegistrySchema,
  siteConfigSchema,
  type LatestBuild,
  type RemoteRegistry,
  type SiteConfig,
  type SlugResolution,
} from '@storefront/contracts';
import { createHttpClient } from '@storefront/http';
import * as v from 'valibot';

/** Same-origin platform documents the edge serves; short timeouts: the shell must render without them. */
const platform = createHttpClient({ baseUrl: '', timeoutMs: 4000 });

/** The remote registry: which immutable version of each remote to load. */
export function fetchRegistry(): Promise<RemoteRegistry> {
  return platform.get('/remotes.json', { schema: remoteRegistrySchema });
}

/** Runtime site configuration (maintenance, market hosts, integrations). */
export function fetchSiteConfig(): Promise<SiteConfig> {
  return platform.get('/_config.json', { schema: siteConfigSchema });
}

/** The latest-build descriptor, with a cache-busting timestamp (SPEC §7). */
export function fetchLatestBuild(now: number = Date.now()): Promise<LatestBuild> {
  return platform.get('/_build/latest.json', { query: { t: String(now) }, schema: latestBuildSchema });
}

const slugResolutionSchema = v.variant('kind', [
  v.object({ kind: v.literal('category'), id: v.string(), slug: v.string() }),
  v.object({ kind: v.literal('content'), id: v.string(), slug: v.string() }),
  v.object({ kind: v.literal('not-found') }),
]);

/**
 * Asks the commerce API what a path is. Anything but a clear answer (API absent, error) counts as not found,
 * so a catch-all never shows an error page for what is simply an unknown address.
 */
export async function resolveSlug(path: string, locale: string, signal?: AbortSignal): Promise<SlugResolution> {
  try {
    return await platform.get('/api/slugs/resolve', {
      query: { path, locale },
      schema: slugResolutionSchema,
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { kind: 'not-found' };
  }
}
