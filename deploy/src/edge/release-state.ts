import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { latestBuildSchema, remoteRegistrySchema, type LatestBuild, type RemoteRegistry } from '@storefront/contracts';
import type * as v from 'valibot';
import { isMissingFileError, parseJson } from '../json-file';
import { isSafeVersion } from '../release-store';
import type { ReleaseTarget } from '../release-targets';
import { releaseDir, targetReleasesDir, type StoreLayout } from '../store-layout';
import { RELEASE_META_FILE, releaseMetaSchema, shellPointerSchema, type ReleaseMeta } from '../store-schemas';

interface Stamp {
  mtimeMs: number;
  size: number;
  ino: number;
}

function sameStamp(a: Stamp | undefined, b: Stamp): boolean {
  return a !== undefined && a.mtimeMs === b.mtimeMs && a.size === b.size && a.ino === b.ino;
}

/**
 * A JSON file read on every call but parsed only when it changed (by mtime, size and inode: pointers are replaced
 * by rename, so a change always gives a new inode). A missing file reads as undefined.
 */
function cachedJsonFile<TSchema extends v.GenericSchema>(
  file: string,
  schema: TSchema,
): () => Promise<v.InferOutput<TSchema> | undefined> {
  let stamp: Stamp | undefined;
  let value: v.InferOutput<TSchema> | undefined;
  return async () => {
    let info: Stamp;
    try {
      info = await stat(file);
    } catch (error) {
      if (isMissingFileError(error)) {
        stamp = undefined;
        value = undefined;
        return undefined;
      }
      throw error;
    }
    if (!sameStamp(stamp, info)) {
      try {
        value = parseJson(await readFile(file, 'utf8'), schema, file);
      } catch (error) {
        // A hand-edited, broken pointer file: keep serving the last good value (and retry on the next request).
        if (value === undefined) throw error;
        return value;
      }
      stamp = { mtimeMs: info.mtimeMs, size: info.size, ino: info.ino };
    }
    return value;
  };
}

/** What the edge knows about the release store, re-read when files change, so CLI commands apply at once. */
export interface ReleaseState {
  registry(): Promise<RemoteRegistry>;
  shellVersion(): Promise<string | undefined>;
  latestBuild(): Promise<LatestBuild | undefined>;
  /** A release's metadata (immutable, so cached once found); undefined when it does not exist. */
  releaseMeta(target: ReleaseTarget, version: string): Promise<ReleaseMeta | undefined>;
  /** The shell releases, newest first. */
  shellReleases(): Promise<string[]>;
  /** True while the maintenance flag file exists. */
  maintenanceFlag(): Promise<boolean>;
}

/** Creates the edge's view of a release store. */
export function createReleaseState(layout: StoreLayout): ReleaseState {
  const registry = cachedJsonFile(layout.registryFile, remoteRegistrySchema);
  const shellPointer = cachedJsonFile(layout.shellFile, shellPointerSchema);
  const latestBuild = cachedJsonFile(layout.latestBuildFile, latestBuildSchema);
  const metas = new Map<string, ReleaseMeta>();
  let shellListing: { mtimeMs: number; versions: string[] } | undefined;

  async function releaseMeta(target: ReleaseTarget, version: string): Promise<ReleaseMeta | undefined> {
    if (!isSafeVersion(version)) return undefined;
    const key = `${target}/${version}`;
    const known = metas.get(key);
    if (known) return known;
    const file = path.join(releaseDir(layout, target, version), RELEASE_META_FILE);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (isMissingFileError(error)) return undefined;
      throw error;
    }
    const meta = parseJson(text, releaseMetaSchema, file);
    metas.set(key, meta);
    return meta;
  }

  async function shellReleases(): Promise<string[]> {
    const dir = targetReleasesDir(layout, 'shell');
    const info = await stat(dir).catch(() => undefined);
    if (!info) return [];
    if (shellListing?.mtimeMs === info.mtimeMs) return shellListing.versions;
    const names = (await readdir(dir)).filter((name) => !name.startsWith('.'));
    const found = (await Promise.all(names.map((name) => releaseMeta('shell', name)))).filter(
      (meta): meta is ReleaseMeta => meta !== undefined,
    );
    found.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    shellListing = { mtimeMs: info.mtimeMs, versions: found.map((meta) => meta.version) };
    return shellListing.versions;
  }

  return {
    registry: async () => (await registry()) ?? { remotes: {} },
    shellVersion: async () => (await shellPointer())?.version,
    latestBuild,
    releaseMeta,
    shellReleases,
    maintenanceFlag: async () =>
      stat(layout.maintenanceFlag).then(
        () => true,
        () => false,
      ),
  };
}
