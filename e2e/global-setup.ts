import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './e2e-env';

/**
 * Publishes the current builds into a fresh release store, so every run starts from the same registry.
 * `E2E_SKIP_PUBLISH=1` keeps a store published beforehand into `E2E_DATA_DIR` (several people testing at once, each
 * from their own snapshot of the builds).
 */
export default function globalSetup(): void {
  if (process.env.E2E_SKIP_PUBLISH === '1') return;
  rmSync(e2eDataDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [path.resolve(__dirname, '..', 'deploy', 'bin', 'storefront.mjs'), 'publish', '--all'],
    {
      env: { ...process.env, STOREFRONT_DATA_DIR: e2eDataDir },
      stdio: 'inherit',
    },
  );
}
