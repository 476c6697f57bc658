import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Load-failure policy for remotes, in the module-federation runtime. It is bundled into the entry chunk before
 * sharing is set up, so it must not import react or any other shared module: it returns a plain marker and the
 * shell turns that into a localised fallback.
 */

/** A hung remote manifest is cut off after this long, inside the 4 s budget for the whole remote load. */
export const MANIFEST_TIMEOUT_MS = 3500;
const RETRY_DELAYS_MS = [250, 750];

/** What `loadRemote` resolves to when a remote could not be loaded. */
export interface RemoteUnavailable {
  __remoteUnavailable: true;
  id: string;
  message: string;
}

/** Whether a `loadRemote` result is the unavailable marker. */
export function isRemoteUnavailable(value: unknown): value is RemoteUnavailable {
  return typeof value === 'object' && value !== null && (value as RemoteUnavailable).__remoteUnavailable === true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchWithTimeout(url: string, init: RequestInit | undefined): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`manifest ${url} timed out`)), MANIFEST_TIMEOUT_MS);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

const shellRuntimePlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-shell-runtime-plugin',
  async fetch(url, init) {
    // Manifests: bounded time, a couple of retries on network errors and 5xx; 404 is final (bad registry entry).
    let lastError: unknown;
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      try {
        const response = await fetchWithTimeout(url, init);
        if (response.status < 500) return response;
        lastError = new Error(`manifest ${url}: HTTP ${response.status}`);
      } catch (error) {
        lastError = error;
        if (error instanceof Error && /timed out/.test(error.message)) break; // already waited the budget
      }
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay !== undefined) await sleep(delay);
    }
    throw lastError;
  },
  async errorLoadRemote({ id, lifecycle, error }) {
    // `afterResolve` would treat our return value as the manifest: only answer at `onLoad`.
    if (lifecycle !== 'onLoad') return undefined;
    const marker: RemoteUnavailable = {
      __remoteUnavailable: true,
      id,
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
    return marker;
  },
});

export default shellRuntimePlugin;
