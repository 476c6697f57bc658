/** At most one automatic reload per path within this window (SPEC §9), so a reload can never loop. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'storefront:chunk-reload:';

/**
 * Reloads the page once for this path if no reload for it happened in the last 10 s; returns whether it reloaded.
 * The guard lives in sessionStorage: it survives the reload it causes, and no other tab.
 */
export function reloadOncePerPath(
  path: string,
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage,
  reload: () => void = () => globalThis.location.reload(),
): boolean {
  if (storage === undefined) return false;
  try {
    const last = Number(storage.getItem(KEY_PREFIX + path));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_WINDOW_MS) return false;
    storage.setItem(KEY_PREFIX + path, String(now));
  } catch {
    return false; // No storage means no guard: never reload without one.
  }
  reload();
  return true;
}

/** Whether an error means a script or chunk failed to load (stale deployment, network), not a bug in the code. */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  const text = typeof message === 'string' ? message : '';
  return (
    /Loading (CSS )?chunk .* failed/i.test(text) ||
    text.includes('RUNTIME-008') ||
    text.includes('Failed to fetch dynamically imported module')
  );
}
