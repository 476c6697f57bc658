import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { e2eDataDir } from './e2e-env';

/** Publishes the current builds into a fresh release store, so every run starts from the same registry. */
export default function globalSetup(): void {
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
