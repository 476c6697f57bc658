import { slugResolutionAnswerSchema } from '@storefront/api-schemas';
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

/**
 * Asks the commerce API what a path is. Anything but a clear answer (API absent, error) counts as not found,
 * so a catch-all never shows an error page for what is simply an unknown address.
 */
export async function resolveSlug(path: string, locale: string, signal?: AbortSignal): Promise<SlugResolution> {
  try {
    return await platform.get('/api/slugs/resolve', {
      query: { path, locale },
      schema: slugResolutionAnswerSchema,
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { kind: 'not-found' };
  }
}
