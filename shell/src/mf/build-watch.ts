import { fetchLatestBuild, fetchRegistry } from '../lib/platform-api';
import { registeredVersion } from './remote-loader';
import type { RemoteName } from '@storefront/contracts';

/** How often the shell asks whether a new build was deployed (SPEC §9). */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

let newBuildDetected = false;

/** The build this page runs, stamped into the document by the edge. */
export function currentBuildId(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="storefront-build"]')?.content ?? null;
}

/** Whether a newer shell build than this page's has been published. */
export async function checkForNewBuild(now: number = Date.now()): Promise<boolean> {
  const mine = currentBuildId();
  try {
    const latest = await fetchLatestBuild(now);
    if (mine !== null && latest.buildId !== mine) newBuildDetected = true;
  } catch {
    // The descriptor is advisory: if it cannot be read, nothing changes.
  }
  return newBuildDetected;
}

/** Whether the registry now points a remote at another version than the one this page registered. */
export async function remoteWasRedeployed(remote: RemoteName): Promise<boolean> {
  try {
    const registry = await fetchRegistry();
    const now = registry.remotes[remote]?.version;
    return now !== undefined && now !== registeredVersion(remote);
  } catch {
    return false;
  }
}

/** Polls the latest-build descriptor hourly with a cache-busting timestamp; returns a stop function. */
export function startBuildPolling(interval: number = BUILD_POLL_INTERVAL_MS): () => void {
  const timer = setInterval(() => void checkForNewBuild(), interval);
  return () => clearInterval(timer);
}

/** Whether a reload would load something newer: a new shell build, or the remote was redeployed. */
export async function newerCodeAvailable(remote: RemoteName): Promise<boolean> {
  const [shell, remoteChanged] = await Promise.all([checkForNewBuild(), remoteWasRedeployed(remote)]);
  return shell || remoteChanged;
}
