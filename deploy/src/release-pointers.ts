import {
  latestBuildSchema,
  remoteRegistrySchema,
  type LatestBuild,
  type RemoteName,
  type RemoteRegistry,
} from '@storefront/contracts';
import * as v from 'valibot';
import { readJsonFile, writeJsonAtomic } from './json-file';
import type { ReleaseTarget } from './release-targets';
import type { StoreLayout } from './store-layout';
import { historySchema, shellPointerSchema, type HistoryEntry, type PointerAction } from './store-schemas';

/** The registry entry URL of a remote version: its immutable manifest. */
export function remoteEntryUrl(remote: RemoteName, version: string): string {
  return `/remotes/${remote}/${version}/mf-manifest.json`;
}

/** The registry document; an empty one before the first publish. */
export async function readRegistry(layout: StoreLayout): Promise<RemoteRegistry> {
  return (await readJsonFile(layout.registryFile, remoteRegistrySchema)) ?? { remotes: {} };
}

/** The latest-build descriptor, if a shell was ever pointed at. */
export async function readLatestBuild(layout: StoreLayout): Promise<LatestBuild | undefined> {
  return readJsonFile(layout.latestBuildFile, latestBuildSchema);
}

/** The version a target currently points at, if any. */
export async function currentVersion(layout: StoreLayout, target: ReleaseTarget): Promise<string | undefined> {
  if (target === 'shell') return (await readJsonFile(layout.shellFile, shellPointerSchema))?.version;
  return (await readRegistry(layout)).remotes[target]?.version;
}

/** The pointing history of one target, oldest first. */
export async function readHistory(layout: StoreLayout, target: ReleaseTarget): Promise<HistoryEntry[]> {
  return (await readJsonFile(layout.historyFile, historySchema))?.[target] ?? [];
}

/**
 * The versions a plain `rollback` walks back through, oldest first, ending with the current one.
 * Every pointing pushes its version; a `rollback` pops the one it undid, so rolling back twice goes two
 * versions back instead of flip-flopping.
 */
export function rollbackStack(entries: readonly HistoryEntry[], current: string | undefined): string[] {
  const stack: string[] = [];
  for (const entry of entries) {
    if (entry.action === 'rollback') stack.pop();
    if (stack.at(-1) !== entry.version) stack.push(entry.version);
  }
  if (current !== undefined && stack.at(-1) !== current) stack.push(current);
  return stack;
}

/** What a pointer change did. */
export interface PointResult {
  target: ReleaseTarget;
  previous: string | undefined;
  current: string;
  changed: boolean;
}

/**
 * Points a target at a published version: the registry entry of a remote, or `shell.json` plus
 * `latest-build.json` for the shell; then appends to the history. Pointing at the current version changes nothing.
 * The caller holds the store lock and has checked that the release exists and is compatible.
 */
export async function pointTarget(
  layout: StoreLayout,
  target: ReleaseTarget,
  version: string,
  action: PointerAction,
  now: Date = new Date(),
): Promise<PointResult> {
  const previous = await currentVersion(layout, target);
  if (previous === version) return { target, previous, current: version, changed: false };
  const at = now.toISOString();
  if (target === 'shell') {
    await writeJsonAtomic(layout.shellFile, { version, pointedAt: at });
    await writeJsonAtomic(layout.latestBuildFile, { buildId: version, publishedAt: at } satisfies LatestBuild);
  } else {
    const registry = await readRegistry(layout);
    const next: RemoteRegistry = {
      remotes: { ...registry.remotes, [target]: { version, entry: remoteEntryUrl(target, version) } },
    };
    await writeJsonAtomic(layout.registryFile, v.parse(remoteRegistrySchema, next));
  }
  const history = (await readJsonFile(layout.historyFile, historySchema)) ?? {};
  history[target] = [...(history[target] ?? []), { version, at, action }];
  await writeJsonAtomic(layout.historyFile, history);
  return { target, previous, current: version, changed: true };
}
