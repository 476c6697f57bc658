/** @jest-environment node */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { readHistory, readLatestBuild, readRegistry, currentVersion } from './release-pointers';
import {
  deployShell,
  deployTarget,
  listTargetReleases,
  promote,
  publishAll,
  publishAndPointRemote,
  ReleaseError,
  rollback,
} from './release-operations';
import { listReleases, publishRelease } from './release-store';
import { releaseDir, storeLayout } from './store-layout';
import {
  createFakeRepo,
  fakeBuild,
  fakeContext,
  writeRemoteDist,
  writeShellDist,
  type FakeRepo,
} from './testing/release-fixtures';

let repo: FakeRepo;
beforeEach(async () => {
  repo = await createFakeRepo();
});
afterEach(async () => {
  await repo.cleanup();
});

describe('publishing a build', () => {
  it('gives unchanged content the same version and does not copy it again', async () => {
    const layout = storeLayout(repo.dataDir);
    const dist = await writeRemoteDist(repo.root, 'catalogue');
    const first = await publishRelease(layout, { target: 'catalogue', distDir: dist, packageVersion: '1.0.0' });
    const publishedAt = (await stat(releaseDir(layout, 'catalogue', first.version))).mtimeMs;
    await writeRemoteDist(repo.root, 'catalogue');
    const second = await publishRelease(layout, { target: 'catalogue', distDir: dist, packageVersion: '1.0.0' });

    expect(first.created).toBe(true);
    expect(second).toMatchObject({ version: first.version, created: false });
    expect(first.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect((await stat(releaseDir(layout, 'catalogue', first.version))).mtimeMs).toBe(publishedAt);
    expect(await listReleases(layout, 'catalogue')).toHaveLength(1);
  });

  it('gives changed content a new version and keeps the old one intact', async () => {
    const layout = storeLayout(repo.dataDir);
    const dist = await writeRemoteDist(repo.root, 'catalogue', { body: 'v1' });
    const first = await publishRelease(layout, { target: 'catalogue', distDir: dist, packageVersion: '1.0.0' });
    await writeRemoteDist(repo.root, 'catalogue', { body: 'v2' });
    const second = await publishRelease(layout, { target: 'catalogue', distDir: dist, packageVersion: '1.0.0' });

    expect(second.version).not.toBe(first.version);
    const oldChunk = await readFile(
      path.join(releaseDir(layout, 'catalogue', first.version), '__federation_expose_routes.1a2b3c4d.js'),
      'utf8',
    );
    expect(oldChunk).toContain('v1');
    const entries = await readdir(path.join(layout.releasesDir, 'catalogue'));
    expect(entries.sort()).toEqual([first.version, second.version].sort());
  });
});

describe('deploying a remote', () => {
  it('builds that one remote, publishes it and points the registry at its immutable manifest', async () => {
    const build = fakeBuild(async (target) => {
      if (target === 'catalogue') await writeRemoteDist(repo.root, 'catalogue');
    });
    const ctx = fakeContext(repo, build);
    await writeShellDist(repo.root);
    await publishAll(ctx);

    const result = await deployTarget(ctx, 'catalogue');

    expect(build.calls.map((call) => call.target)).toEqual(['catalogue']);
    const registry = await readRegistry(ctx.layout);
    expect(registry.remotes.catalogue).toEqual({
      version: result.current,
      entry: `/remotes/catalogue/${result.current}/mf-manifest.json`,
    });
    expect((await readHistory(ctx.layout, 'catalogue')).map((entry) => entry.action)).toEqual(['deploy']);
  });

  it('says an unchanged build is already current and changes nothing', async () => {
    const build = fakeBuild(async () => writeRemoteDist(repo.root, 'catalogue', { body: 'same' }));
    const ctx = fakeContext(repo, build);
    await writeShellDist(repo.root);
    await deployTarget(ctx, 'catalogue');
    ctx.lines.length = 0;

    const result = await deployTarget(ctx, 'catalogue');

    expect(result.changed).toBe(false);
    expect(ctx.lines).toEqual([
      `catalogue: already published ${result.current}`,
      `catalogue: ${result.current} is already current`,
    ]);
  });

  it('prints what a changed build changed in its shared requirements and its first-visit JavaScript', async () => {
    let body = 'small';
    let reactRange = '^19.2.0';
    const build = fakeBuild(async () => writeRemoteDist(repo.root, 'catalogue', { body, reactRange }));
    const ctx = fakeContext(repo, build);
    await writeShellDist(repo.root);
    await deployTarget(ctx, 'catalogue');
    ctx.lines.length = 0;
    body = Array.from({ length: 800 }, (_, index) => ((index * 7919) % 4099).toString(36)).join(' ');
    reactRange = '^19.3.0';

    await deployTarget(ctx, 'catalogue');

    expect(ctx.lines.slice(2).join('\n')).toMatch(
      /^catalogue: shared-dependency requirements changed:\n {2}~ react: requires \^19\.2\.0 → \^19\.3\.0\ncatalogue: first-visit JavaScript \(gzip\) 0\.\d KB → \d+\.\d KB \(\+\d+\.\d KB\)$/,
    );
  });

  it('refuses a remote whose shared requirement the shell does not meet, leaving the registry unchanged', async () => {
    const ctx = fakeContext(repo);
    await writeShellDist(repo.root, { react: '19.3.1' });
    await writeRemoteDist(repo.root, 'catalogue', { reactRange: '^19.2.0', body: 'good' });
    await publishAll(ctx);
    const before = await readFile(ctx.layout.registryFile, 'utf8');

    await writeRemoteDist(repo.root, 'catalogue', { reactRange: '^20.0.0', body: 'needs react 20' });
    const attempt = publishAndPointRemote(ctx, 'catalogue', 'deploy');

    await expect(attempt).rejects.toThrow(ReleaseError);
    await expect(attempt).rejects.toThrow(/react: the shell provides 19\.3\.1 but catalogue .* requires \^20\.0\.0/);
    expect(await readFile(ctx.layout.registryFile, 'utf8')).toBe(before);
  });

  it('points anyway with force, warning about the mismatch', async () => {
    const ctx = fakeContext(repo);
    await writeShellDist(repo.root, { react: '19.3.1' });
    await publishAll(ctx);
    await writeRemoteDist(repo.root, 'catalogue', { reactRange: '^20.0.0' });

    const result = await publishAndPointRemote(ctx, 'catalogue', 'deploy', { force: true });

    expect((await readRegistry(ctx.layout)).remotes.catalogue?.version).toBe(result.current);
    expect(ctx.warnings.join('\n')).toMatch(/react: the shell provides 19\.3\.1/);
  });
});

describe('publish --all', () => {
  it('publishes the shell and every built remote and points at all of them', async () => {
    const ctx = fakeContext(repo);
    await writeShellDist(repo.root);
    await writeRemoteDist(repo.root, 'catalogue');
    await writeRemoteDist(repo.root, 'checkout');

    await publishAll(ctx);

    const shell = await currentVersion(ctx.layout, 'shell');
    expect(shell).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(await readLatestBuild(ctx.layout)).toEqual({ buildId: shell, publishedAt: expect.any(String) });
    expect(Object.keys((await readRegistry(ctx.layout)).remotes).sort()).toEqual(['catalogue', 'checkout']);
  });

  it('is idempotent: a second run publishes nothing new and changes no pointer', async () => {
    const ctx = fakeContext(repo);
    await writeShellDist(repo.root);
    await writeRemoteDist(repo.root, 'catalogue');
    await publishAll(ctx);
    const history = await readFile(ctx.layout.historyFile, 'utf8');

    const results = await publishAll(ctx);

    expect(results.every((result) => !result.changed)).toBe(true);
    expect(await readFile(ctx.layout.historyFile, 'utf8')).toBe(history);
  });

  it('says to build first when nothing is built', async () => {
    await expect(publishAll(fakeContext(repo))).rejects.toThrow('run npm run build first');
  });

  it('points at nothing when one remote of the set is incompatible', async () => {
    const ctx = fakeContext(repo);
    await writeShellDist(repo.root, { react: '19.3.1' });
    await writeRemoteDist(repo.root, 'catalogue');
    await writeRemoteDist(repo.root, 'stores', { reactRange: '~19.1.0' });

    await expect(publishAll(ctx)).rejects.toThrow(/stores .* requires ~19\.1\.0/);
    expect(await currentVersion(ctx.layout, 'shell')).toBeUndefined();
    expect((await readRegistry(ctx.layout)).remotes).toEqual({});
  });
});

describe('deploying the shell', () => {
  it('names the version from a neutral build, then builds under /_shell/<version>/ and serves that', async () => {
    const build = fakeBuild(async (_target, env) => {
      await writeShellDist(repo.root, { publicPath: env.SHELL_PUBLIC_PATH ?? '/_shell/dev/' });
    });
    const ctx = fakeContext(repo, build);

    const result = await deployShell(ctx);

    expect(build.calls.map((call) => call.env)).toEqual([
      { SHELL_PUBLIC_PATH: '/_shell/dev/', SHELL_VERSION: 'dev' },
      { SHELL_PUBLIC_PATH: `/_shell/${result.current}/`, SHELL_VERSION: result.current },
    ]);
    const html = await readFile(path.join(releaseDir(ctx.layout, 'shell', result.current), 'index.html'), 'utf8');
    expect(html).toContain(`/_shell/${result.current}/main.`);
    expect((await readLatestBuild(ctx.layout))?.buildId).toBe(result.current);
  });

  it('reuses the version when the sources did not change (one build, no new release)', async () => {
    const build = fakeBuild(async (_target, env) => {
      await writeShellDist(repo.root, { publicPath: env.SHELL_PUBLIC_PATH ?? '/_shell/dev/' });
    });
    const ctx = fakeContext(repo, build);
    const first = await deployShell(ctx);
    build.calls.length = 0;

    const second = await deployShell(ctx);

    expect(build.calls).toHaveLength(1);
    expect(second).toMatchObject({ current: first.current, changed: false });
    expect(await listReleases(ctx.layout, 'shell')).toHaveLength(1);
  });

  it('refuses a shell that no longer satisfies a deployed remote', async () => {
    const ctx = fakeContext(
      repo,
      fakeBuild(async () => writeShellDist(repo.root, { react: '20.0.0' })),
    );
    await writeShellDist(repo.root, { react: '19.3.1' });
    await writeRemoteDist(repo.root, 'catalogue', { reactRange: '^19.2.0' });
    await publishAll(ctx);
    const shellBefore = await currentVersion(ctx.layout, 'shell');

    await expect(deployShell(ctx)).rejects.toThrow(
      /react: the shell provides 20\.0\.0 but catalogue .* requires \^19\.2\.0/,
    );
    expect(await currentVersion(ctx.layout, 'shell')).toBe(shellBefore);
  });
});

describe('rollback and releases', () => {
  async function deployThree(ctx: ReturnType<typeof fakeContext>): Promise<[string, string, string]> {
    await writeShellDist(repo.root);
    await publishAll(ctx);
    const versions: string[] = [];
    for (const body of ['one', 'two', 'three']) {
      await writeRemoteDist(repo.root, 'catalogue', { body });
      versions.push((await publishAndPointRemote(ctx, 'catalogue', 'deploy')).current);
    }
    const [one = '', two = '', three = ''] = versions;
    return [one, two, three];
  }

  it('points back to the previous version, and again to the one before, without building', async () => {
    const build = fakeBuild(async () => undefined);
    const ctx = fakeContext(repo, build);
    const [one, two, three] = await deployThree(ctx);

    const first = await rollback(ctx, 'catalogue');
    const second = await rollback(ctx, 'catalogue');

    expect(first).toMatchObject({ previous: three, current: two, changed: true });
    expect(second).toMatchObject({ previous: two, current: one });
    expect((await readRegistry(ctx.layout)).remotes.catalogue?.entry).toBe(
      `/remotes/catalogue/${one}/mf-manifest.json`,
    );
    expect(build.calls).toHaveLength(0);
    expect(ctx.lines).toContain(`catalogue: rolled back ${three} → ${two}`);
    await expect(rollback(ctx, 'catalogue')).rejects.toThrow(/no earlier version/);
  });

  it('points at a named published version, and refuses one that was never published', async () => {
    const ctx = fakeContext(repo);
    const [one, , three] = await deployThree(ctx);

    const result = await rollback(ctx, 'catalogue', one);

    expect(result).toMatchObject({ previous: three, current: one });
    await expect(rollback(ctx, 'catalogue', '9.9.9-0000000000')).rejects.toThrow(/no release 9\.9\.9-0000000000/);
    expect((await readRegistry(ctx.layout)).remotes.catalogue?.version).toBe(one);
  });

  it('undoes a named rollback with a plain one, and promotes forward again', async () => {
    const ctx = fakeContext(repo);
    const [one, two, three] = await deployThree(ctx);
    await rollback(ctx, 'catalogue', one);

    expect((await rollback(ctx, 'catalogue')).current).toBe(three);
    expect((await promote(ctx, 'catalogue', two)).current).toBe(two);
  });

  it('rolls the shell back and republishes the latest-build descriptor', async () => {
    const ctx = fakeContext(repo);
    await writeShellDist(repo.root, { body: 'a' });
    await publishAll(ctx);
    const first = await currentVersion(ctx.layout, 'shell');
    await writeShellDist(repo.root, { body: 'b' });
    await publishAll(ctx);

    await rollback(ctx, 'shell');

    expect(await currentVersion(ctx.layout, 'shell')).toBe(first);
    expect((await readLatestBuild(ctx.layout))?.buildId).toBe(first);
  });

  it('lists releases newest first and marks the current one', async () => {
    const ctx = fakeContext(repo);
    const [one, two, three] = await deployThree(ctx);
    await rollback(ctx, 'catalogue');

    const listing = await listTargetReleases(ctx, 'catalogue');

    expect(listing.map((release) => [release.version, release.current])).toEqual([
      [three, false],
      [two, true],
      [one, false],
    ]);
    expect(listing[0]?.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
