import { createStoredValue, type StorageLike } from '@storefront/contracts';
import * as v from 'valibot';

/** At most one automatic reload per path within this window (SPEC §9), so a reload can never loop. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
const KEY_PREFIX = 'storefront:chunk-reload:';

/**
 * Reloads the page once for this path if no reload for it happened in the last 10 s; returns whether it reloaded.
 * The guard lives in sessionStorage (`storage` replaces it in tests): it survives the reload it causes, and no other
 * tab. It reloads only once the guard is kept and reads back: without storage there is no guard, so no reload.
 */
export function reloadOncePerPath(
  path: string,
  now: number = Date.now(),
  storage?: StorageLike,
  reload: () => void = () => globalThis.location.reload(),
): boolean {
  const guard = createStoredValue({
    area: 'session',
    key: KEY_PREFIX + path,
    schema: v.number(),
    ttlMs: RELOAD_GUARD_WINDOW_MS,
    now: () => now,
    storage,
  });
  if (guard.read() !== null) return false;
  if (!guard.write(now) || guard.read() !== now) return false;
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
