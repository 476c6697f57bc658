#!/usr/bin/env node
// Bundle-size benchmark, measured in a real browser (Debian Chromium) against the built site:
//   (a) JavaScript downloaded before the home page renders (the shell's header is on screen): budget 180 KB gzip;
//   (b) per remote, the JavaScript a first visit to one of its pages adds (files under /remotes/<name>/): budget 60 KB;
//   (c) the module-federation runtime each remote carries (its remoteEntry.js).
// Which files: whatever Chromium requested. How big: gzip level 9 of their bytes (deterministic, independent of the
// edge's own compression). Prints a table, writes .bench/size.json, exits 1 when a budget is exceeded.
// Run after `npm run build`:  npm run bench:size
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import chromiumOptions from '../e2e/chromium.json' with { type: 'json' };

const KB = 1024;
const BUDGETS = { beforeFirstRender: 180 * KB, remoteFirstVisit: 60 * KB };
const REMOTE_PAGES = {
  catalogue: '/search?q=ring',
  checkout: '/my-bag',
  account: '/my-account',
  stores: '/stores',
  engagement: '/customer-service/contact-us',
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'deploy', 'bin', 'storefront.mjs');

/** A port nothing listens on now, so the bench never measures a stale server. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://localhost:${port}`;

if (!existsSync(path.join(root, 'shell', 'dist', 'index.html'))) {
  console.error('bench:size: no shell build; run npm run build first');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
const env = { ...process.env, STOREFRONT_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };
execFileSync(process.execPath, [cli, 'publish', '--all'], { env, stdio: 'ignore' });
const edge = spawn(process.execPath, [cli, 'serve'], { env, stdio: 'ignore' });
process.on('exit', () => edge.kill());
let edgeExited = false;
edge.on('exit', () => {
  edgeExited = true;
});

async function waitForEdge() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (edgeExited) throw new Error('the edge exited at start (is the port in use?)');
    try {
      const response = await globalThis.fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the edge did not start');
}

/** Marks (in the page) when the element matching `selector` first appears: the page's first render. */
function markFirstRender(selector) {
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)) {
      window.__firstRenderAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * Opens a page in a fresh context and returns the JS files downloaded until `ready` resolves; with `beforeSelector`,
 * only those whose request started before that element first appeared.
 */
async function scriptsLoaded(browser, url, ready, beforeSelector) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (beforeSelector) await page.addInitScript(markFirstRender, beforeSelector);
  const scripts = new Map();
  let recording = true;
  page.on('response', async (response) => {
    if (!recording || response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body) scripts.set(new URL(response.url()).pathname, body);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForTimeout(200);
  recording = false;
  let counted = [...scripts.keys()];
  if (beforeSelector) {
    counted = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' && entry.startTime < window.__firstRenderAt)
        .map((entry) => new URL(entry.name).pathname),
    );
  }
  await context.close();
  return counted
    .filter((file) => scripts.has(file))
    .map((file) => {
      const body = scripts.get(file);
      return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    });
}

const sum = (files) => files.reduce((total, file) => total + file.gzip, 0);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

let failed = false;
const report = {};
try {
  await waitForEdge();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath,
    args: chromiumOptions.args,
  });

  const initial = await scriptsLoaded(
    browser,
    `${origin}/`,
    (page) => page.getByRole('banner').waitFor({ state: 'visible' }),
    'header',
  );
  const initialTotal = sum(initial);
  report.beforeFirstRender = { gzip: initialTotal, budget: BUDGETS.beforeFirstRender, files: initial };
  console.log(
    `JavaScript before the home page renders: ${kb(initialTotal)} gzip in ${initial.length} files (budget ${kb(BUDGETS.beforeFirstRender)}, ${kb(BUDGETS.beforeFirstRender - initialTotal)} below)`,
  );
  if (initialTotal > BUDGETS.beforeFirstRender) failed = true;

  report.remotes = {};
  console.log('\nFirst visit to a remote page (files the remote serves; shared libraries come from the shell):');
  console.log('remote       page                              added gzip   of which runtime (remoteEntry.js)');
  for (const [remote, pagePath] of Object.entries(REMOTE_PAGES)) {
    const all = await scriptsLoaded(browser, origin + pagePath, (page) =>
      page.locator(`[data-remote="${remote}"]`).waitFor({ state: 'visible' }),
    );
    const own = all.filter((file) => file.file.startsWith(`/remotes/${remote}/`));
    const runtime = own.filter((file) => file.file.endsWith('/remoteEntry.js'));
    const added = sum(own);
    report.remotes[remote] = {
      page: pagePath,
      gzip: added,
      runtimeGzip: sum(runtime),
      budget: BUDGETS.remoteFirstVisit,
      files: own,
    };
    console.log(
      `${remote.padEnd(12)} ${pagePath.padEnd(33)} ${kb(added).padStart(10)}   ${kb(sum(runtime)).padStart(10)}`,
    );
    if (added > BUDGETS.remoteFirstVisit) failed = true;
  }
  await browser.close();
} finally {
  edge.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

mkdirSync(path.join(root, '.bench'), { recursive: true });
writeFileSync(path.join(root, '.bench', 'size.json'), `${JSON.stringify(report, null, 2)}\n`);
if (failed) {
  console.error('\nbench:size: a budget is exceeded');
  process.exit(1);
}
console.log('\nbench:size: within budget (details in .bench/size.json)');
