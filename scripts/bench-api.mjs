#!/usr/bin/env node
// `npm run bench:api`: latency and throughput of the commerce API's hot paths on this machine, with the embedded
// database (a fresh in-memory PGlite, seeded at start) and the content stand-in, both started here on free ports.
// Each scenario runs 20 concurrent connections for BENCH_SECONDS (default 10) after a warm-up; p50/p95/p99 come
// from every response's own time (autocannon's summary has no p95). Target: reads p95 < 50 ms.
//
//   npm run bench:api                 # all scenarios
//   BENCH_SECONDS=5 npm run bench:api
//   DATABASE_URL=postgres://… npm run bench:api    # against a PostgreSQL server (seeded on first start)
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runScenario } from './load-scenario.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const READ_P95_BUDGET_MS = 50;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, name) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not start at ${url}`);
}

function start(name, script, env) {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

const [apiPort, contentPort] = await Promise.all([freePort(), freePort()]);
const children = [
  start('content', 'packages/standin-content/src/server.ts', { CONTENT_STANDIN_PORT: String(contentPort) }),
];
try {
  await waitFor(`http://127.0.0.1:${contentPort}/healthz`, children[0], 'content stand-in');
  children.push(
    start('api', 'packages/commerce-api/src/server.ts', {
      API_PORT: String(apiPort),
      PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? 'memory://',
      CONTENTFUL_HOST: `127.0.0.1:${contentPort}`,
    }),
  );
  const base = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${base}/api/healthz`, children[1], 'commerce API');

  // Real data for the scenarios: a category with products, a product, a variant in stock.
  const list = await (await fetch(`${base}/api/products?category=engagement-rings&pageSize=48`)).json();
  let product;
  let variant;
  let size;
  for (const tile of list.items.filter((item) => item.availability.stock === 'in_stock')) {
    const detail = await (await fetch(`${base}/api/products/${tile.slug}`)).json();
    const sized = detail.flags.sized;
    variant = detail.variants.find((candidate) =>
      sized ? candidate.sizes.some((entry) => entry.quantity > 5) : candidate.quantity > 5,
    );
    if (!variant) continue;
    product = tile;
    size = sized ? variant.sizes.find((entry) => entry.quantity > 5).code : undefined;
    break;
  }
  if (!product) throw new Error('The seeded catalogue has no engagement ring in stock');
  const metal = [...list.facets.metal].sort((a, b) => b.count - a.count)[0].value;

  let uncached = 0;
  const scenarios = [
    {
      name: 'product list, two facets',
      read: true,
      path: `/api/products?category=engagement-rings&metal=${encodeURIComponent(metal)}&price=1000-5000&sort=featured`,
    },
    {
      // Every request a different URL: what the database and the handler cost when the micro-cache cannot help.
      name: 'product list, two facets, uncached',
      read: false,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/products?category=engagement-rings&metal=${encodeURIComponent(metal)}&price=1000-5000&sort=featured&n=${++uncached}`,
          }),
        },
      ],
    },
    { name: 'search', read: true, path: '/api/search?q=diamond%20ring' },
    { name: 'product detail', read: true, path: `/api/products/${product.slug}` },
    // The store finder (issue 14): a typed place resolved through the gazetteer, and the browser's position.
    { name: 'store search, place', read: true, path: '/api/stores/search?q=Parramatta' },
    { name: 'store search, postcode', read: true, path: '/api/stores/search?q=3000' },
    {
      // Every request a different position around Sydney: nothing a cache could answer.
      name: 'store search, position',
      read: true,
      requests: [
        {
          setupRequest: (request) => {
            const step = ++uncached % 400;
            return { ...request, path: `/api/stores/search?lat=${-33.5 - step / 1000}&lng=${151 + step / 1000}` };
          },
        },
      ],
    },
    {
      name: 'add to bag',
      read: false,
      requests: [
        {
          method: 'POST',
          path: '/api/bag/lines',
          headers: { 'content-type': 'application/json', 'x-storefront-csrf': '1' },
          body: JSON.stringify({ sku: variant.sku, quantity: 1, ...(size ? { size } : {}) }),
        },
      ],
    },
  ];

  for (const scenario of scenarios) {
    const request = scenario.requests?.[0];
    const path = request?.setupRequest ? request.setupRequest({}).path : (request?.path ?? scenario.path);
    const probe = await fetch(`${base}${path}`, {
      method: request?.method ?? 'GET',
      headers: { 'x-storefront-locale': 'en-AU', ...request?.headers },
      ...(request?.body ? { body: request.body } : {}),
    });
    if (!probe.ok) throw new Error(`${scenario.name}: ${probe.status} ${await probe.text()}`);
  }

  const results = [];
  for (const scenario of scenarios) results.push(await runScenario(scenario, base, { connections, seconds }));
  console.log(
    `\nCommerce API, ${connections} connections × ${seconds} s each, ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite (embedded)'}`,
  );
  console.table(
    results.map(({ scenario, requests, rps, p50, p95, p99, errors }) => ({
      scenario,
      'req/s': rps,
      'p50 ms': p50,
      'p95 ms': p95,
      'p99 ms': p99,
      requests,
      errors,
    })),
  );
  const slow = results.filter((result) => result.read && result.p95 >= READ_P95_BUDGET_MS);
  const failing = results.filter((result) => result.errors > 0);
  for (const result of slow)
    console.error(`Over budget: ${result.scenario} p95 ${result.p95} ms ≥ ${READ_P95_BUDGET_MS} ms`);
  for (const result of failing) console.error(`Errors: ${result.scenario} had ${result.errors} failed requests`);
  process.exitCode = slow.length > 0 || failing.length > 0 ? 1 : 0;
} finally {
  for (const child of children) child.kill('SIGTERM');
}
