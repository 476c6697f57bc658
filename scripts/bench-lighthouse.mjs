#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (its Node API, the default mobile settings: Moto G Power screen, simulated
// throttling at 150 ms RTT, 1.6 Mbps, CPU ×4; the performance category only) against the home page, a category page
// (/engagement-rings), the product page (the first engagement ring the API lists), a search (/search?q=diamond) and
// the bag with a piece in it, each in Debian's Chromium (chrome-launcher, the flags of e2e/chromium.json, headless).
// Each page is opened once first in Playwright (a warm store, as in service: photographs rendered, short caches full);
// then per page, the median of RUNS (default 3) runs, each in a fresh Chromium (a fresh profile: no cache, no cookies):
//   performance score, LCP, TBT, CLS, FCP (the lab metrics Lighthouse scores), JavaScript transferred (the bytes on
//   the wire of the run's Script requests), and from the median run (Lighthouse's own `computeMedianRun`) the LCP
//   element, its breakdown (TTFB, load delay, load time, render delay) and the diagnostics that fail, most costly
//   first, and its long tasks (where the blocking time goes).
// The bag needs a shopper's bag: before each of its runs, `prepareCheckout` of bench-pages.mjs puts a piece in a bag
// from a Playwright context, and the run carries that context's cookies (Lighthouse's `extraHeaders`: every request
// of the run, the document and the app's API calls, is the same shopper's).
// Budgets (issue 18): performance ≥ 95, LCP ≤ 1800 ms, TBT ≤ 150 ms, CLS ≤ 0.05 on every page; exit 1 when a page
// misses one (or fails to load) unless --no-budget.
// Prints a table and writes bench-results/lighthouse.json.
//
//   npm run build && npm run bench:lighthouse        # publishes the current builds and starts its own stack
//   npm run bench:lighthouse -- --url=http://localhost:8080   # measures a store that is already running
//   npm run bench:lighthouse -- --runs=5 --pages=bag,product --no-budget
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import chromiumOptions from '../e2e/chromium.json' with { type: 'json' };
import { DEVICE, firstProductSlug, median, prepareCheckout, startStack } from './bench-pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
/** Issue 18's goals, on every page. */
export const BUDGETS = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.05 };
const PAGE_NAMES = ['home', 'category', 'product', 'search', 'bag'];
/** How many failing diagnostics the JSON keeps per page. */
const TOP_DIAGNOSTICS = 8;
/** How many of the median run's long tasks the JSON keeps. */
const TOP_LONG_TASKS = 10;
/** How many rows of each failing diagnostic's table the JSON keeps. */
const TOP_ITEMS = 5;
const chromePath = process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath;

function parseArgs(argv) {
  const options = { url: null, runs: 3, pages: null, budget: true };
  for (const arg of argv) {
    const [key, value] = arg.replace(/^--/, '').split('=');
    if (key === 'url') options.url = value.replace(/\/$/, '');
    else if (key === 'runs') options.runs = Math.max(1, Number(value));
    else if (key === 'pages') options.pages = new Set(value.split(','));
    else if (key === 'no-budget') options.budget = false;
    else throw new Error(`unknown option ${arg} (use --url=, --runs=, --pages=${PAGE_NAMES.join(',')}, --no-budget)`);
  }
  if (options.pages) {
    const unknown = [...options.pages].filter((name) => !PAGE_NAMES.includes(name));
    if (unknown.length > 0) throw new Error(`unknown page ${unknown.join(', ')} (pages: ${PAGE_NAMES.join(', ')})`);
  }
  return options;
}

/**
 * A shopper with a piece in the bag: `prepareCheckout` in a fresh Playwright context; resolves with the path to
 * measure and the context's cookies as one Cookie header.
 */
async function shopperWithABag(browser, origin) {
  const context = await browser.newContext(DEVICE);
  try {
    const prepared = await prepareCheckout(context, origin, 'bag');
    const cookies = await context.cookies(origin);
    if (cookies.length === 0) throw new Error('the bag was filled but the shopper has no cookie');
    return { path: prepared.path, cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') };
  } finally {
    await context.close();
  }
}

/**
 * Opens a page once before it is measured, as a store in service is warm: the product photographs the page shows are
 * rendered (the API renders each file on its first request) and the edge's and the API's short caches hold their
 * answers. Every measured run still starts with an empty browser cache.
 */
async function warmUp(browser, url) {
  const context = await browser.newContext(DEVICE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
}

/** One Lighthouse run in a fresh Chromium; resolves with its report (lhr). */
async function lighthouseOnce(url, extraHeaders) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [...chromiumOptions.args, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no report for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const documentRequest = lhr.audits['network-requests']?.details?.items?.find(
      (item) => item.resourceType === 'Document',
    );
    if (documentRequest && documentRequest.statusCode >= 400) {
      throw new Error(`${url} answered ${documentRequest.statusCode}`);
    }
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** The figures of one run. */
function figuresOf(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    speedIndex: value('speed-index'),
    jsBytes: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    totalBytes: value('total-byte-weight'),
  };
}

/** The LCP element (its label and HTML) and the breakdown of its time, from the run's report. */
function lcpOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  const phases = {};
  for (const { phase, timing } of tables[1]?.items ?? []) phases[phase] = Math.round(timing);
  return {
    element: node ? { label: node.nodeLabel ?? null, selector: node.selector ?? null, snippet: node.snippet } : null,
    phases,
  };
}

/** The first rows of an audit's table (which scripts, which requests), each with its URL and its figures. */
function topItemsOf(details) {
  if (!Array.isArray(details?.items)) return [];
  return details.items.slice(0, TOP_ITEMS).map((item) => {
    const row = {};
    for (const [key, value] of Object.entries(item)) {
      if (typeof value === 'number') row[key] = Math.round(value);
      else if (typeof value === 'string') row[key] = value.slice(0, 200);
    }
    return row;
  });
}

/** The diagnostics of the performance category that fail, most costly first (LCP and TBT savings, then bytes). */
function diagnosticsOf(lhr) {
  const refs = lhr.categories.performance.auditRefs.filter((ref) => ref.group === 'diagnostics');
  const failing = [];
  for (const { id } of refs) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    if (['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode)) continue;
    const savings = audit.metricSavings ?? {};
    failing.push({
      id,
      title: audit.title,
      displayValue: audit.displayValue ?? null,
      savingsMs: Math.round((savings.LCP ?? 0) + (savings.TBT ?? 0) + (savings.FCP ?? 0)),
      savingsBytes: audit.details?.overallSavingsBytes ?? null,
      metricSavings: savings,
      items: topItemsOf(audit.details),
    });
  }
  return failing
    .sort((a, b) => b.savingsMs - a.savingsMs || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0))
    .slice(0, TOP_DIAGNOSTICS);
}

/** The median run's long tasks (simulated, as TBT counts them), longest first: where the blocking time goes. */
function longTasksOf(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .map(({ url, startTime, duration }) => ({ url, startTime: Math.round(startTime), duration: Math.round(duration) }))
    .sort((a, b) => b.duration - a.duration)
    .slice(0, TOP_LONG_TASKS);
}

/** The budgets a page's medians miss, as short phrases (empty when it meets them all). */
export function missedBudgets(row) {
  const missed = [];
  if (row.score === null || row.score < BUDGETS.score) missed.push(`score < ${BUDGETS.score}`);
  if (row.lcp === null || row.lcp > BUDGETS.lcpMs) missed.push(`LCP > ${BUDGETS.lcpMs} ms`);
  if (row.tbt === null || row.tbt > BUDGETS.tbtMs) missed.push(`TBT > ${BUDGETS.tbtMs} ms`);
  if (row.cls === null || row.cls > BUDGETS.cls) missed.push(`CLS > ${BUDGETS.cls}`);
  return missed;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  let stack = null;
  let preparer = null;
  const stopOnSignal = async () => {
    await preparer?.close();
    await stack?.stop();
    process.exit(130);
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);

  let failed = false;
  const results = [];
  let lighthouseVersion = null;
  let origin = options.url;
  try {
    let nodeOrigin = options.url?.replace(/\/\/([^/:]+\.)?localhost\b/, '//127.0.0.1');
    if (!origin) {
      console.log('bench:lighthouse: starting the store on free ports…');
      stack = await startStack();
      ({ origin, nodeOrigin } = stack);
    }
    const slug = await firstProductSlug(nodeOrigin);
    const pages = [
      { name: 'home', path: '/' },
      { name: 'category', path: '/engagement-rings' },
      { name: 'product', path: `/p/${encodeURIComponent(slug)}` },
      { name: 'search', path: '/search?q=diamond' },
      { name: 'bag', path: '/my-bag', withBag: true },
    ].filter((page) => !options.pages || options.pages.has(page.name));

    for (const page of pages) {
      const lhrs = [];
      try {
        if (!page.withBag) {
          preparer ??= await chromium.launch({ executablePath: chromePath, args: chromiumOptions.args });
          await warmUp(preparer, origin + page.path);
        }
        for (let run = 0; run < options.runs; run += 1) {
          let pagePath = page.path;
          let extraHeaders = null;
          if (page.withBag) {
            preparer ??= await chromium.launch({ executablePath: chromePath, args: chromiumOptions.args });
            const shopper = await shopperWithABag(preparer, origin);
            pagePath = shopper.path;
            extraHeaders = { Cookie: shopper.cookie };
          }
          lhrs.push(await lighthouseOnce(origin + pagePath, extraHeaders));
          console.log(`bench:lighthouse: ${page.name} run ${run + 1}/${options.runs} done`);
        }
      } catch (error) {
        // One page that cannot be measured fails the run but leaves the others measured.
        console.error(`bench:lighthouse: ${page.name}: ${error.message}`);
        failed = true;
        results.push({ page: page.name, path: page.path, error: error.message });
        continue;
      }
      lighthouseVersion = lhrs[0].lighthouseVersion;
      const runs = lhrs.map(figuresOf);
      const medianRun = computeMedianRun(lhrs);
      const row = {
        page: page.name,
        path: page.path,
        score: median(runs.map((run) => run.score)),
        lcp: median(runs.map((run) => run.lcp)),
        tbt: median(runs.map((run) => run.tbt)),
        cls: median(runs.map((run) => run.cls)),
        fcp: median(runs.map((run) => run.fcp)),
        speedIndex: median(runs.map((run) => run.speedIndex)),
        jsBytes: median(runs.map((run) => run.jsBytes)),
        totalBytes: median(runs.map((run) => run.totalBytes)),
        medianRun: lhrs.indexOf(medianRun),
        lcpElement: lcpOf(medianRun),
        diagnostics: diagnosticsOf(medianRun),
        longTasks: longTasksOf(medianRun),
        runs,
      };
      row.missed = missedBudgets(row);
      if (options.budget && row.missed.length > 0) failed = true;
      results.push(row);
    }

    const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
    const kb = (value) => (value === null ? '–' : `${(value / KB).toFixed(0)} KB`);
    console.log(
      `\n${origin}: Lighthouse ${lighthouseVersion ?? ''} mobile (simulated throttling), performance, median of ${options.runs}\n`,
    );
    console.log(
      `| page | Lighthouse perf | LCP | TBT | CLS | FCP | JS transferred | LCP element |\n|---|---|---|---|---|---|---|---|`,
    );
    for (const row of results) {
      if (row.error) {
        console.log(`| ${row.page} | not measured: ${row.error} | | | | | | |`);
        continue;
      }
      const flag = row.missed.length > 0 ? ` (misses: ${row.missed.join(', ')})` : '';
      console.log(
        `| ${row.page} | ${row.score} | ${ms(row.lcp)} | ${ms(row.tbt)} | ${row.cls.toFixed(3)} | ${ms(row.fcp)} | ${kb(row.jsBytes)} | ${row.lcpElement.element?.label ?? '–'}${flag} |`,
      );
    }
    const product = results.find((row) => row.page === 'product');
    if (product) console.log(`\nproduct page: ${product.path}`);
    console.log(
      `budgets: performance ≥ ${BUDGETS.score}, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}${options.budget ? '' : ' (not enforced: --no-budget)'}`,
    );
  } catch (error) {
    console.error(`bench:lighthouse: ${error.message}`);
    failed = true;
  } finally {
    await preparer?.close();
    await stack?.stop();
  }
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench-results', 'lighthouse.json'),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        origin,
        lighthouse: lighthouseVersion,
        settings: 'mobile, simulated throttling (150 ms RTT, 1.6 Mbps, CPU ×4), performance category',
        runs: options.runs,
        budgets: BUDGETS,
        pages: results,
      },
      null,
      2,
    )}\n`,
  );
  if (failed) {
    console.error(
      '\nbench:lighthouse: failed (a page misses a budget, or did not load; details in bench-results/lighthouse.json)',
    );
    process.exit(1);
  }
  console.log('\nbench:lighthouse: done (details in bench-results/lighthouse.json)');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
