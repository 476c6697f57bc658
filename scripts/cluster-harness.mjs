// A cluster started for a proof or a benchmark (scripts/cluster.test.mjs, scripts/bench-cluster.mjs): `npm run
// start:cluster`'s script on free ports, over a release store the caller gives, and a shopper that browses, fills a
// bag and checks out through nginx as a browser would (cookies, the CSRF header, an idempotency key per order).
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import addresses from '../e2e/addresses.json' with { type: 'json' };
import { root } from './stack-parts.mjs';

/** True when nothing listens on the port. @param {number} port */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first of `count` consecutive free ports at or after `from`. */
async function freeRange(from, count) {
  for (let base = from; base < 65_000; base += count) {
    let free = true;
    for (let port = base; port < base + count && free; port++) free = await isFree(port);
    if (free) return base;
  }
  throw new Error('no free ports');
}

/**
 * Starts `scripts/start-cluster.mjs` (its own process group) and resolves once it prints that the store is up.
 * Ports: CLUSTER_PORT_BASE (default: a free range from 20000), 13 consecutive ones.
 * @param {{ dataDir: string, edges?: number, apis?: number, pglite?: boolean, env?: Record<string, string> }} options
 */
export async function startCluster({ dataDir, edges = 2, apis = 3, pglite = false, env = {} }) {
  const base = process.env.CLUSTER_PORT_BASE ? Number(process.env.CLUSTER_PORT_BASE) : await freeRange(20_000, 13);
  const ports = {
    PORT: base,
    EDGE_PORT: base + 1,
    API_LB_PORT: base + 4,
    API_PORT: base + 5,
    CONTENT_STANDIN_PORT: base + 9,
    PAYMENT_STANDIN_PORT: base + 10,
    ENGAGEMENT_STANDIN_PORT: base + 11,
    POSTGRES_PORT: Number(process.env.POSTGRES_PORT ?? base + 12),
  };
  const { DATABASE_URL: _ignored, PGLITE_DATA_DIR: _alsoIgnored, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start-cluster.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...inherited,
      ...Object.fromEntries(Object.entries(ports).map(([name, value]) => [name, String(value)])),
      EDGES: String(edges),
      APIS: String(apis),
      STOREFRONT_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The proofs measure the store, not the first views' wait for the API.
      ...(pglite ? { PGLITE_DATA_DIR: 'memory://' } : {}),
      ...env,
    },
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const up = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      if (process.env.CLUSTER_VERBOSE) process.stderr.write(chunk);
      if (/\[cluster\]\s+database .*\n/.test(output)) resolve(undefined);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`start-cluster exited (${code}) before the store was up:\n${output}`)),
    );
  });
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', killGroup);
  const timer = setTimeout(killGroup, 240_000);
  try {
    await up;
  } catch (error) {
    killGroup();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const pidsOf = (label) => {
    const line = new RegExp(`^\\[cluster\\]\\s+${label} .*\\((.*)\\)$`, 'm').exec(output)?.[1] ?? '';
    return [...line.matchAll(/pid (\d+)/g)].map((match) => Number(match[1]));
  };
  return {
    /** The process group of every part (start-cluster's process id). */
    pid: child.pid,
    origin: `http://127.0.0.1:${ports.PORT}`,
    port: ports.PORT,
    edgePorts: Array.from({ length: edges }, (_, i) => ports.EDGE_PORT + i),
    apiPids: pidsOf('API processes'),
    databaseUrl: pglite ? undefined : `postgres://storefront@127.0.0.1:${ports.POSTGRES_PORT}/postgres`,
    output: () => output,
    /** SIGTERM (every part drains), then waits; kills the group if it takes over a minute. */
    async stop() {
      child.kill('SIGTERM');
      const limit = setTimeout(killGroup, 60_000);
      await exited;
      clearTimeout(limit);
      process.removeListener('exit', killGroup);
    },
  };
}

/** Answers of `psql` (Debian's PostgreSQL client) as rows of fields. */
export function psqlRows(databaseUrl, query) {
  const bin = readdirSync('/usr/lib/postgresql').sort().at(-1);
  const out = execFileSync(`/usr/lib/postgresql/${bin}/bin/psql`, [databaseUrl, '-Atc', query], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));
}

/**
 * A shopper's browser on the store behind nginx: a cookie jar, the headers the shell's HTTP client sends, and its
 * retry policy (SPEC §9: a GET once more after a network error or a 5xx, a POST never). Every failure it saw is
 * counted in `errors` (by step), whether or not a retry then succeeded.
 */
export class Shopper {
  /** @param {string} origin @param {Map<string, number>} errors */
  constructor(origin, errors) {
    this.origin = origin;
    this.errors = errors;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  count(step) {
    this.errors.set(step, (this.errors.get(step) ?? 0) + 1);
  }

  /** @returns {Promise<{ status: number, body: any }>} status 0: no answer */
  async send(step, method, url, body, headers = {}) {
    const attempts = method === 'GET' ? 2 : 1;
    let answer = { status: 0, body: undefined };
    for (let attempt = 0; attempt < attempts; attempt++) {
      try {
        const response = await fetch(`${this.origin}${url}`, {
          method,
          headers: {
            origin: this.origin,
            'x-storefront-csrf': '1',
            'x-storefront-locale': 'en-AU',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(this.cookies.size > 0
              ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
              : {}),
            ...headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(15_000),
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair] = line.split(';');
          const at = pair.indexOf('=');
          this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const text = await response.text();
        answer = { status: response.status, body: text ? safeJson(text) : undefined };
      } catch {
        answer = { status: 0, body: undefined };
      }
      if (answer.status !== 0 && answer.status < 500) return answer;
      this.count(step);
    }
    return answer;
  }
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Engagement rings in stock (a variant, and a ring size when sized) with 2 or more units, for shoppers to buy. */
export async function stockedVariants(origin, wanted = 10) {
  const shopper = new Shopper(origin, new Map());
  const list = await shopper.send('setup', 'GET', '/api/products?category=engagement-rings&pageSize=48');
  const found = [];
  const skipped = [];
  for (const tile of list.body.items.filter((item) => item.availability.stock === 'in_stock')) {
    const answer = await shopper.send('setup', 'GET', `/api/products/${tile.slug}`);
    if (answer.status !== 200) {
      skipped.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      continue;
    }
    const detail = answer.body;
    for (const variant of detail.variants) {
      const units = detail.flags.sized
        ? variant.sizes.filter((entry) => entry.quantity >= 2).map((entry) => entry.code)
        : variant.quantity >= 2
          ? [undefined]
          : [];
      for (const size of units) {
        found.push({ slug: tile.slug, sku: variant.sku, size });
        if (found.length >= wanted) return found;
      }
    }
  }
  if (found.length === 0) throw new Error(`no engagement ring in stock (product answers ${skipped.join(', ')})`);
  return found;
}

/** The journeys' Australian address (e2e/addresses.json): one set of test addresses for every client. */
const ADDRESS = addresses.AU;

/**
 * One shopper's whole visit: the category, a product, add to bag, the checkout steps, paying on the provider's page,
 * placing the order (pressing again, with the same idempotency key, up to 3 times when no answer comes back).
 * @returns {Promise<{ email: string, paymentSessionId?: string, orderNumber?: string, failedAt?: string }>}
 */
export async function shop(origin, variant, email, errors) {
  const shopper = new Shopper(origin, errors);
  const step = async (name, method, url, body, ok, headers) => {
    const answer = await shopper.send(name, method, url, body, headers);
    if (!ok.includes(answer.status)) throw Object.assign(new Error(name), { step: name, answer });
    return answer.body;
  };
  try {
    await step('browse', 'GET', '/api/products?category=engagement-rings&page=1&pageSize=24', undefined, [200]);
    await step('product', 'GET', `/api/products/${variant.slug}`, undefined, [200]);
    await step(
      'add to bag',
      'POST',
      '/api/bag/lines',
      { sku: variant.sku, quantity: 1, ...(variant.size ? { size: variant.size } : {}) },
      [201],
    );
    await step('email', 'PUT', '/api/checkout/email', { email }, [200]);
    await step('shipping', 'PUT', '/api/checkout/shipping', { deliveryMethod: 'standard', address: ADDRESS }, [200]);
    await step('billing', 'PUT', '/api/checkout/billing', { sameAsShipping: true }, [200]);
    const session = await step('payment session', 'POST', '/api/checkout/payment-session', { method: 'card' }, [201]);
    const paid = await fetch(session.redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4111111111111111', expiry: '12/35', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    if (paid.status >= 400) throw Object.assign(new Error('pay'), { step: 'pay' });
    const key = `${email}-order`;
    for (let press = 0; press < 3; press++) {
      const answer = await shopper.send(
        'place order',
        'POST',
        '/api/checkout/place-order',
        { paymentSessionId: session.paymentSessionId },
        { 'idempotency-key': key },
      );
      if (answer.status === 201 || answer.status === 200) {
        return { email, paymentSessionId: session.paymentSessionId, orderNumber: answer.body.orderNumber };
      }
      if (answer.status !== 0 && answer.status < 500) {
        return { email, paymentSessionId: session.paymentSessionId, failedAt: `place order ${answer.status}` };
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return { email, paymentSessionId: session.paymentSessionId, failedAt: 'place order (no answer after 3 presses)' };
  } catch (error) {
    return { email, failedAt: `${error.step ?? 'unknown'} ${error.answer?.status ?? ''}`.trim() };
  }
}
