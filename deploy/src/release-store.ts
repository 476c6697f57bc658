import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentVersion, hashFiles, listFiles } from './content-version';
import { isMissingFileError, readJsonFile } from './json-file';
import type { ReleaseTarget } from './release-targets';
import { releaseDir, targetReleasesDir, type StoreLayout } from './store-layout';
import { RELEASE_META_FILE, releaseMetaSchema, type ReleaseMeta } from './store-schemas';

/** What to publish: a target's built dist folder. */
export interface PublishRequest {
  target: ReleaseTarget;
  distDir: string;
  /** The workspace's package.json version: the first part of the version id. */
  packageVersion: string;
  /** Use this version id instead of the content-derived one (the shell's two-pass deploy names it up front). */
  version?: string;
  now?: Date;
}

/** The outcome of a publish. `created` is false when identical content was already published (idempotent). */
export interface PublishResult {
  version: string;
  created: boolean;
  meta: ReleaseMeta;
}

/** Reads a release's metadata; undefined when that release does not exist. */
export async function readReleaseMeta(
  layout: StoreLayout,
  target: ReleaseTarget,
  version: string,
): Promise<ReleaseMeta | undefined> {
  if (!isSafeVersion(version)) return undefined;
  return readJsonFile(path.join(releaseDir(layout, target, version), RELEASE_META_FILE), releaseMetaSchema);
}

/** A version id that is a single safe path segment. */
export function isSafeVersion(version: string): boolean {
  return /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/.test(version);
}

/** Every published release of a target, newest first. */
export async function listReleases(layout: StoreLayout, target: ReleaseTarget): Promise<ReleaseMeta[]> {
  let names: string[];
  try {
    names = await readdir(targetReleasesDir(layout, target));
  } catch (error) {
    if (isMissingFileError(error)) return [];
    throw error;
  }
  const metas = await Promise.all(
    names.filter((name) => !name.startsWith('.')).map((name) => readReleaseMeta(layout, target, name)),
  );
  return metas
    .filter((meta): meta is ReleaseMeta => meta !== undefined)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.version.localeCompare(a.version));
}

/**
 * Publishes a dist folder as an immutable release: copies it into a temp folder, writes its metadata, then renames
 * the folder into place. Identical content already published (under any version) is reused; an existing release
 * folder is never modified.
 */
export async function publishRelease(layout: StoreLayout, request: PublishRequest): Promise<PublishResult> {
  const { target, distDir } = request;
  const info = await stat(distDir).catch(() => undefined);
  if (!info?.isDirectory()) throw new Error(`${target}: no build at ${distDir} (run the build first)`);
  const files = (await listFiles(distDir)).filter((file) => file !== RELEASE_META_FILE);
  if (files.length === 0) throw new Error(`${target}: ${distDir} is empty (run the build first)`);
  const contentHash = await hashFiles(distDir, files);

  const existing = (await listReleases(layout, target)).find((meta) => meta.contentHash === contentHash);
  if (existing) return { version: existing.version, created: false, meta: existing };

  const version = request.version ?? contentVersion(request.packageVersion, contentHash);
  if (!isSafeVersion(version)) throw new Error(`${target}: "${version}" is not a valid version id`);
  const already = await readReleaseMeta(layout, target, version);
  if (already) return { version, created: false, meta: already };

  const meta: ReleaseMeta = {
    target,
    version,
    publishedAt: (request.now ?? new Date()).toISOString(),
    packageVersion: request.packageVersion,
    contentHash,
    files,
  };
  const parent = targetReleasesDir(layout, target);
  const temp = path.join(parent, `.tmp-${version}-${randomBytes(4).toString('hex')}`);
  try {
    for (const file of files) {
      const to = path.join(temp, ...file.split('/'));
      await mkdir(path.dirname(to), { recursive: true });
      await copyFile(path.join(distDir, ...file.split('/')), to);
    }
    await writeFile(path.join(temp, RELEASE_META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
    await rename(temp, releaseDir(layout, target, version));
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    const raced = await readReleaseMeta(layout, target, version);
    if (raced) return { version, created: false, meta: raced };
    throw error;
  }
  return { version, created: true, meta };
}
