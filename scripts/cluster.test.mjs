// `npm run test:cluster` (node's test runner; .ci/run runs it after npm test): the proofs of issue 19 that need the
// whole cluster, sharing one start of it (scripts/start-cluster.mjs: nginx, 2 edges, 3 API processes over a throw-away
// PostgreSQL, the stand-ins) over a release store of small fake builds (no real build needed):
// - a deploy and a rollback of a remote are seen by both edges within a second, and a tab opened before keeps loading
//   its version's files from either edge;
// - one API process killed (SIGKILL) during a bounded load of browsing and checkouts through nginx: no order lost or
//   doubled, and every error a shopper saw is counted and reported.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { psqlRows, shop, Shopper, startCluster, stockedVariants } from './cluster-harness.mjs';

const fixtures = await tsImport('../deploy/src/testing/release-fixtures.ts', import.meta.url);
const operations = await tsImport('../deploy/src/release-operations.ts', import.meta.url);

let repo;
let cluster;

before(async () => {
  repo = await fixtures.createFakeRepo();
  await fixtures.writeShellDist(repo.root);
  await fixtures.writeRemoteDist(repo.root, 'catalogue');
  await operations.publishAll(fixtures.fakeContext(repo));
  const started = Date.now();
  cluster = await startCluster({ dataDir: repo.dataDir });
  console.log(`# cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

after(async () => {
  await cluster?.stop();
  await repo?.cleanup();
});

/** The catalogue version /remotes.json names at an address. */
async function catalogueVersion(origin) {
  const response = await fetch(`${origin}/remotes.json`, { signal: AbortSignal.timeout(2000) });
  return (await response.json()).remotes.catalogue?.version;
}

/** How long until every address names `version` (polled every 20 ms, given up after 5 s). */
async function timeUntilAllShow(origins, version) {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    const seen = await Promise.all(origins.map(catalogueVersion));
    if (seen.every((each) => each === version)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Infinity;
}

test('a deploy and a rollback reach both edges within a second, and a tab opened before keeps loading its files', async () => {
  const edges = cluster.edgePorts.map((port) => `http://127.0.0.1:${port}`);
  const everywhere = [cluster.origin, ...edges];
  const before = (await fetch(`${cluster.origin}/remotes.json`).then((r) => r.json())).remotes.catalogue;
  // The open tab has loaded the current version's entry (through nginx, which keeps it).
  const tabEntry = before.entry.replace('mf-manifest.json', 'remoteEntry.js');
  assert.equal((await fetch(`${cluster.origin}${tabEntry}`)).status, 200);

  await fixtures.writeRemoteDist(repo.root, 'catalogue', { body: 'the next build' });
  const deployed = await operations.publishAndPointRemote(fixtures.fakeContext(repo), 'catalogue', 'deploy');
  const deployMs = await timeUntilAllShow(everywhere, deployed.current);

  for (const origin of everywhere) {
    const response = await fetch(`${origin}${tabEntry}`);
    assert.equal(response.status, 200, `${origin} no longer serves the open tab's ${tabEntry}`);
  }

  await operations.rollback(fixtures.fakeContext(repo), 'catalogue');
  const rollbackMs = await timeUntilAllShow(everywhere, before.version);
  console.log(`# deploy seen by nginx and both edges in ${deployMs} ms, rollback in ${rollbackMs} ms`);

  assert.ok(deployMs <= 1000, `the deploy took ${deployMs} ms to reach every edge`);
  assert.ok(rollbackMs <= 1000, `the rollback took ${rollbackMs} ms to reach every edge`);
});

test('an API process killed during browsing and checkouts through nginx loses no order and doubles none', async () => {
  assert.ok(cluster.databaseUrl, 'the proof reads the orders from PostgreSQL');
  assert.equal(cluster.apiPids.length, 3, cluster.output().slice(-3000));
  const variants = await stockedVariants(cluster.origin, 36);
  const run = Date.now().toString(36);
  const errors = new Map();
  const browsingErrors = new Map();
  const shoppers = 36;
  const results = [];
  let browsing = true;
  let browsed = 0;

  // Browsing: 6 readers asking uncached and cached lists and searches for as long as the checkouts last.
  const browsers = Array.from({ length: 6 }, async (_, reader) => {
    const client = new Shopper(cluster.origin, browsingErrors);
    for (let i = 0; browsing; i++) {
      const url =
        i % 2 === 0
          ? `/api/products?category=engagement-rings&page=${1 + ((i + reader) % 5)}&pageSize=24`
          : `/api/search?q=${['diamond', 'gold', 'ring', 'pearl'][i % 4]}&n=${reader}-${i}`;
      await client.send('browse', 'GET', url);
      browsed++;
    }
  });

  // Checkouts: 36 shoppers, 6 at a time; the second API process is killed once a third of them have started.
  let next = 0;
  let killedAt;
  const buyers = Array.from({ length: 6 }, async () => {
    while (next < shoppers) {
      const index = next++;
      if (index === shoppers / 3 && killedAt === undefined) {
        killedAt = Date.now();
        process.kill(cluster.apiPids[1], 'SIGKILL');
      }
      results.push(
        await shop(cluster.origin, variants[index % variants.length], `proof-${run}-${index}@example.com`, errors),
      );
    }
  });
  const started = Date.now();
  await Promise.all(buyers);
  browsing = false;
  await Promise.all(browsers);
  const seconds = (Date.now() - started) / 1000;

  const orders = new Map(
    psqlRows(
      cluster.databaseUrl,
      `select email, count(*) from orders where email like 'proof-${run}-%' group by email`,
    ).map(([email, count]) => [email, Number(count)]),
  );
  const doubled = [...orders].filter(([, count]) => count > 1);
  const placed = results.filter((result) => result.orderNumber);
  const lost = placed.filter((result) => orders.get(result.email) !== 1);
  const failed = results.filter((result) => !result.orderNumber);
  // A shopper who paid but got no order must not be left charged: the order exists (its answer was lost) or the
  // payment is refunded or closed (the API settles it).
  const unsettled = failed
    .filter((result) => result.paymentSessionId && orders.get(result.email) !== 1)
    .map((result) => {
      const [row] = psqlRows(
        cluster.databaseUrl,
        `select status from payment_intents where id = '${result.paymentSessionId.replace(/'/g, '')}'`,
      );
      return { ...result, intent: row?.[0] ?? 'none' };
    })
    .filter((result) => !['refunded', 'closed', 'cancelled', 'declined', 'none'].includes(result.intent));

  const report = {
    seconds: Number(seconds.toFixed(1)),
    killedApiProcessAfterSeconds: Number(((killedAt - started) / 1000).toFixed(1)),
    shoppers,
    ordersPlaced: placed.length,
    shoppersWithoutOrder: failed.map((result) => `${result.email}: ${result.failedAt}`),
    errorsSeenByShoppers: Object.fromEntries(errors),
    browsingRequests: browsed,
    browsingErrorsSeen: Object.fromEntries(browsingErrors),
    doubled: doubled.length,
    lost: lost.length,
    unsettledPayments: unsettled.length,
  };
  console.log(`# ${JSON.stringify(report)}`);

  assert.deepEqual(doubled, [], 'a shopper got two orders');
  assert.deepEqual(lost, [], 'a shopper was told of an order that is not there');
  assert.deepEqual(unsettled, [], 'a shopper paid without an order or a refund');
  assert.ok(placed.length >= shoppers - 3, `only ${placed.length} of ${shoppers} shoppers could place their order`);
  // The killed process was started again and the cluster answers through it.
  assert.match(cluster.output(), /api-2 stopped \(SIGKILL\); the others carry on/);
});
