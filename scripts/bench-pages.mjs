#!/usr/bin/env node
// `npm run bench:pages`: page timings in a real browser (Debian Chromium, headless) on a mobile-class device: the home
// page, a category page, a product page (the first engagement ring the API lists) and a search.
// Per page, the median of RUNS (default 3) cold loads, each in a fresh browser context with the cache disabled:
//   LCP, FCP (PerformanceObserver, buffered, registered before any page script; read once the network is quiet),
//   CLS (largest session window of layout shifts without recent input),
//   JS and total bytes on the wire (CDP Network.loadingFinished encodedDataLength, by resource type), requests.
// Device: 390×844 viewport, DPR 3, touch, a mobile Chrome user agent. Throttling as Lighthouse's mobile preset
// describes it (applied per request by CDP): 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU slowed ×4.
// Budget: product page LCP ≤ 2500 ms (Core Web Vitals "good"); exit 1 when exceeded or when a page fails to load.
// Prints a table and writes bench-results/pages.json.
//
//   npm run build && npm run bench:pages        # publishes the current builds and starts its own stack on free ports
//   npm run bench:pages -- --url=http://localhost:8080   # measures a store that is already running
//   npm run bench:pages -- --runs=5 --pages=product,category
//
// Its own stack: `node scripts/start-stack.mjs` (stand-ins, the API over a fresh in-memory PGlite, the edge serving
// a throw-away release store with the current builds), stopped with its whole process group at the end.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, devices } from '@playwright/test';
import chromiumOptions from '../e2e/chromium.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const LCP_BUDGET_MS = 2500;
const DEVICE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
  locale: 'en-AU',
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** The page is settled when nothing has been in flight for this long (or after SETTLE_CAP_MS). */
const QUIET_MS = 1500;
const SETTLE_CAP_MS = 30_000;

/** Free TCP ports, all distinct (held open together while choosing). */
async function freePorts(count) {
  const servers = [];
  for (let i = 0; i < count; i += 1) {
    const server = net.createServer();
    await new Promise((resolve, reject) => {
      server.on('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    servers.push(server);
  }
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Publishes the current builds into a throw-away release store and runs the whole store (`scripts/start-stack.mjs`)
 * on free ports, over a fresh in-memory database, in its own process group. Resolves once the edge answers
 * /healthz (the stack starts the edge last, after the API is healthy). `stop()` ends the group and removes the store;
 * it also runs when this process exits.
 * @param {{ port?: number }} [options] `port`: the edge's port (default: a free one)
 * @returns {Promise<{ origin: string, nodeOrigin: string, stop: () => Promise<void> }>}
 */
export async function startStack({ port } = {}) {
  if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
    throw new Error('no shell build; run npm run build first');
  }
  const [freeEdge, apiPort, contentPort, paymentsPort] = await freePorts(4);
  const edgePort = port ?? freeEdge;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const env = {
    ...process.env,
    STOREFRONT_DATA_DIR: dataDir,
    PORT: String(edgePort),
    API_PORT: String(apiPort),
    CONTENT_STANDIN_PORT: String(contentPort),
    PAYMENT_STANDIN_PORT: String(paymentsPort),
    PGLITE_DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
  };
  execFileSync(process.execPath, [path.join(root, 'deploy', 'bin', 'storefront.mjs'), 'publish', '--all'], {
    env,
    stdio: 'ignore',
  });
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start-stack.mjs')], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.on('exit', resolve));

  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => {
    killGroup('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', onExit);
  let stopped;
  const stop = () => {
    stopped ??= (async () => {
      killGroup('SIGTERM');
      const timeout = new Promise((resolve) => setTimeout(resolve, 5000).unref());
      await Promise.race([exited, timeout]);
      killGroup('SIGKILL'); // whatever ignored SIGTERM
      process.off('exit', onExit);
      rmSync(dataDir, { recursive: true, force: true });
    })();
    return stopped;
  };

  const nodeOrigin = `http://127.0.0.1:${edgePort}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the stack exited at start:\n${output}`);
    }
    try {
      const response = await fetch(`${nodeOrigin}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the stack did not start within 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin: `http://localhost:${edgePort}`, nodeOrigin, stop };
}

/** The slug of the first engagement ring the API lists (Node's fetch goes to 127.0.0.1: it can't resolve *.localhost). */
export async function firstProductSlug(nodeOrigin) {
  const response = await fetch(`${nodeOrigin}/api/products?category=engagement-rings&pageSize=1`, {
    headers: { 'x-storefront-locale': 'en-AU', accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const body = await response.json();
  const slug = body.items?.[0]?.slug;
  if (!slug) throw new Error('GET /api/products?category=engagement-rings listed no product');
  return slug;
}

/** Runs in the page before its own scripts: records FCP, LCP and layout shifts into window.__benchVitals. */
function observeVitals() {
  const vitals = { fcp: null, lcp: null, lcpElement: null, cls: 0 };
  window.__benchVitals = vitals;
  const describe = (element) => {
    if (!element) return null;
    const name = element.tagName.toLowerCase();
    if (name === 'img') return `img ${(element.currentSrc || element.src || '').split('/').pop()}`;
    const text = (element.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 50);
    return `${name}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${text}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // CLS: the largest session window (shifts < 1 s apart, window ≤ 5 s), as web-vitals computes it.
  let windowValue = 0;
  let windowStart = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (windowValue > 0 && entry.startTime - last < 1000 && entry.startTime - windowStart < 5000) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** One cold load of `url` in a fresh context; resolves with its vitals and its network use. */
async function measureOnce(browser, url, readySelector) {
  const context = await browser.newContext(DEVICE);
  try {
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map();
    let inflight = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, redirectResponse }) => {
      if (/^(data|blob):/.test(request.url)) return;
      if (!redirectResponse) inflight += 1;
      requests.set(requestId, { url: request.url, type: type ?? 'Other', bytes: 0, done: false });
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const entry = requests.get(requestId);
      if (entry) Object.assign(entry, { type, status: response.status });
    });
    const finish = (requestId, bytes) => {
      const entry = requests.get(requestId);
      if (!entry || entry.done) return;
      entry.done = true;
      entry.bytes = bytes;
      inflight -= 1;
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finish(requestId, encodedDataLength));
    cdp.on('Network.loadingFailed', ({ requestId }) => finish(requestId, 0));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: SETTLE_CAP_MS });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: SETTLE_CAP_MS });
    const settleBy = Date.now() + SETTLE_CAP_MS;
    while (Date.now() < settleBy && (inflight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await page.waitForTimeout(100);
    }
    if (await page.locator('[data-remote-fallback]').count()) throw new Error(`${url} shows a remote's fallback`);
    const vitals = await page.evaluate(() => window.__benchVitals);

    const bytesByType = {};
    let total = 0;
    for (const { type, bytes } of requests.values()) {
      bytesByType[type] = (bytesByType[type] ?? 0) + bytes;
      total += bytes;
    }
    const scripts = [...requests.values()].filter((entry) => entry.type === 'Script');
    return {
      lcp: vitals.lcp,
      lcpElement: vitals.lcpElement,
      fcp: vitals.fcp,
      cls: vitals.cls,
      jsBytes: bytesByType.Script ?? 0,
      totalBytes: total,
      requests: requests.size,
      jsRequests: scripts.length,
      bytesByType,
    };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function parseArgs(argv) {
  const options = { url: null, runs: 3, pages: null };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'url') options.url = value.replace(/\/$/, '');
    else if (key === 'runs') options.runs = Math.max(1, Number(value));
    else if (key === 'pages') options.pages = new Set(value.split(','));
    else throw new Error(`unknown option ${arg} (use --url=, --runs=, --pages=home,category,product,search)`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  let stack = null;
  const stopOnSignal = async () => {
    await stack?.stop();
    process.exit(130);
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);

  let failed = false;
  const results = [];
  try {
    let origin = options.url;
    let nodeOrigin = options.url?.replace(/\/\/([^/:]+\.)?localhost\b/, '//127.0.0.1');
    if (!origin) {
      console.log('bench:pages: starting the store on free ports…');
      stack = await startStack();
      ({ origin, nodeOrigin } = stack);
    }
    const slug = await firstProductSlug(nodeOrigin);
    const pages = [
      { name: 'home', path: '/', ready: '[data-remote] h1' },
      { name: 'category', path: '/engagement-rings', ready: '[data-remote="catalogue"] h1' },
      { name: 'product', path: `/p/${encodeURIComponent(slug)}`, ready: '[data-remote="catalogue"] h1' },
      { name: 'search', path: '/search?q=diamond', ready: '[data-remote="catalogue"] h1' },
    ].filter((page) => !options.pages || options.pages.has(page.name));

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath,
      args: chromiumOptions.args,
      headless: true,
    });
    const browserVersion = browser.version();
    try {
      for (const page of pages) {
        const runs = [];
        for (let run = 0; run < options.runs; run += 1) {
          runs.push(await measureOnce(browser, origin + page.path, page.ready));
        }
        const summary = {
          page: page.name,
          path: page.path,
          lcp: median(runs.map((run) => run.lcp)),
          fcp: median(runs.map((run) => run.fcp)),
          cls: median(runs.map((run) => run.cls)),
          jsBytes: median(runs.map((run) => run.jsBytes)),
          totalBytes: median(runs.map((run) => run.totalBytes)),
          requests: median(runs.map((run) => run.requests)),
          lcpElement: runs.at(-1)?.lcpElement ?? null,
          runs,
        };
        if (page.name === 'product') {
          summary.budget = { lcp: LCP_BUDGET_MS };
          if (summary.lcp === null || summary.lcp > LCP_BUDGET_MS) failed = true;
        }
        results.push(summary);
      }
    } finally {
      await browser.close();
    }

    const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
    const kb = (value) => `${(value / KB).toFixed(1)} KB`;
    console.log(
      `\n${origin}: median of ${options.runs} cold loads, 390×844 DPR 3, 150 ms RTT, 1.6 Mbps down / 750 kbps up, CPU ×${CPU_SLOWDOWN}\n`,
    );
    console.log(
      `${'page'.padEnd(9)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'CLS'.padStart(6)} ${'JS'.padStart(9)} ${'total'.padStart(9)} ${'requests'.padStart(8)}  LCP element`,
    );
    for (const row of results) {
      const flag = row.budget && (row.lcp === null || row.lcp > row.budget.lcp) ? ' (over budget)' : '';
      console.log(
        `${row.page.padEnd(9)} ${ms(row.lcp).padStart(8)} ${ms(row.fcp).padStart(8)} ${row.cls.toFixed(3).padStart(6)} ${kb(row.jsBytes).padStart(9)} ${kb(row.totalBytes).padStart(9)} ${String(row.requests).padStart(8)}  ${row.lcpElement ?? '–'}${flag}`,
      );
    }
    const product = results.find((row) => row.page === 'product');
    if (product) console.log(`\nproduct page: ${product.path}; budget: its LCP ≤ ${LCP_BUDGET_MS} ms`);
    mkdirSync(path.join(root, 'bench-results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench-results', 'pages.json'),
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          origin,
          browser: browserVersion,
          device: { viewport: DEVICE.viewport, deviceScaleFactor: DEVICE.deviceScaleFactor },
          throttling: { latencyMs: NETWORK.latency, downKbps: 1.6 * 1024, upKbps: 750, cpuSlowdown: CPU_SLOWDOWN },
          budgets: { productLcpMs: LCP_BUDGET_MS },
          pages: results,
        },
        null,
        2,
      )}\n`,
    );
  } catch (error) {
    console.error(`bench:pages: ${error.message}`);
    failed = true;
  } finally {
    await stack?.stop();
  }
  if (failed) {
    console.error('\nbench:pages: failed (product page LCP over budget, or a page did not load)');
    process.exit(1);
  }
  console.log('\nbench:pages: within budget (details in bench-results/pages.json)');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
