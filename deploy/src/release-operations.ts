import { access } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@storefront/contracts';
import * as v from 'valibot';
import type { BuildStep } from './build-step';
import { contentVersion, hashFiles, listFiles } from './content-version';
import { readJsonFile } from './json-file';
import { describeRemoteChange } from './release-diff';
import {
  currentRemoteSides,
  currentShellSide,
  gateProblems,
  MANIFEST_FILE,
  readFederationManifest,
  readSharedVersions,
  type GateRemote,
  type GateShell,
} from './release-gate';
import { currentVersion, pointTarget, readHistory, rollbackStack, type PointResult } from './release-pointers';
import { listReleases, publishRelease, readReleaseMeta, type PublishResult } from './release-store';
import { distDir, isRemoteTarget, releaseTargets, workspaceDir, type ReleaseTarget } from './release-targets';
import { releaseDir, type StoreLayout } from './store-layout';
import { withStoreLock } from './store-lock';
import { RELEASE_META_FILE, type PointerAction, type ReleaseMeta } from './store-schemas';

/** Everything a release operation needs; tests pass a temp repository, a temp store and a fake build. */
export interface ReleaseContext {
  /** Repository root: workspaces are at `<root>/shell`, `<root>/mfe-<remote>`. */
  root: string;
  layout: StoreLayout;
  build: BuildStep;
  log: (line: string) => void;
  warn: (line: string) => void;
  now: () => Date;
}

/** A refusal or a usage error the CLI prints as is (exit code 1), without a stack trace. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** Options of operations that point at a version. */
export interface PointOptions {
  /** Point even when the compatibility gate fails (prints the problems as warnings). */
  force?: boolean;
}

/** The public path a shell deploy builds with for a version; `dev` is what a plain `npm run build` uses. */
export function shellPublicPath(version: string): string {
  return `/_shell/${version}/`;
}

const packageJsonSchema = v.looseObject({ version: v.string() });

async function packageVersion(root: string, target: ReleaseTarget): Promise<string> {
  const file = path.join(workspaceDir(root, target), 'package.json');
  const pkg = await readJsonFile(file, packageJsonSchema);
  if (!pkg) throw new ReleaseError(`${target}: no ${file}`);
  return pkg.version;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

function describePublish(target: ReleaseTarget, result: PublishResult): string {
  return `${target}: ${result.created ? 'published' : 'already published'} ${result.version}`;
}

function describePoint(result: PointResult, verb: string): string {
  if (!result.changed) return `${result.target}: ${result.current} is already current`;
  return `${result.target}: ${verb} ${result.previous ?? '(none)'} → ${result.current}`;
}

function refuseOrWarn(ctx: ReleaseContext, problems: string[], what: string, unchanged: string, force = false): void {
  if (problems.length === 0) return;
  const lines = problems.map((problem) => `  ${problem}`).join('\n');
  if (force) {
    ctx.warn(`${what} despite incompatible shared singletons (--force):\n${lines}`);
    return;
  }
  throw new ReleaseError(
    `Refusing ${what}: incompatible shared singletons:\n${lines}\n${unchanged} Use --force to point anyway.`,
  );
}

async function remoteSideFromRelease(layout: StoreLayout, remote: RemoteName, version: string): Promise<GateRemote> {
  return {
    remote,
    label: `${remote} ${version}`,
    manifest: await readFederationManifest(releaseDir(layout, remote, version), remote),
  };
}

async function shellSideFromRelease(layout: StoreLayout, version: string): Promise<GateShell> {
  return { label: `shell ${version}`, provides: await readSharedVersions(releaseDir(layout, 'shell', version)) };
}

/** The gate for pointing `target` at `version` (already published), against what is currently pointed. */
async function gateForPointing(ctx: ReleaseContext, target: ReleaseTarget, version: string): Promise<string[]> {
  if (isRemoteTarget(target)) {
    const shell = await currentShellSide(ctx.layout);
    if (!shell.provides) {
      ctx.warn(`${target}: ${shell.label}: no shared-versions.json to check against; compatibility not checked`);
      return [];
    }
    return gateProblems(shell, [await remoteSideFromRelease(ctx.layout, target, version)]);
  }
  const shell = await shellSideFromRelease(ctx.layout, version);
  if (!shell.provides) ctx.warn(`${shell.label}: no shared-versions.json to check against; compatibility not checked`);
  return gateProblems(shell, await currentRemoteSides(ctx.layout));
}

/**
 * Publishes a remote's current `dist/` (no build), checks it against the current shell and points the registry
 * at it. This is `deploy <remote>` after its build step.
 */
export async function publishAndPointRemote(
  ctx: ReleaseContext,
  remote: RemoteName,
  action: PointerAction,
  options: PointOptions = {},
): Promise<PointResult> {
  const dist = distDir(ctx.root, remote);
  await readFederationManifest(dist, remote);
  const published = await publishRelease(ctx.layout, {
    target: remote,
    distDir: dist,
    packageVersion: await packageVersion(ctx.root, remote),
    now: ctx.now(),
  });
  ctx.log(describePublish(remote, published));
  return withStoreLock(ctx.layout.lockFile, async () => {
    refuseOrWarn(
      ctx,
      await gateForPointing(ctx, remote, published.version),
      `to point ${remote} at ${published.version}`,
      'The registry is unchanged.',
      options.force,
    );
    const result = await pointTarget(ctx.layout, remote, published.version, action, ctx.now());
    ctx.log(describePoint(result, 'registry now points'));
    return result;
  });
}

/**
 * Builds and publishes the shell, then points `shell.json` and `latest-build.json` at it. Two passes: a neutral
 * build names the version (so unchanged sources give the same version), then, for a new version only, a build
 * with `SHELL_PUBLIC_PATH=/_shell/<version>/` and `SHELL_VERSION=<version>` is what gets published.
 */
export async function deployShell(ctx: ReleaseContext, options: PointOptions = {}): Promise<PointResult> {
  const dist = distDir(ctx.root, 'shell');
  const pkgVersion = await packageVersion(ctx.root, 'shell');
  await ctx.build('shell', { SHELL_PUBLIC_PATH: shellPublicPath('dev'), SHELL_VERSION: 'dev' });
  const files = (await listFiles(dist)).filter((file) => file !== RELEASE_META_FILE);
  const neutralHash = await hashFiles(dist, files);
  const version = contentVersion(pkgVersion, neutralHash);
  const known = (await listReleases(ctx.layout, 'shell')).some(
    (meta) => meta.version === version || meta.contentHash === neutralHash,
  );
  if (!known) await ctx.build('shell', { SHELL_PUBLIC_PATH: shellPublicPath(version), SHELL_VERSION: version });
  return publishAndPointShell(ctx, 'deploy', { ...options, version });
}

/** Publishes the shell's current `dist/` (no build) and points at it. */
export async function publishAndPointShell(
  ctx: ReleaseContext,
  action: PointerAction,
  options: PointOptions & { version?: string } = {},
): Promise<PointResult> {
  const dist = distDir(ctx.root, 'shell');
  if (!(await exists(path.join(dist, 'index.html')))) throw new ReleaseError(`shell: no index.html in ${dist}`);
  const published = await publishRelease(ctx.layout, {
    target: 'shell',
    distDir: dist,
    packageVersion: await packageVersion(ctx.root, 'shell'),
    ...(options.version === undefined ? {} : { version: options.version }),
    now: ctx.now(),
  });
  ctx.log(describePublish('shell', published));
  return withStoreLock(ctx.layout.lockFile, async () => {
    refuseOrWarn(
      ctx,
      await gateForPointing(ctx, 'shell', published.version),
      `to point the shell at ${published.version}`,
      'shell.json is unchanged.',
      options.force,
    );
    const result = await pointTarget(ctx.layout, 'shell', published.version, action, ctx.now());
    ctx.log(describePoint(result, 'now serving'));
    return result;
  });
}

/** `deploy <target>`: build that one target, publish it as an immutable version, gate, point. */
export async function deployTarget(
  ctx: ReleaseContext,
  target: ReleaseTarget,
  options: PointOptions = {},
): Promise<PointResult> {
  if (!isRemoteTarget(target)) return deployShell(ctx, options);
  await ctx.build(target, {});
  const result = await publishAndPointRemote(ctx, target, 'deploy', options);
  if (result.changed && result.previous !== undefined) {
    for (const line of await describeRemoteChange(ctx.layout, target, result.previous, result.current)) ctx.log(line);
  }
  return result;
}

/**
 * `publish --all`: publishes every built `dist/` (shell and remotes; nothing is rebuilt), checks the whole set
 * (new or current shell against new or current remotes) and, only if all of it is compatible, points at it.
 */
export async function publishAll(ctx: ReleaseContext, options: PointOptions = {}): Promise<PointResult[]> {
  const built: ReleaseTarget[] = [];
  for (const target of releaseTargets) {
    const marker = isRemoteTarget(target) ? MANIFEST_FILE : 'index.html';
    if (await exists(path.join(distDir(ctx.root, target), marker))) built.push(target);
  }
  if (built.length === 0) throw new ReleaseError('Nothing to publish: no dist/ folder found; run npm run build first.');

  const published = new Map<ReleaseTarget, string>();
  for (const target of built) {
    const dist = distDir(ctx.root, target);
    if (isRemoteTarget(target)) await readFederationManifest(dist, target);
    const result = await publishRelease(ctx.layout, {
      target,
      distDir: dist,
      packageVersion: await packageVersion(ctx.root, target),
      now: ctx.now(),
    });
    ctx.log(describePublish(target, result));
    published.set(target, result.version);
  }

  return withStoreLock(ctx.layout.lockFile, async () => {
    const shellVersion = published.get('shell');
    const shell = shellVersion
      ? await shellSideFromRelease(ctx.layout, shellVersion)
      : await currentShellSide(ctx.layout);
    const newRemotes: GateRemote[] = [];
    for (const [target, version] of published) {
      if (isRemoteTarget(target)) newRemotes.push(await remoteSideFromRelease(ctx.layout, target, version));
    }
    const others = await currentRemoteSides(ctx.layout, new Set(newRemotes.map((side) => side.remote)));
    if (!shell.provides)
      ctx.warn(`${shell.label}: no shared-versions.json to check against; compatibility not checked`);
    refuseOrWarn(
      ctx,
      gateProblems(shell, [...newRemotes, ...others]),
      'to point at the published set',
      'Nothing was pointed: the registry and shell.json are unchanged.',
      options.force,
    );
    const results: PointResult[] = [];
    for (const [target, version] of published) {
      const result = await pointTarget(ctx.layout, target, version, 'publish', ctx.now());
      ctx.log(describePoint(result, 'now points'));
      results.push(result);
    }
    return results;
  });
}

async function requireRelease(ctx: ReleaseContext, target: ReleaseTarget, version: string): Promise<ReleaseMeta> {
  const meta = await readReleaseMeta(ctx.layout, target, version);
  if (meta) return meta;
  const known = (await listReleases(ctx.layout, target)).map((release) => release.version);
  throw new ReleaseError(
    `${target}: no release ${version}. Published: ${known.length > 0 ? known.join(', ') : '(none)'}`,
  );
}

async function pointExisting(
  ctx: ReleaseContext,
  target: ReleaseTarget,
  version: string,
  action: PointerAction,
  options: PointOptions,
  verb: string,
): Promise<PointResult> {
  refuseOrWarn(
    ctx,
    await gateForPointing(ctx, target, version),
    `to point ${target} at ${version}`,
    'Nothing was changed.',
    options.force,
  );
  const result = await pointTarget(ctx.layout, target, version, action, ctx.now());
  ctx.log(describePoint(result, verb));
  return result;
}

/**
 * `rollback <target> [version]`: points back to the previous version in the history (or to the given published
 * version). Nothing is built. Rolling back again goes one further version back.
 */
export async function rollback(
  ctx: ReleaseContext,
  target: ReleaseTarget,
  version?: string,
  options: PointOptions = {},
): Promise<PointResult> {
  return withStoreLock(ctx.layout.lockFile, async () => {
    const current = await currentVersion(ctx.layout, target);
    if (version !== undefined) {
      await requireRelease(ctx, target, version);
      return pointExisting(ctx, target, version, 'rollback-to', options, 'rolled back');
    }
    const stack = rollbackStack(await readHistory(ctx.layout, target), current);
    const previous = stack.at(-2);
    if (previous === undefined) {
      throw new ReleaseError(
        `${target}: no earlier version in the history to roll back to (current: ${current ?? 'none'}). ` +
          `List them with: releases ${target}`,
      );
    }
    await requireRelease(ctx, target, previous);
    return pointExisting(ctx, target, previous, 'rollback', options, 'rolled back');
  });
}

/** `promote <target> <version>`: points at an already published version (e.g. forward again after a rollback). */
export async function promote(
  ctx: ReleaseContext,
  target: ReleaseTarget,
  version: string,
  options: PointOptions = {},
): Promise<PointResult> {
  return withStoreLock(ctx.layout.lockFile, async () => {
    await requireRelease(ctx, target, version);
    return pointExisting(ctx, target, version, 'promote', options, 'promoted');
  });
}

/** One published release as `releases` lists it. */
export interface ReleaseListing {
  version: string;
  publishedAt: string;
  current: boolean;
}

/** `releases <target>`: every published version, newest first, and which one is current. */
export async function listTargetReleases(ctx: ReleaseContext, target: ReleaseTarget): Promise<ReleaseListing[]> {
  const current = await currentVersion(ctx.layout, target);
  return (await listReleases(ctx.layout, target)).map((meta) => ({
    version: meta.version,
    publishedAt: meta.publishedAt,
    current: meta.version === current,
  }));
}
