#!/usr/bin/env node
// Navigation benchmark: how long a shopper waits between pages inside the app, in a real browser (Debian Chromium)
// on the same phone and network as bench:pages (390×844, 150 ms RTT, 1.6 Mbps down, CPU ×4).
// One run, in a fresh context with a piece already in the bag (put there through the API, see `prepareCheckout`):
//   1. a cold load of the category page (/engagement-rings), not timed;
//   2. category → product: a tap on the first piece, until its heading and "Add to bag" are on screen;
//   3. product → category: Back, until the first tile is on screen again;
//   4. category → product again: the same tap, a page seen before;
//   5. product → bag: a tap on the header's bag link, until the bag's first line is on screen.
// Each step's time runs from the tap to the moment the page's content is drawn; the JavaScript it fetched is counted
// (gzip level 9). Prints the median of --runs (3 by default), writes .bench/navigation.json.
// Run after `npm run build`:  npm run bench:navigation
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import chromiumOptions from '../e2e/chromium.json' with { type: 'json' };
import { CPU_SLOWDOWN, DEVICE, NETWORK, prepareCheckout, startStack } from './bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3);
const TIMEOUT_MS = 30_000;

/** One run: the four steps' times (ms) and JavaScript (bytes, gzip -9). */
async function measureRun(browser, origin) {
  const context = await browser.newContext(DEVICE);
  try {
    await prepareCheckout(context, origin, 'bag');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const scripts = new Map();
    cdp.on('Network.responseReceived', ({ requestId, type }) => {
      if (type === 'Script') scripts.set(requestId, null);
    });
    cdp.on('Network.loadingFinished', async ({ requestId }) => {
      if (!scripts.has(requestId)) return;
      try {
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
        scripts.set(requestId, gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), { level: 9 }).length);
      } catch {
        scripts.set(requestId, 0);
      }
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const firstTile = page.locator('.sf-product-grid > li').first();
    await page.goto(`${origin}/engagement-rings`, { timeout: TIMEOUT_MS });
    await firstTile.getByRole('heading').waitFor({ timeout: TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
    const name = (await firstTile.getByRole('heading').innerText()).trim();

    const productReady = async () => {
      await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: TIMEOUT_MS });
      await page.getByRole('button', { name: 'Add to bag', exact: true }).waitFor({ timeout: TIMEOUT_MS });
    };
    const tapFirstPiece = () => firstTile.getByRole('link', { name }).first().click();
    const categoryReady = () => firstTile.getByRole('heading').waitFor({ timeout: TIMEOUT_MS });
    const steps = [
      { step: 'category → product', act: tapFirstPiece, ready: productReady },
      { step: 'product → category (back)', act: () => page.goBack({ waitUntil: 'commit' }), ready: categoryReady },
      { step: 'category → product (again)', act: tapFirstPiece, ready: productReady },
      {
        step: 'product → bag',
        act: () =>
          page
            .getByRole('banner')
            .getByRole('link', { name: /^Bag, / })
            .click(),
        // A line of the bag (the product page's own tiles are articles too).
        ready: () =>
          page.locator('article[aria-labelledby^="checkout-line-name-"]').first().waitFor({ timeout: TIMEOUT_MS }),
      },
    ];
    const measured = [];
    for (const { step, act, ready } of steps) {
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
      const before = new Set(scripts.keys());
      const started = await page.evaluate(() => performance.now());
      await act();
      try {
        await ready();
      } catch (error) {
        mkdirSync(path.join(root, '.bench'), { recursive: true });
        await page.screenshot({ path: path.join(root, '.bench', 'navigation-failure.png') });
        throw new Error(`${step}: ${error.message.split('\n')[0]} (at ${page.url()}; .bench/navigation-failure.png)`);
      }
      const drawn = await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now()))),
      );
      await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
      const js = [...scripts].filter(([id]) => !before.has(id)).reduce((sum, [, size]) => sum + (size ?? 0), 0);
      measured.push({ step, ms: drawn - started, jsBytes: js });
    }
    return measured;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

let stack;
let failed = false;
try {
  stack = await startStack({ port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined });
  const browser = await chromium.launch({ executablePath: chromiumOptions.executablePath, args: chromiumOptions.args });
  try {
    const all = [];
    for (let run = 0; run < runs; run += 1) all.push(await measureRun(browser, stack.origin));
    const summary = all[0].map(({ step }, index) => ({
      step,
      ms: median(all.map((run) => run[index].ms)),
      jsBytes: median(all.map((run) => run[index].jsBytes)),
      runs: all.map((run) => Math.round(run[index].ms)),
    }));
    console.log(
      `\nnavigation in the app: median of ${runs} runs, 390×844, ${NETWORK.latency} ms RTT, 1.6 Mbps, CPU ×${CPU_SLOWDOWN}\n`,
    );
    console.log(`${'step'.padEnd(28)} ${'time'.padStart(8)} ${'JS'.padStart(9)}  runs`);
    for (const row of summary) {
      console.log(
        `${row.step.padEnd(28)} ${`${Math.round(row.ms)} ms`.padStart(8)} ${`${(row.jsBytes / KB).toFixed(1)} KB`.padStart(9)}  ${row.runs.join(', ')}`,
      );
    }
    const total = summary.reduce((sum, row) => sum + row.ms, 0);
    console.log(`${'whole path'.padEnd(28)} ${`${Math.round(total)} ms`.padStart(8)}`);
    mkdirSync(path.join(root, '.bench'), { recursive: true });
    writeFileSync(
      path.join(root, '.bench', 'navigation.json'),
      `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, steps: summary, totalMs: total }, null, 2)}\n`,
    );
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(`bench:navigation: ${error.message}`);
  failed = true;
} finally {
  await stack?.stop();
}
process.exit(failed ? 1 : 0);
