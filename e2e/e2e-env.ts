import { tmpdir } from 'node:os';
import path from 'node:path';

/** The port the edge listens on during browser tests (not 8080, so a running store does not interfere). */
export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/**
 * A throw-away release store for the browser tests, one per port (outside test-results, which Playwright empties at
 * the start of every run); the global setup publishes the current builds into it.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `storefront-e2e-${e2ePort}`);

/** The origin of a host on the test edge, e.g. `e2eOrigin('ca.localhost')`. */
export function e2eOrigin(host: 'localhost' | 'au.localhost' | 'ca.localhost' | 'nz.localhost'): string {
  return `http://${host}:${e2ePort}`;
}
