#!/usr/bin/env node
// `npm run bench:cluster`: throughput and p95 of the product list (cached, and every request a distinct URL), search
// and add to bag at 50 connections through nginx, for three shapes of the store started by scripts/start-cluster.mjs
// on free ports over a release store of small fake builds (only /api is measured):
//   one API process on PGlite (1 edge)   ·   one API process on PostgreSQL (1 edge)   ·   the cluster (2 edges, 3 APIs)
// While each scenario runs, the CPU time of every process of the store is read from /proc and summed by role (nginx,
// edge, API, PostgreSQL, stand-ins), with the context switches of their threads, and PostgreSQL's wait events are
// sampled from pg_stat_activity: what used the two cores (also as CPU milliseconds and context switches per request,
// by role), and what the database waited on, names the bottleneck. Prints a table and writes
// bench-results/cluster.json.
//
//   npm run bench:cluster
//   BENCH_SECONDS=5 npm run bench:cluster      # each scenario's length (default 8 s, after the warm-up)
//   BENCH_WARMUP_SECONDS=2 npm run bench:cluster # each scenario's warm-up (default 5 s: with 3 API processes and 2
//                                              # edges each process warms its own JIT on a third or half of the
//                                              # requests; 2 s left the cluster's first scenario measuring that)
//   BENCH_SHAPES=cluster npm run bench:cluster # only some shapes: pglite, postgres, cluster
//   BENCH_CLUSTER=1x2 npm run bench:cluster    # the cluster's edges × API processes (default 2x3)
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { psqlRows, startCluster, stockedVariants } from './cluster-harness.mjs';
import { runScenario } from './load-scenario.mjs';
import { root } from './stack-parts.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const connections = 50;
// The cluster's size, edges × API processes (issue 19's topology by default).
const [clusterEdges, clusterApis] = (process.env.BENCH_CLUSTER ?? '2x3').split('x').map(Number);
const shapes = [
  { name: 'pglite', label: 'one API process, PGlite', edges: 1, apis: 1, pglite: true },
  { name: 'postgres', label: 'one API process, PostgreSQL', edges: 1, apis: 1 },
  {
    name: 'cluster',
    label: `cluster: ${clusterEdges} edges, ${clusterApis} APIs, PostgreSQL`,
    edges: clusterEdges,
    apis: clusterApis,
  },
].filter((shape) => (process.env.BENCH_SHAPES ?? 'pglite,postgres,cluster').split(',').includes(shape.name));

const TICKS_PER_SECOND = 100;

/**
 * Every process of the store: those in the cluster's process group, and its PostgreSQL server's (started by pg_ctl);
 * and, to see what else took the cores, this process (autocannon, the load) and everything outside the store.
 */
function storeProcesses(groupId, databasePort) {
  const all = [];
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.push({
        pid: Number(name),
        parent: Number(fields[1]),
        group: Number(fields[2]),
        ticks: Number(fields[11]) + Number(fields[12]),
        cmdline,
      });
    } catch {
      // gone meanwhile
    }
  }
  const postmaster = databasePort
    ? all.find((entry) => /\/bin\/postgres /.test(entry.cmdline) && entry.cmdline.includes(`port=${databasePort} `))
    : undefined;
  const found = [];
  for (const entry of all) {
    let role;
    if (postmaster && (entry.pid === postmaster.pid || entry.parent === postmaster.pid)) role = 'PostgreSQL';
    else if (entry.pid === process.pid) role = 'load generator';
    // Whatever else runs on the machine meanwhile: the cores it takes are not the store's.
    else if (entry.group !== groupId) role = 'outside the store';
    else if (/nginx/.test(entry.cmdline)) role = 'nginx';
    else if (/storefront\.mjs serve/.test(entry.cmdline)) role = 'edges';
    else if (/commerce-api\/src\/server\.ts/.test(entry.cmdline)) role = 'APIs';
    else if (/standin-/.test(entry.cmdline)) role = 'stand-ins';
    if (role) found.push({ pid: entry.pid, role, ticks: entry.ticks, switches: contextSwitches(entry.pid) });
  }
  return found;
}

/**
 * How many times the process's threads gave up a core or were made to, since they started: each is the kernel saving
 * one thread and running another, with the caches the new one finds cold. More processes than cores take more of
 * them for the same work.
 */
function contextSwitches(pid) {
  let total = 0;
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const status = readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8');
      for (const match of status.matchAll(/^(?:non)?voluntary_ctxt_switches:\s+(\d+)$/gm)) total += Number(match[1]);
    }
  } catch {
    // gone meanwhile
  }
  return total;
}

/** Context switches by each role between two snapshots, per request (at the scenario's rate). */
function switchesPerRequest(before, after, elapsedSeconds, rps) {
  const start = new Map(before.map((entry) => [entry.pid, entry.switches]));
  const byRole = {};
  for (const entry of after) {
    byRole[entry.role] = (byRole[entry.role] ?? 0) + entry.switches - (start.get(entry.pid) ?? entry.switches);
  }
  return Object.fromEntries(
    Object.entries(byRole)
      .filter(([role, count]) => count > 0 && role !== 'outside the store')
      .sort((a, b) => b[1] - a[1])
      .map(([role, count]) => [role, Number((count / elapsedSeconds / Math.max(rps, 1)).toFixed(2))]),
  );
}

/** CPU seconds used by each role between two snapshots, as a share of the machine's cores. */
function cpuShares(before, after, elapsedSeconds) {
  const start = new Map(before.map((entry) => [entry.pid, entry.ticks]));
  const byRole = {};
  for (const entry of after) {
    const used = (entry.ticks - (start.get(entry.pid) ?? entry.ticks)) / TICKS_PER_SECOND;
    byRole[entry.role] = (byRole[entry.role] ?? 0) + used;
  }
  return Object.fromEntries(
    Object.entries(byRole)
      .filter(([, used]) => used > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([role, used]) => [role, Math.round((used / elapsedSeconds) * 100)]),
  );
}

/** Samples pg_stat_activity's wait events of active queries every 250 ms until stopped; counts per event. */
function sampleWaits(databaseUrl) {
  const counts = {};
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const rows = psqlRows(
          databaseUrl,
          "select coalesce(wait_event_type || ':' || wait_event, 'CPU') from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and backend_type = 'client backend'",
        );
        samples++;
        for (const [event] of rows) counts[event] = (counts[event] ?? 0) + 1;
      } catch {
        // the server is busy or going away: the next sample
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return Object.fromEntries(
      Object.entries(counts)
        .sort((a, b) => b[1] - a[1])
        .map(([event, count]) => [event, Number((count / Math.max(samples, 1)).toFixed(2))]),
    );
  };
}

function scenarios(variant) {
  let distinct = 0;
  return [
    { name: 'product list', path: '/api/products?category=engagement-rings&page=1&pageSize=24', read: true },
    {
      name: 'product list, uncached',
      read: true,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/products?category=engagement-rings&page=1&pageSize=24&n=${++distinct}`,
          }),
        },
      ],
    },
    { name: 'search', path: '/api/search?q=diamond%20ring', read: true },
    {
      name: 'add to bag',
      requests: [
        {
          method: 'POST',
          path: '/api/bag/lines',
          headers: { 'content-type': 'application/json', 'x-storefront-csrf': '1' },
          body: JSON.stringify({ sku: variant.sku, quantity: 1, ...(variant.size ? { size: variant.size } : {}) }),
        },
      ],
    },
  ];
}

const fixtures = await tsImport('../deploy/src/testing/release-fixtures.ts', import.meta.url);
const operations = await tsImport('../deploy/src/release-operations.ts', import.meta.url);
const results = [];
const failedShapes = [];
for (const shape of shapes) {
  const repo = await fixtures.createFakeRepo();
  await fixtures.writeShellDist(repo.root);
  await fixtures.writeRemoteDist(repo.root, 'catalogue');
  await operations.publishAll(fixtures.fakeContext(repo));
  console.log(`\n${shape.label}: starting…`);
  let cluster;
  try {
    cluster = await startCluster({
      dataDir: repo.dataDir,
      edges: shape.edges,
      apis: shape.apis,
      pglite: shape.pglite,
    });
  } catch (error) {
    console.error(`${shape.label}: did not start, left out.\n${error.message.slice(-1500)}`);
    failedShapes.push(shape.name);
    await repo.cleanup();
    continue;
  }
  try {
    const [variant] = await stockedVariants(cluster.origin, 1);
    const databasePort = cluster.databaseUrl ? Number(new URL(cluster.databaseUrl).port) : undefined;
    for (const scenario of scenarios(variant)) {
      const before = storeProcesses(cluster.pid, databasePort);
      const stopWaits = cluster.databaseUrl ? sampleWaits(cluster.databaseUrl) : undefined;
      const started = Date.now();
      const measured = await runScenario(scenario, cluster.origin, {
        connections,
        seconds,
        warmupSeconds,
        headers: { origin: cluster.origin },
      });
      const elapsed = (Date.now() - started) / 1000;
      const after = storeProcesses(cluster.pid, databasePort);
      const cpu = cpuShares(before, after, elapsed);
      const switches = switchesPerRequest(before, after, elapsed, measured.rps);
      const waits = stopWaits ? await stopWaits() : undefined;
      // What each answer cost each role: the bound is the two cores over the sum of these (and, for one process,
      // one core over its own share).
      const cpuPerRequestMs = Object.fromEntries(
        Object.entries(cpu).map(([role, share]) => [
          role,
          Number(((share * 10) / Math.max(measured.rps, 1)).toFixed(3)),
        ]),
      );
      results.push({ shape: shape.name, ...measured, cpu, cpuPerRequestMs, switchesPerRequest: switches, waits });
      console.log(
        `  ${measured.scenario}: ${measured.rps} req/s, p95 ${measured.p95.toFixed(1)} ms, ${measured.errors} errors; CPU (% of one core) ${JSON.stringify(cpu)}, ms per request ${JSON.stringify(cpuPerRequestMs)}, context switches per request ${JSON.stringify(switches)}${waits ? `; active queries by wait ${JSON.stringify(waits)}` : ''}`,
      );
    }
  } finally {
    await cluster.stop();
    await repo.cleanup();
  }
}

const names = [...new Set(results.map((result) => result.scenario))];
console.log(`\n${connections} connections × ${seconds} s through nginx (req/s · p95 ms)\n`);
console.log(`| scenario | ${shapes.map((shape) => shape.label).join(' | ')} |`);
console.log(`| --- | ${shapes.map(() => '---').join(' | ')} |`);
for (const name of names) {
  const cells = shapes.map((shape) => {
    const result = results.find((each) => each.shape === shape.name && each.scenario === name);
    return result
      ? `${result.rps} · ${result.p95.toFixed(1)}${result.errors ? ` (${result.errors} errors)` : ''}`
      : '–';
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results', 'cluster.json'),
  JSON.stringify({ connections, seconds, warmupSeconds, results }, null, 2),
);
process.exitCode = failedShapes.length > 0 || results.some((result) => result.errors > 0) ? 1 : 0;
