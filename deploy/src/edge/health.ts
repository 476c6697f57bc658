import { access } from 'node:fs/promises';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@storefront/contracts';
import { MANIFEST_FILE } from '../release-gate';
import { releaseDir, type StoreLayout } from '../store-layout';
import { apiUpstreamUrl } from './api-proxy';
import type { ReleaseState } from './release-state';

/**
 * The `/healthz` document: the status of each part; `degraded` when a part is missing or the configured API does not
 * answer (an API that is not configured is a deliberate state, not a fault).
 */
export interface HealthReport {
  status: 'ok' | 'degraded';
  maintenance: boolean;
  shell: { version: string | null; ok: boolean };
  remotes: Record<RemoteName, { version: string | null; ok: boolean }>;
  api: 'ok' | 'unreachable' | 'not-configured';
}

const API_TIMEOUT_MS = 1500;

async function fileExists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** Any HTTP answer below 500 from the API's `/api/healthz` counts as reachable. */
export async function probeApi(apiUrl: URL | undefined): Promise<HealthReport['api']> {
  if (!apiUrl) return 'not-configured';
  try {
    const response = await fetch(apiUpstreamUrl(apiUrl, '/api/healthz'), {
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    await response.body?.cancel();
    return response.status < 500 ? 'ok' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/** Checks the shell release, every remote's manifest and the API. */
export async function checkHealth(
  layout: StoreLayout,
  state: ReleaseState,
  apiUrl: URL | undefined,
  maintenance: boolean,
): Promise<HealthReport> {
  const [registry, shellVersion, api] = await Promise.all([state.registry(), state.shellVersion(), probeApi(apiUrl)]);
  const shellOk =
    shellVersion !== undefined &&
    (await fileExists(path.join(releaseDir(layout, 'shell', shellVersion), 'index.html')));
  const remotes = Object.fromEntries(
    await Promise.all(
      remoteNames.map(async (remote) => {
        const version = registry.remotes[remote]?.version;
        const ok =
          version !== undefined && (await fileExists(path.join(releaseDir(layout, remote, version), MANIFEST_FILE)));
        return [remote, { version: version ?? null, ok }] as const;
      }),
    ),
  ) as HealthReport['remotes'];
  const allOk = shellOk && Object.values(remotes).every((remote) => remote.ok) && api !== 'unreachable';
  return {
    status: allOk ? 'ok' : 'degraded',
    maintenance,
    shell: { version: shellVersion ?? null, ok: shellOk },
    remotes,
    api,
  };
}
