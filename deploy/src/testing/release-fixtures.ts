import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { federationName, remoteNames, type RemoteName } from '@storefront/contracts';
import type { BuildStep } from '../build-step';
import type { ReleaseContext } from '../release-operations';
import type { ReleaseTarget } from '../release-targets';
import { storeLayout } from '../store-layout';

/** A throw-away repository (workspace package.json files only) and release store. */
export interface FakeRepo {
  root: string;
  dataDir: string;
  cleanup: () => Promise<void>;
}

/** Creates a temp repository with `shell/` and `mfe-*` package.json files, and an empty data dir. */
export async function createFakeRepo(): Promise<FakeRepo> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'storefront-deploy-'));
  for (const dir of ['shell', ...remoteNames.map((remote) => `mfe-${remote}`)]) {
    await mkdir(path.join(root, dir), { recursive: true });
    await writeFile(
      path.join(root, dir, 'package.json'),
      JSON.stringify({ name: `@storefront/${dir}`, version: '1.0.0' }),
    );
  }
  const dataDir = path.join(root, 'deploy', '.data');
  return { root, dataDir, cleanup: () => rm(root, { recursive: true, force: true }) };
}

/** What a fake remote build contains. */
export interface FakeRemoteBuild {
  /** The remote's `requiredVersion` for react (default '^19.2.0'). */
  reactRange?: string;
  /** Changes the expose chunk, so the content (and version) changes. */
  body?: string;
}

/** Writes a small remote dist: `mf-manifest.json` (module federation 2 shape), `remoteEntry.js`, an expose chunk. */
export async function writeRemoteDist(root: string, remote: RemoteName, build: FakeRemoteBuild = {}): Promise<string> {
  const dist = path.join(root, `mfe-${remote}`, 'dist');
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  const chunk = '__federation_expose_routes.1a2b3c4d.js';
  const manifest = {
    id: federationName(remote),
    name: federationName(remote),
    metaData: {
      name: federationName(remote),
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
    },
    shared: [
      {
        id: `${federationName(remote)}:react`,
        name: 'react',
        version: '19.3.1',
        singleton: true,
        requiredVersion: build.reactRange ?? '^19.2.0',
        assets: { js: { sync: ['react.5e6f7a8b.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
    remotes: [],
    exposes: [
      {
        id: `${federationName(remote)}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest, null, 2));
  await writeFile(path.join(dist, 'remoteEntry.js'), `var ${federationName(remote)} = {};\n`);
  await writeFile(path.join(dist, chunk), `export default ${JSON.stringify(build.body ?? `${remote} routes`)};\n`);
  return dist;
}

/** What a fake shell build contains. */
export interface FakeShellBuild {
  /** The react version the shell provides (default '19.3.1'). */
  react?: string;
  /** Changes the main chunk, so the content (and version) changes. */
  body?: string;
  /** Public path baked into index.html (default '/_shell/dev/'). */
  publicPath?: string;
}

/** Writes a small shell dist: index.html with two scripts, a hashed main chunk, shared-versions.json. */
export async function writeShellDist(root: string, build: FakeShellBuild = {}): Promise<string> {
  const dist = path.join(root, 'shell', 'dist');
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  const publicPath = build.publicPath ?? '/_shell/dev/';
  const main = 'main.0a1b2c3d.js';
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><title>Storefront</title>',
    `<script defer src="${publicPath}${main}"></script>`,
    '<script>window.__boot = 1;</script>',
    '</head>',
    '<body><div id="root"></div></body>',
    '</html>',
  ].join('\n');
  await writeFile(path.join(dist, 'index.html'), html);
  await writeFile(
    path.join(dist, main),
    `console.log(${JSON.stringify(build.body ?? 'shell')});\n${'//'.padEnd(2048, '-')}\n`,
  );
  await writeFile(
    path.join(dist, 'shared-versions.json'),
    JSON.stringify({
      react: build.react ?? '19.3.1',
      'react-dom': build.react ?? '19.3.1',
      '@storefront/contracts': '1.0.0',
    }),
  );
  return dist;
}

/** A build step that records what it was asked to build and runs `write` in place of webpack. */
export function fakeBuild(
  write: (target: ReleaseTarget, env: Readonly<Record<string, string>>) => Promise<unknown>,
): BuildStep & { calls: Array<{ target: ReleaseTarget; env: Readonly<Record<string, string>> }> } {
  const calls: Array<{ target: ReleaseTarget; env: Readonly<Record<string, string>> }> = [];
  const step = async (target: ReleaseTarget, env: Readonly<Record<string, string>>) => {
    calls.push({ target, env });
    await write(target, env);
  };
  return Object.assign(step, { calls });
}

/** A release context over a fake repository that collects its output. */
export function fakeContext(
  repo: FakeRepo,
  build: BuildStep = fakeBuild(async () => undefined),
): ReleaseContext & { lines: string[]; warnings: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  let tick = Date.parse('2025-01-01T00:00:00.000Z');
  return {
    root: repo.root,
    layout: storeLayout(repo.dataDir),
    build,
    log: (line) => lines.push(line),
    warn: (line) => warnings.push(line),
    now: () => new Date((tick += 1000)),
    lines,
    warnings,
  };
}
