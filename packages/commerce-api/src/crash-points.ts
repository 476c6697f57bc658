/**
 * Named places where a recovery test may kill the API mid-flight: `STOREFRONT_CRASH_AT=<name>` ends the process with
 * SIGKILL there, as a power cut would (no `finally`, no rollback but the database's own). Ignored in production.
 */
export type CrashPoint = 'place-order:before-commit' | 'place-order:committed';

/** Dies here when asked to (see {@link CrashPoint}); otherwise nothing. */
export function crashPoint(name: CrashPoint): void {
  if (process.env.NODE_ENV === 'production' || process.env.STOREFRONT_CRASH_AT !== name) return;
  process.kill(process.pid, 'SIGKILL');
}
