#!/usr/bin/env node
// `npm run bench:pages`: page timings in a real browser (Debian Chromium, headless) on a mobile-class device: the home
// page, a content page (/customer-service/delivery), an article (the diamond warranty's), a category page, a product
// page (the first engagement ring the API lists), a search, the bag and each checkout step (shipping, billing, payment
// processing back from the provider, thank-you). The bag and checkout pages need a
// shopper's state: before each of their loads, API calls from a page of the same fresh context (unthrottled, not
// measured) put a piece in the bag and, as far as the step needs, fill in e-mail, delivery and billing, pay on the
// payment provider's page and place the order (see `prepareCheckout`).
// Per page, the median of RUNS (default 3) cold loads, each in a fresh browser context with the cache disabled:
//   LCP, FCP (PerformanceObserver, buffered, registered before any page script; read once the network is quiet),
//   CLS (largest session window of layout shifts without recent input),
//   JS and total bytes on the wire (CDP Network.loadingFinished encodedDataLength, by resource type), requests.
// Device: 390×844 viewport, DPR 3, touch, a mobile Chrome user agent. Throttling as Lighthouse's mobile preset
// describes it (applied per request by CDP): 150 ms latency, 1.6 Mbps down, 750 kbps up, CPU slowed ×4.
// Interactions (issue 18), same device and throttling, median of RUNS, each on a freshly loaded and settled page:
//   filter      on the category page (/engagement-rings): "Filter and sort" opened, then a metal that narrows the
//               list ticked;
//   add-to-bag  on the product page: a ring size in stock chosen, then "Add to bag" pressed.
//   For each: the interaction's duration by the Event Timing API (PerformanceObserver type 'event',
//   durationThreshold 16: from the input to the next paint after its handlers, the longest entry of the interaction,
//   as INP counts it; < 16 ms is not reported by the browser and shown as such), split into input delay, processing
//   and presentation delay; and the time from the input until the outcome is on screen (the new results settled, or
//   the bag's confirmation shown: the first frame after the DOM shows it), which includes the API's round trip.
// Budgets: product page LCP ≤ 2500 ms (Core Web Vitals "good"); the home page, the content page and the article
// LCP ≤ 1800 ms (issue 13); each interaction ≤ 200 ms from input to next paint (INP "good", issue 18); exit 1 when
// one is exceeded or when a page fails to load.
// Prints a table (pages, then interactions) and writes bench-results/pages.json.
//
//   npm run build && npm run bench:pages        # publishes the current builds and starts its own stack on free ports
//   npm run bench:pages -- --url=http://localhost:8080   # measures a store that is already running
//   npm run bench:pages -- --runs=5 --pages=product,category
//   npm run bench:pages -- --pages=home,content,article
//   npm run bench:pages -- --pages=bag,shipping,billing,payment-processing,thank-you
//   npm run bench:pages -- --pages=filter,add-to-bag        # the interactions only
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
import addresses from '../e2e/addresses.json' with { type: 'json' };
import chromiumOptions from '../e2e/chromium.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const LCP_BUDGET_MS = 2500;
/** The content pages' LCP budget (issue 13): they are the edge's prerendered first view, text and one picture. */
const CONTENT_LCP_BUDGET_MS = 1800;
/** Each budgeted page's LCP budget, by page name. */
const LCP_BUDGETS = {
  product: LCP_BUDGET_MS,
  home: CONTENT_LCP_BUDGET_MS,
  content: CONTENT_LCP_BUDGET_MS,
  article: CONTENT_LCP_BUDGET_MS,
};
/** Input to next paint of an interaction (INP "good"): the filter change and add to bag (issue 18). */
const INTERACTION_BUDGET_MS = 200;
/** The Event Timing API's smallest threshold: shorter interactions are not reported. */
const EVENT_THRESHOLD_MS = 16;
/** The diamond warranty article (paths.diamondWarranty() of @storefront/contracts). */
const DIAMOND_WARRANTY_PATH = '/articles/lifetime-diamond-warranty';
export const DEVICE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
  locale: 'en-AU',
};
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** The page is settled when nothing has been in flight for this long (or after SETTLE_CAP_MS). */
const QUIET_MS = 1500;
const SETTLE_CAP_MS = 30_000;

/** Free TCP ports, all distinct (held open together while choosing). */
export async function freePorts(count) {
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
  const [freeEdge, apiPort, contentPort, paymentsPort, engagementPort] = await freePorts(5);
  const edgePort = port ?? freeEdge;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
  const env = {
    ...process.env,
    STOREFRONT_DATA_DIR: dataDir,
    PORT: String(edgePort),
    API_PORT: String(apiPort),
    CONTENT_STANDIN_PORT: String(contentPort),
    PAYMENT_STANDIN_PORT: String(paymentsPort),
    ENGAGEMENT_STANDIN_PORT: String(engagementPort),
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

/** How far `prepareCheckout` takes a shopper, in checkout order. */
export const checkoutStages = ['bag', 'shipping', 'billing', 'payment', 'order'];

/**
 * Sets up a shopper's checkout in `context` (cookies are the context's) through the API, from a page of the store's
 * origin (only the browser resolves the market hosts), unthrottled and not measured:
 * - `bag`, `shipping`: a piece in stock in the bag (a ring in a size with stock, or a piece without sizes);
 * - `billing`: and the e-mail and standard delivery to an Australian address;
 * - `payment`: and billing same as delivery, a card payment session, and the test card paid on the provider's page
 *   (posted from Node, as the shopper's browser would);
 * - `order`: and the order placed (as the payment-processing page does).
 * Resolves with the path to measure and the sessionStorage entries that page expects (the thank-you page shows the
 * order kept in its tab).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} origin
 * @param {'bag' | 'shipping' | 'billing' | 'payment' | 'order'} stage
 * @returns {Promise<{ path: string | null, sessionStorage: Record<string, string> }>}
 */
export async function prepareCheckout(context, origin, stage) {
  const level = checkoutStages.indexOf(stage);
  if (level < 0) throw new Error(`unknown checkout stage ${stage}`);
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/healthz`);
    const call = (method, url, body, headers = {}) =>
      page.evaluate(
        async ({ method, url, body, headers }) => {
          const response = await fetch(url, {
            method,
            headers: {
              accept: 'application/json',
              ...(method === 'GET' ? {} : { 'x-storefront-csrf': '1' }),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              ...headers,
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          const text = await response.text();
          if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
          return text ? JSON.parse(text) : null;
        },
        { method, url, body, headers },
      );

    const list = await call('GET', '/api/products?category=engagement-rings&pageSize=48');
    let added = false;
    for (const tile of list.items.filter((item) => item.availability.stock === 'in_stock')) {
      const detail = await call('GET', `/api/products/${encodeURIComponent(tile.slug)}`);
      const sized = detail.flags.sized;
      const variant = detail.variants.find((candidate) =>
        sized ? candidate.sizes.some((entry) => entry.quantity > 2) : candidate.quantity > 2,
      );
      if (!variant) continue;
      const size = sized ? variant.sizes.find((entry) => entry.quantity > 2).code : undefined;
      await call('POST', '/api/bag/lines', { sku: variant.sku, quantity: 1, ...(size ? { size } : {}) });
      added = true;
      break;
    }
    if (!added) throw new Error('no engagement ring in stock to put in the bag');
    if (level <= checkoutStages.indexOf('shipping')) {
      return { path: stage === 'bag' ? '/my-bag' : '/checkout/shipping', sessionStorage: {} };
    }

    await call('PUT', '/api/checkout/email', { email: 'olivia@example.com' });
    await call('PUT', '/api/checkout/shipping', { deliveryMethod: 'standard', address: addresses.AU });
    if (stage === 'billing') return { path: '/checkout/billing', sessionStorage: {} };

    await call('PUT', '/api/checkout/billing', { sameAsShipping: true });
    const session = await call('POST', '/api/checkout/payment-session', { method: 'card' });
    const paid = await fetch(session.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4111111111111111', expiry: '12/35', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    if (paid.status !== 303) throw new Error(`the provider's page answered ${paid.status} to the test card`);
    if (stage === 'payment') {
      return {
        path: `/checkout/payment-processing?session=${encodeURIComponent(session.paymentSessionId)}`,
        sessionStorage: {},
      };
    }

    const order = await call(
      'POST',
      '/api/checkout/place-order',
      { paymentSessionId: session.paymentSessionId },
      { 'idempotency-key': `bench-${session.paymentSessionId}` },
    );
    return {
      path: '/checkout/thank-you',
      // The key the thank-you page reads (mfe-checkout/src/features/order-confirmation/placed-order-storage.ts).
      sessionStorage: { 'storefront:checkout:placed-order': JSON.stringify(order) },
    };
  } finally {
    await page.close();
  }
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

/**
 * A page of `context` with the bench's network and CPU throttling (CDP), the cache disabled, counting the requests it
 * makes. `settle()` waits until nothing has been in flight for QUIET_MS (at most SETTLE_CAP_MS).
 */
async function throttledPage(context) {
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
  const settle = async () => {
    const settleBy = Date.now() + SETTLE_CAP_MS;
    while (Date.now() < settleBy && (inflight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await page.waitForTimeout(100);
    }
  };
  return { page, cdp, requests, settle };
}

/**
 * One cold load of a page in a fresh context; resolves with its vitals and its network use. A page with a `stage`
 * first has its checkout prepared in that context (`prepareCheckout`), which also gives the path to load.
 */
async function measureOnce(browser, origin, { path: pagePath, ready: readySelector, stage }) {
  const context = await browser.newContext(DEVICE);
  try {
    let url = origin + pagePath;
    let stored = {};
    if (stage) {
      const prepared = await prepareCheckout(context, origin, stage);
      url = origin + (prepared.path ?? pagePath);
      stored = prepared.sessionStorage;
    }
    await context.addInitScript(observeVitals);
    const { page, requests, settle } = await throttledPage(context);
    if (Object.keys(stored).length > 0) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      }, stored);
    }

    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: SETTLE_CAP_MS });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: SETTLE_CAP_MS });
    await settle();
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

/** Runs in the page before its own scripts: keeps every Event Timing entry of an interaction (≥ 16 ms). */
function observeInteractions() {
  const entries = [];
  window.__benchEvents = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      entries.push({
        interactionId: entry.interactionId,
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Runs in the page just before the input: notes the input's time (the first pointerdown or click from now) and the
 * first frame after `outcome` holds ('results': the listing settled with another count than `countBefore`; 'added':
 * the bag's confirmation in the page), into window.__benchInteraction.
 */
function armInteraction({ outcome, countBefore }) {
  const state = { input: null, shown: null };
  window.__benchInteraction = state;
  const onInput = (event) => {
    state.input ??= event.timeStamp;
  };
  addEventListener('pointerdown', onInput, { capture: true, once: true });
  addEventListener('click', onInput, { capture: true, once: true });
  const holds = () => {
    if (outcome === 'added') return document.querySelector('.sf-pdp-added') !== null;
    const results = document.querySelector('.sf-listing__results');
    const count = document.querySelector('.sf-listing__count')?.textContent ?? '';
    return (
      results !== null &&
      !results.hasAttribute('aria-busy') &&
      !results.classList.contains('sf-listing__results--stale') &&
      count !== '' &&
      count !== countBefore
    );
  };
  const observer = new MutationObserver(() => {
    if (state.input === null || !holds()) return;
    observer.disconnect();
    // The frame that shows it: after the next animation frame's rendering, as soon as a task can run.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.shown = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Closes the engagement remote's in-app message when one is showing (the stand-in shows one after a page is
 * interactive), as a shopper would before going on; it would take the click otherwise.
 */
async function dismissMessages(page, settle) {
  const close = page.locator('dialog.sf-iam[open] .sf-iam__close');
  if ((await close.count()) === 0) return;
  await close.first().click({ timeout: 10_000 });
  await page.locator('dialog.sf-iam[open]').waitFor({ state: 'detached', timeout: 10_000 });
  await settle();
}

/** The interactions measured, by name: where, what to do first (not measured), and the input itself. */
const interactions = {
  filter: {
    path: () => '/engagement-rings',
    ready: '[data-remote="catalogue"] .sf-product-grid',
    outcome: 'results',
    /** Opens "Filter and sort" and picks the first metal, stone or shape that narrows the list. */
    async prepare(page, settle) {
      await page.locator('.sf-listing__filter-button').click({ timeout: 10_000 });
      const dialog = page.locator('dialog[open]:not(.sf-iam)');
      await dialog.waitFor({ state: 'visible' });
      await settle();
      const index = await dialog.evaluate((element) => {
        const total = Number((document.querySelector('.sf-listing__count')?.textContent ?? '').replace(/\D/g, ''));
        const boxes = [...element.querySelectorAll('.sf-filter-panel__options input[type="checkbox"]')];
        return boxes.findIndex((box) => {
          const count = Number(
            (box.closest('label, li')?.querySelector('.sf-filter-panel__count')?.textContent ?? '').replace(/\D/g, ''),
          );
          return !box.disabled && !box.checked && count > 0 && count < total;
        });
      });
      if (index < 0) throw new Error('no filter option narrows the category');
      return dialog.locator('.sf-filter-panel__options input[type="checkbox"]').nth(index);
    },
  },
  'add-to-bag': {
    path: (slug) => `/p/${encodeURIComponent(slug)}`,
    ready: '[data-remote="catalogue"] .sf-pdp-buy__add',
    outcome: 'added',
    /** Chooses a ring size in stock when the piece has sizes. */
    async prepare(page, settle) {
      const size = page.getByLabel('Ring size');
      if ((await size.count()) > 0) {
        const value = await size.evaluate(
          (select) =>
            [...select.options].find(
              (option) => option.value !== '' && !option.disabled && !/out of stock/i.test(option.text),
            )?.value,
        );
        if (!value) throw new Error('no ring size in stock');
        await size.selectOption(value);
        await settle();
      }
      return page.locator('.sf-pdp-buy__add');
    },
  },
};

/**
 * One interaction on a freshly loaded, settled page in a fresh context: its Event Timing duration (the longest entry
 * of the first interaction from the input; null when under the browser's 16 ms threshold) with its parts, and the
 * time from the input until its outcome is on screen.
 */
async function measureInteractionOnce(browser, origin, slug, name) {
  const interaction = interactions[name];
  const context = await browser.newContext(DEVICE);
  try {
    await context.addInitScript(observeInteractions);
    const { page, settle } = await throttledPage(context);
    const url = origin + interaction.path(slug);
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: SETTLE_CAP_MS });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.locator(interaction.ready).first().waitFor({ state: 'visible', timeout: SETTLE_CAP_MS });
    await settle();
    await dismissMessages(page, settle);
    const target = await interaction.prepare(page, settle);
    await dismissMessages(page, settle);
    await target.scrollIntoViewIfNeeded({ timeout: 10_000 });
    await page.waitForTimeout(500);
    const countBefore = await page.evaluate(() => document.querySelector('.sf-listing__count')?.textContent ?? '');
    await page.evaluate(armInteraction, { outcome: interaction.outcome, countBefore });
    await target.click({ timeout: 10_000 });
    await page.waitForFunction(() => window.__benchInteraction.shown !== null, null, { timeout: SETTLE_CAP_MS });
    // Event Timing entries arrive after the frame they end in.
    await page.waitForTimeout(1000);
    const { input, shown, events } = await page.evaluate(() => ({
      ...window.__benchInteraction,
      events: window.__benchEvents,
    }));
    const first = events.filter((entry) => entry.startTime >= input - 1).sort((a, b) => a.startTime - b.startTime)[0];
    const longest = first
      ? events
          .filter((entry) => entry.interactionId === first.interactionId)
          .reduce((best, entry) => (entry.duration > best.duration ? entry : best))
      : null;
    return {
      duration: longest ? longest.duration : null,
      inputDelay: longest ? longest.processingStart - longest.startTime : null,
      processing: longest ? longest.processingEnd - longest.processingStart : null,
      presentation: longest ? longest.startTime + longest.duration - longest.processingEnd : null,
      event: longest?.name ?? null,
      shown: shown - input,
    };
  } finally {
    await context.close();
  }
}

/** The median of the numbers among `values` (null when there are none). */
export function median(values) {
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
    else
      throw new Error(
        `unknown option ${arg} (use --url=, --runs=, --pages=home,content,article,category,product,search,bag,shipping,billing,payment-processing,thank-you,filter,add-to-bag)`,
      );
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
      { name: 'content', path: '/customer-service/delivery', ready: '[data-remote="engagement"] h1' },
      { name: 'article', path: DIAMOND_WARRANTY_PATH, ready: '[data-remote="engagement"] h1' },
      { name: 'category', path: '/engagement-rings', ready: '[data-remote="catalogue"] h1' },
      { name: 'product', path: `/p/${encodeURIComponent(slug)}`, ready: '[data-remote="catalogue"] h1' },
      { name: 'search', path: '/search?q=diamond', ready: '[data-remote="catalogue"] h1' },
      { name: 'bag', path: '/my-bag', ready: '[data-remote="checkout"] h1', stage: 'bag' },
      { name: 'shipping', path: '/checkout/shipping', ready: '[data-remote="checkout"] h1', stage: 'shipping' },
      { name: 'billing', path: '/checkout/billing', ready: '[data-remote="checkout"] h1', stage: 'billing' },
      {
        name: 'payment-processing',
        path: '/checkout/payment-processing',
        ready: '[data-remote="checkout"] h1',
        stage: 'payment',
      },
      { name: 'thank-you', path: '/checkout/thank-you', ready: '[data-remote="checkout"] h1', stage: 'order' },
    ].filter((page) => !options.pages || options.pages.has(page.name));
    const interactionNames = Object.keys(interactions).filter((name) => !options.pages || options.pages.has(name));
    const interactionResults = [];

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath,
      args: chromiumOptions.args,
      headless: true,
    });
    const browserVersion = browser.version();
    try {
      for (const page of pages) {
        const runs = [];
        try {
          for (let run = 0; run < options.runs; run += 1) runs.push(await measureOnce(browser, origin, page));
        } catch (error) {
          // One page that cannot be measured fails the run but leaves the others measured.
          console.error(`bench:pages: ${page.name}: ${error.message}`);
          failed = true;
          results.push({ page: page.name, path: page.path, error: error.message });
          continue;
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
        const budget = LCP_BUDGETS[page.name];
        if (budget !== undefined) {
          summary.budget = { lcp: budget };
          if (summary.lcp === null || summary.lcp > budget) failed = true;
        }
        results.push(summary);
      }
      for (const name of interactionNames) {
        const runs = [];
        try {
          for (let run = 0; run < options.runs; run += 1) {
            runs.push(await measureInteractionOnce(browser, origin, slug, name));
          }
        } catch (error) {
          console.error(`bench:pages: ${name}: ${error.message}`);
          failed = true;
          interactionResults.push({ interaction: name, path: interactions[name].path(slug), error: error.message });
          continue;
        }
        // An interaction under the browser's threshold has no entry: counted as 0 in the median, shown as < 16 ms.
        const part = (key) => median(runs.map((run) => run[key] ?? 0));
        const summary = {
          interaction: name,
          path: interactions[name].path(slug),
          duration: part('duration'),
          inputDelay: part('inputDelay'),
          processing: part('processing'),
          presentation: part('presentation'),
          shown: median(runs.map((run) => run.shown)),
          budget: { duration: INTERACTION_BUDGET_MS },
          runs,
        };
        if (summary.duration > INTERACTION_BUDGET_MS) failed = true;
        interactionResults.push(summary);
      }
    } finally {
      await browser.close();
    }

    const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`);
    const kb = (value) => `${(value / KB).toFixed(1)} KB`;
    console.log(
      `\n${origin}: median of ${options.runs} runs from a cold load, 390×844 DPR 3, 150 ms RTT, 1.6 Mbps down / 750 kbps up, CPU ×${CPU_SLOWDOWN}\n`,
    );
    if (results.length > 0) {
      console.log(
        `${'page'.padEnd(18)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)} ${'CLS'.padStart(6)} ${'JS'.padStart(9)} ${'total'.padStart(9)} ${'requests'.padStart(8)}  LCP element`,
      );
    }
    for (const row of results) {
      if (row.error) {
        console.log(`${row.page.padEnd(18)} not measured: ${row.error}`);
        continue;
      }
      const flag = row.budget && (row.lcp === null || row.lcp > row.budget.lcp) ? ' (over budget)' : '';
      console.log(
        `${row.page.padEnd(18)} ${ms(row.lcp).padStart(8)} ${ms(row.fcp).padStart(8)} ${row.cls.toFixed(3).padStart(6)} ${kb(row.jsBytes).padStart(9)} ${kb(row.totalBytes).padStart(9)} ${String(row.requests).padStart(8)}  ${row.lcpElement ?? '–'}${flag}`,
      );
    }
    if (interactionResults.length > 0) {
      console.log(
        `\n${'interaction'.padEnd(18)} ${'input→paint'.padStart(11)} ${'delay'.padStart(8)} ${'handlers'.padStart(9)} ${'paint'.padStart(8)} ${'shown'.padStart(9)}  path`,
      );
      for (const row of interactionResults) {
        if (row.error) {
          console.log(`${row.interaction.padEnd(18)} not measured: ${row.error}`);
          continue;
        }
        const duration = row.duration < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS} ms` : ms(row.duration);
        const flag = row.duration > INTERACTION_BUDGET_MS ? ' (over budget)' : '';
        console.log(
          `${row.interaction.padEnd(18)} ${duration.padStart(11)} ${ms(row.inputDelay).padStart(8)} ${ms(row.processing).padStart(9)} ${ms(row.presentation).padStart(8)} ${ms(row.shown).padStart(9)}  ${row.path}${flag}`,
        );
      }
      console.log(
        'input→paint: the interaction as INP counts it (Event Timing), = delay + handlers + paint; shown: input to the outcome on screen (API round trip included)',
      );
    }
    const product = results.find((row) => row.page === 'product');
    if (product) console.log(`\nproduct page: ${product.path}`);
    console.log(
      `budgets: LCP ≤ ${LCP_BUDGET_MS} ms for the product page, ≤ ${CONTENT_LCP_BUDGET_MS} ms for home, content and article; interactions ≤ ${INTERACTION_BUDGET_MS} ms from input to next paint`,
    );
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
          budgets: {
            productLcpMs: LCP_BUDGET_MS,
            homeContentArticleLcpMs: CONTENT_LCP_BUDGET_MS,
            interactionMs: INTERACTION_BUDGET_MS,
          },
          pages: results,
          interactions: interactionResults,
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
    console.error('\nbench:pages: failed (an LCP or an interaction over its budget, or a page did not load)');
    process.exit(1);
  }
  console.log('\nbench:pages: within budget (details in bench-results/pages.json)');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
