import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RemoteName } from '@storefront/contracts';
import { routeChunksSchema, type RouteChunks } from './edge/boot-hints';
import { readJsonFile } from './json-file';
import { readFederationManifest } from './release-gate';
import { releaseDir, type StoreLayout } from './store-layout';
import type { FederationManifest } from './store-schemas';

/** One entry of a remote's federation `shared` map, as a deploy compares them. */
export interface SharedDeclaration {
  /** The share key, e.g. `react` or `react/jsx-runtime`. */
  name: string;
  /** The version the remote bundles as its fallback. */
  version?: string | undefined;
  /** The range it asks the host for (`false`: none). */
  requiredVersion?: string | boolean | undefined;
  singleton?: boolean | undefined;
}

const describeRange = (range: string | boolean | undefined): string =>
  typeof range === 'string' && range.trim() !== '' ? range : 'any version';

function describeDeclaration(entry: SharedDeclaration): string {
  const parts = [`requires ${describeRange(entry.requiredVersion)}`];
  if (entry.version !== undefined) parts.push(`bundles ${entry.version}`);
  if (entry.singleton) parts.push('singleton');
  return parts.join(', ');
}

/**
 * What changed in a remote's shared-dependency requirements between two releases, one line per share key in name
 * order: `+` newly shared, `-` no longer shared, `~` a different range, bundled version or singleton flag. Empty when
 * nothing changed.
 */
export function sharedChanges(before: readonly SharedDeclaration[], after: readonly SharedDeclaration[]): string[] {
  const old = new Map(before.map((entry) => [entry.name, entry]));
  const now = new Map(after.map((entry) => [entry.name, entry]));
  const names = [...new Set([...old.keys(), ...now.keys()])].sort();
  return names.flatMap((name) => {
    const was = old.get(name);
    const is = now.get(name);
    if (!was && is) return [`+ ${name}: now shared (${describeDeclaration(is)})`];
    if (was && !is) return [`- ${name}: no longer shared (${describeDeclaration(was)})`];
    if (!was || !is) return [];
    const changes: string[] = [];
    if (describeRange(was.requiredVersion) !== describeRange(is.requiredVersion)) {
      changes.push(`requires ${describeRange(was.requiredVersion)} → ${describeRange(is.requiredVersion)}`);
    }
    if (was.version !== is.version) changes.push(`bundles ${was.version ?? 'nothing'} → ${is.version ?? 'nothing'}`);
    if (Boolean(was.singleton) !== Boolean(is.singleton)) {
      changes.push(is.singleton ? 'now a singleton' : 'no longer a singleton');
    }
    return changes.length > 0 ? [`~ ${name}: ${changes.join('; ')}`] : [];
  });
}

/** The JavaScript a first visit to one of a remote's pages adds, and what it is made of. */
export interface FirstVisitScripts {
  /** Files relative to the release folder. */
  files: string[];
  /** The route whose page is the heaviest first visit (undefined without `route-chunks.json`). */
  routeId: string | undefined;
}

const isScript = (file: string) => file.endsWith('.js');

/**
 * The scripts of the heaviest first visit to a remote's pages: its entry, its `./routes` module, its English messages
 * and the chunks of the route whose own chunks weigh most (by `sizeOf`). Shared libraries are the shell's, so they do
 * not count.
 */
export function firstVisitScripts(
  manifest: FederationManifest,
  routeChunks: RouteChunks | undefined,
  sizeOf: (file: string) => number,
): FirstVisitScripts {
  const entry = manifest.metaData?.remoteEntry;
  const base = new Set<string>([
    ...(entry ? [path.posix.join(entry.path, entry.name)] : []),
    ...(manifest.exposes.find((expose) => expose.name === 'routes' || expose.path === './routes')?.assets.js.sync ??
      []),
    ...(routeChunks?.messages.en ?? []).filter(isScript),
  ]);
  let heaviest: { routeId: string; files: string[]; bytes: number } | undefined;
  for (const [routeId, files] of Object.entries(routeChunks?.routes ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    const own = files.filter((file) => isScript(file) && !base.has(file));
    const bytes = own.reduce((total, file) => total + sizeOf(file), 0);
    if (!heaviest || bytes > heaviest.bytes) heaviest = { routeId, files: own, bytes };
  }
  return { files: [...base, ...(heaviest?.files ?? [])], routeId: heaviest?.routeId };
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * `52.1 KB → 53.0 KB (+0.9 KB)`: gzip sizes before and after, with the signed difference (in bytes under a
 * kilobyte, so a small change does not read as nothing).
 */
export function formatSizeChange(before: number, after: number): string {
  const difference = after - before;
  const magnitude = Math.abs(difference);
  const change =
    difference === 0
      ? 'same size'
      : `${difference > 0 ? '+' : '−'}${magnitude < 1000 ? `${magnitude} B` : kilobytes(magnitude)}`;
  return `${kilobytes(before)} → ${kilobytes(after)} (${change})`;
}

/** A release folder's first-visit scripts and their gzip size (level 9, as `npm run bench:size` measures). */
async function firstVisitSize(
  dir: string,
  remote: RemoteName,
): Promise<{ bytes: number; routeId: string | undefined }> {
  const manifest = await readFederationManifest(dir, remote);
  const routeChunks = await readJsonFile(path.join(dir, 'route-chunks.json'), routeChunksSchema);
  const scripts = new Set([
    ...firstVisitScripts(manifest, routeChunks, () => 0).files,
    ...manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]),
    ...Object.values(routeChunks?.routes ?? {}).flat(),
    ...Object.values(routeChunks?.messages ?? {}).flat(),
  ]);
  const sizes = new Map<string, number>();
  for (const file of scripts) {
    if (!isScript(file)) continue;
    const body = await readFile(path.join(dir, file)).catch(() => undefined);
    sizes.set(file, body ? gzipSync(body, { level: 9 }).length : 0);
  }
  const visit = firstVisitScripts(manifest, routeChunks, (file) => sizes.get(file) ?? 0);
  return { bytes: visit.files.reduce((total, file) => total + (sizes.get(file) ?? 0), 0), routeId: visit.routeId };
}

/**
 * What a deploy changed for a remote, as lines to print: its shared-dependency requirements and the gzip size of its
 * first-visit JavaScript, between the release it replaced and the new one.
 */
export async function describeRemoteChange(
  layout: StoreLayout,
  remote: RemoteName,
  previous: string,
  current: string,
): Promise<string[]> {
  const before = releaseDir(layout, remote, previous);
  const after = releaseDir(layout, remote, current);
  const shared = sharedChanges(
    (await readFederationManifest(before, remote)).shared,
    (await readFederationManifest(after, remote)).shared,
  );
  const [oldSize, newSize] = await Promise.all([firstVisitSize(before, remote), firstVisitSize(after, remote)]);
  const page = newSize.routeId === undefined ? '' : `, heaviest page: ${newSize.routeId}`;
  return [
    shared.length === 0
      ? `${remote}: shared-dependency requirements unchanged`
      : `${remote}: shared-dependency requirements changed:\n${shared.map((line) => `  ${line}`).join('\n')}`,
    `${remote}: first-visit JavaScript (gzip${page}) ${formatSizeChange(oldSize.bytes, newSize.bytes)}`,
  ];
}
