import path from 'node:path';
import type { ReleaseTarget } from './release-targets';

/** Where the release store keeps each file, under one data directory. */
export interface StoreLayout {
  dataDir: string;
  /** `releases/<target>/<version>/…`: immutable copies of builds. */
  releasesDir: string;
  /** The document served at `/remotes.json`. */
  registryFile: string;
  /** Per target, the ordered list of versions pointed at. */
  historyFile: string;
  /** The current shell version. */
  shellFile: string;
  /** The latest-build descriptor served at `/_build/latest.json`. */
  latestBuildFile: string;
  /** Present = maintenance mode on (switchable without a restart). */
  maintenanceFlag: string;
  /** Held while a command changes pointers, so two commands never interleave. */
  lockFile: string;
}

/** The layout of a release store rooted at `dataDir`. */
export function storeLayout(dataDir: string): StoreLayout {
  const dir = path.resolve(dataDir);
  return {
    dataDir: dir,
    releasesDir: path.join(dir, 'releases'),
    registryFile: path.join(dir, 'registry.json'),
    historyFile: path.join(dir, 'history.json'),
    shellFile: path.join(dir, 'shell.json'),
    latestBuildFile: path.join(dir, 'latest-build.json'),
    maintenanceFlag: path.join(dir, 'maintenance'),
    lockFile: path.join(dir, '.lock'),
  };
}

/** The data directory: `STOREFRONT_DATA_DIR`, else `deploy/.data` of the repository. */
export function resolveDataDir(root: string, env: NodeJS.ProcessEnv): string {
  const fromEnv = env.STOREFRONT_DATA_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : path.join(root, 'deploy', '.data');
}

/** The folder of all releases of one target. */
export function targetReleasesDir(layout: StoreLayout, target: ReleaseTarget): string {
  return path.join(layout.releasesDir, target);
}

/** The folder of one release. */
export function releaseDir(layout: StoreLayout, target: ReleaseTarget, version: string): string {
  return path.join(layout.releasesDir, target, version);
}
