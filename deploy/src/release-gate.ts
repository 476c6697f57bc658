import path from 'node:path';
import { federationName, remoteNames, type RemoteName } from '@storefront/contracts';
import { checkCompatibility, describeProblem, sharedRequirements } from './compatibility';
import { readJsonFile } from './json-file';
import { currentVersion } from './release-pointers';
import { releaseDir, type StoreLayout } from './store-layout';
import { federationManifestSchema, sharedVersionsSchema, type FederationManifest } from './store-schemas';

/** The file a remote build writes for module federation. */
export const MANIFEST_FILE = 'mf-manifest.json';
/** The file a shell build writes: singleton package → version it provides. */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';

/** Reads a remote's manifest from a build or release folder; throws when it is missing or malformed. */
export async function readFederationManifest(dir: string, remote: RemoteName): Promise<FederationManifest> {
  const manifest = await readJsonFile(path.join(dir, MANIFEST_FILE), federationManifestSchema);
  if (!manifest) throw new Error(`${remote}: no ${MANIFEST_FILE} in ${dir}`);
  const expected = federationName(remote);
  if (manifest.name !== undefined && manifest.name !== expected) {
    throw new Error(`${remote}: ${MANIFEST_FILE} in ${dir} is for "${manifest.name}", expected "${expected}"`);
  }
  return manifest;
}

/** Reads the singleton versions a shell build or release provides; undefined when it wrote none. */
export async function readSharedVersions(dir: string): Promise<Record<string, string> | undefined> {
  return readJsonFile(path.join(dir, SHARED_VERSIONS_FILE), sharedVersionsSchema);
}

/** One side of the gate: a shell (what it provides) or a remote (what it requires), with a label for messages. */
export interface GateShell {
  label: string;
  provides: Record<string, string> | undefined;
}
export interface GateRemote {
  remote: RemoteName;
  label: string;
  manifest: FederationManifest;
}

/** Problems, one line each, of running these remotes on this shell. Empty = compatible. */
export function gateProblems(shell: GateShell, remotes: readonly GateRemote[]): string[] {
  if (!shell.provides) return [];
  const provides = shell.provides;
  return remotes.flatMap((remote) =>
    checkCompatibility(sharedRequirements(remote.manifest), provides).map((problem) =>
      describeProblem(remote.label, problem),
    ),
  );
}

/** The shell currently pointed at, as a gate side (provides undefined when there is no shell release yet). */
export async function currentShellSide(layout: StoreLayout): Promise<GateShell> {
  const version = await currentVersion(layout, 'shell');
  if (version === undefined) return { label: 'no shell release', provides: undefined };
  return { label: `shell ${version}`, provides: await readSharedVersions(releaseDir(layout, 'shell', version)) };
}

/** The remotes currently pointed at, as gate sides, except those listed in `except`. */
export async function currentRemoteSides(
  layout: StoreLayout,
  except: ReadonlySet<RemoteName> = new Set(),
): Promise<GateRemote[]> {
  const sides: GateRemote[] = [];
  for (const remote of remoteNames) {
    if (except.has(remote)) continue;
    const version = await currentVersion(layout, remote);
    if (version === undefined) continue;
    const manifest = await readFederationManifest(releaseDir(layout, remote, version), remote);
    sides.push({ remote, label: `${remote} ${version}`, manifest });
  }
  return sides;
}
