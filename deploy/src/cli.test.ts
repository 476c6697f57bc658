/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { main } from './cli';
import { readRegistry } from './release-pointers';
import { storeLayout } from './store-layout';
import { createFakeRepo, fakeBuild, writeRemoteDist, writeShellDist, type FakeRepo } from './testing/release-fixtures';

let repo: FakeRepo;
beforeEach(async () => {
  repo = await createFakeRepo();
});
afterEach(async () => {
  await repo.cleanup();
});

async function cli(argv: string[], build = fakeBuild(async () => undefined)) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, {
    root: repo.root,
    env: { STOREFRONT_DATA_DIR: repo.dataDir },
    build,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('storefront CLI', () => {
  it('publishes everything built, then lists the releases with the current one marked', async () => {
    await writeShellDist(repo.root);
    await writeRemoteDist(repo.root, 'catalogue');

    const publish = await cli(['publish', '--all']);
    const releases = await cli(['releases', 'catalogue']);

    expect(publish.code).toBe(0);
    expect(publish.out).toMatch(/catalogue: published 1\.0\.0-[0-9a-f]{10}/);
    expect(releases.out).toMatch(/^\* 1\.0\.0-[0-9a-f]{10} {2}\d{4}-.*\(current\)$/m);
  });

  it('deploys one remote through the build step and prints where the registry points', async () => {
    await writeShellDist(repo.root);
    await cli(['publish', '--all']);
    const build = fakeBuild(async () => writeRemoteDist(repo.root, 'stores'));

    const result = await cli(['deploy', 'stores'], build);

    expect(result.code).toBe(0);
    expect(build.calls.map((call) => call.target)).toEqual(['stores']);
    expect(result.out).toMatch(/stores: registry now points \(none\) → 1\.0\.0-/);
  });

  it('exits 1 with the reason when the gate refuses, and leaves the registry as it was', async () => {
    await writeShellDist(repo.root);
    await cli(['publish', '--all']);
    const build = fakeBuild(async () => writeRemoteDist(repo.root, 'account', { reactRange: '^20.0.0' }));

    const result = await cli(['deploy', 'account'], build);

    expect(result.code).toBe(1);
    expect(result.err).toMatch(/react: the shell provides 19\.3\.1 but account .* requires \^20\.0\.0/);
    expect(result.err).toMatch(/registry is unchanged/);
    expect((await readRegistry(storeLayout(repo.dataDir))).remotes.account).toBeUndefined();
  });

  it('rolls back and says from which version to which', async () => {
    await writeShellDist(repo.root);
    await writeRemoteDist(repo.root, 'engagement', { body: 'a' });
    await cli(['publish', '--all']);
    await writeRemoteDist(repo.root, 'engagement', { body: 'b' });
    await cli(['publish', 'engagement']);

    const result = await cli(['rollback', 'engagement']);

    expect(result.code).toBe(0);
    expect(result.out).toMatch(/engagement: rolled back 1\.0\.0-\w+ → 1\.0\.0-\w+/);
  });

  it('switches maintenance on and off with the flag file', async () => {
    const flag = path.join(repo.dataDir, 'maintenance');
    expect((await cli(['maintenance', 'on'])).out).toMatch(/maintenance is on/);
    expect(existsSync(flag)).toBe(true);
    expect((await cli(['maintenance', 'off'])).out).toMatch(/maintenance is off/);
    expect(existsSync(flag)).toBe(false);
  });

  it('rejects unknown commands, targets and options with exit code 1', async () => {
    expect((await cli(['launch'])).code).toBe(1);
    expect((await cli(['deploy', 'payments'])).err).toMatch(/unknown target "payments"/);
    expect((await cli(['releases', 'shell', '--yolo'])).err).toMatch(/unknown option --yolo/);
  });

  it('refuses to serve in production on the local market defaults, naming the variable', async () => {
    const err: string[] = [];

    const code = await main(['serve'], {
      root: repo.root,
      env: { STOREFRONT_DATA_DIR: repo.dataDir, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'silent' },
      out: () => undefined,
      err: (line) => err.push(line),
    });

    expect(code).toBe(1);
    expect(err.join('\n')).toBe(
      'error: edge configuration: MARKET_HOSTS: must be set in production (the default maps only *.localhost to the markets)',
    );
  });
});
