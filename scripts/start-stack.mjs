#!/usr/bin/env node
// Runs the whole store on one machine: the stand-ins for third parties we cannot reach (content service, payment
// provider, engagement platform), the commerce API, and the edge in front of them all (http://localhost:$PORT). Each part is its own
// process with its output prefixed; Ctrl-C (or SIGTERM) stops them all, and if one dies the rest are stopped too.
//
// It prints a line as each part is up and, at the end, the store's address for each market.
//
//   node scripts/start-stack.mjs            PORT=8080 API_PORT=8090 CONTENT_STANDIN_PORT=4040 PAYMENT_STANDIN_PORT=4050
//                                           ENGAGEMENT_STANDIN_PORT=4060
//
// Real services instead of a stand-in: set `STANDINS` to the ones still wanted (e.g. `STANDINS=payments` with
// CONTENTFUL_HOST/CONTENTFUL_SPACE/CONTENTFUL_ACCESS_TOKEN pointing at Contentful); `STANDINS=` runs none.
// The engagement stand-in answers Braze's Web SDK: the storefront's SDK settings are BRAZE_SDK_ENDPOINT (here
// http://127.0.0.1:$ENGAGEMENT_STANDIN_PORT; Braze's is your cluster's SDK endpoint, e.g. sdk.iad-03.braze.com) and
// BRAZE_API_KEY (the stand-in's local-braze-api-key, or the web app's key in Braze), switched on by INTEGRATIONS=braze;
// the edge hands them to the engagement remote in its site configuration.
// `API_URL` set = an API elsewhere: no local API is started. Everything else passes through to the parts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const port = Number(env.PORT ?? 8080);
const apiPort = Number(env.API_PORT ?? 8090);
const contentPort = Number(env.CONTENT_STANDIN_PORT ?? 4040);
const paymentsPort = Number(env.PAYMENT_STANDIN_PORT ?? 4050);
const engagementPort = Number(env.ENGAGEMENT_STANDIN_PORT ?? 4060);
const standins = new Set(
  (env.STANDINS ?? 'content,payments,engagement')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const marketOrigins = ['localhost', 'au.localhost', 'ca.localhost', 'nz.localhost', '127.0.0.1'].map(
  (host) => `http://${host}:${port}`,
);

/** @type {Array<{ name: string, command: string, args: string[], env: Record<string, string>, health: string }>} */
const parts = [];
if (standins.has('content')) {
  parts.push({
    name: 'content',
    command: tsx,
    args: ['packages/standin-content/src/server.ts'],
    env: { CONTENT_STANDIN_PORT: String(contentPort) },
    health: `http://127.0.0.1:${contentPort}/healthz`,
  });
}
if (standins.has('payments')) {
  parts.push({
    name: 'payments',
    command: tsx,
    args: ['packages/standin-payments/src/server.ts'],
    env: { PAYMENT_STANDIN_PORT: String(paymentsPort) },
    health: `http://127.0.0.1:${paymentsPort}/healthz`,
  });
}
if (standins.has('engagement')) {
  parts.push({
    name: 'engagement',
    command: tsx,
    args: ['packages/standin-engagement/src/server.ts'],
    env: { ENGAGEMENT_STANDIN_PORT: String(engagementPort), BRAZE_API_KEY: env.BRAZE_API_KEY ?? 'local-braze-api-key' },
    health: `http://127.0.0.1:${engagementPort}/healthz`,
  });
}
const apiUrl = env.API_URL || `http://127.0.0.1:${apiPort}`;
if (!env.API_URL) {
  parts.push({
    name: 'api',
    command: tsx,
    args: ['packages/commerce-api/src/server.ts'],
    env: {
      API_PORT: String(apiPort),
      ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? marketOrigins.join(','),
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
      // Local development: the e-mail outbox at /api/dev/outbox (activation and reset links, the journeys read it).
      // Off by default in the API, and refused under NODE_ENV=production.
      // The development clock too: a browser's `storefront_dev_clock` cookie sets the instant its dispatch and
      // delivery dates count from (the journeys' late-night Sydney order). Refused under NODE_ENV=production.
      ...(env.NODE_ENV === 'production'
        ? {}
        : { DEV_ENDPOINTS: env.DEV_ENDPOINTS ?? 'true', DEV_CLOCK: env.DEV_CLOCK ?? 'true' }),
      ...(standins.has('content') ? { CONTENTFUL_HOST: `127.0.0.1:${contentPort}`, CONTENTFUL_INSECURE: 'true' } : {}),
      ...(standins.has('payments') ? { PAYMENT_PROVIDER_URL: `http://127.0.0.1:${paymentsPort}` } : {}),
    },
    health: `${apiUrl}/api/healthz`,
  });
}
parts.push({
  name: 'edge',
  command: process.execPath,
  args: ['deploy/bin/storefront.mjs', 'serve'],
  env: {
    PORT: String(port),
    API_URL: apiUrl,
    // The content stand-in serves its assets from its own origin, as Contentful does from images.ctfassets.net.
    ...(env.CSP_IMG_SRC === undefined
      ? {
          CSP_IMG_SRC: [
            ...(standins.has('content') ? [`http://127.0.0.1:${contentPort}`] : []),
            ...(standins.has('engagement') ? [`http://127.0.0.1:${engagementPort}`] : []),
          ].join(' '),
        }
      : {}),
    // The engagement SDK talks to the stand-in (its endpoint joins the CSP's connect-src); HTML in-app messages and
    // banners are allowed (SPEC §9), and the SDK logs nothing.
    ...(standins.has('engagement') && env.INTEGRATIONS === undefined
      ? {
          INTEGRATIONS: 'braze',
          BRAZE_API_KEY: env.BRAZE_API_KEY ?? 'local-braze-api-key',
          BRAZE_SDK_ENDPOINT: env.BRAZE_SDK_ENDPOINT ?? `http://127.0.0.1:${engagementPort}`,
          BRAZE_ALLOW_USER_SCRIPT: env.BRAZE_ALLOW_USER_SCRIPT ?? '1',
        }
      : {}),
  },
  health: `http://127.0.0.1:${port}/healthz`,
});

// `npm start` (scripts/start.mjs) passes when it began, so the times below count from the operator's command.
const startedAt = Number(env.STOREFRONT_START_TIME) || Date.now();
const since = () => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;

/** Where each market's store is (the README's table), or the configured MARKET_ORIGINS. */
function storeAddresses() {
  if (env.MARKET_ORIGINS) return Object.entries(JSON.parse(env.MARKET_ORIGINS));
  return [
    ['Australia (en-AU)', `http://localhost:${port}  http://au.localhost:${port}`],
    ['Canada (en-CA)', `http://ca.localhost:${port}`],
    ['Canada in French (fr-CA)', `http://ca.localhost:${port}/fr`],
    ['New Zealand (en-NZ)', `http://nz.localhost:${port}`],
  ];
}

const children = [];
let stopping = false;

function prefixed(name, stream, target) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}

async function waitHealthy(part, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${part.name} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(part.health, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500 || part.name === 'edge') return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${part.name} did not become healthy at ${part.health}`);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

for (const part of parts) {
  const child = spawn(part.command, part.args, {
    cwd: root,
    env: { ...env, ...part.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  prefixed(part.name, child.stdout, process.stdout);
  prefixed(part.name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[stack] ${part.name} stopped (${signal ?? code}); stopping the rest.`);
    stopAll(code || 1);
  });
  try {
    await waitHealthy(part, child);
    console.log(`[stack] ${part.name} up (${new URL(part.health).origin}) at ${since()}`);
  } catch (error) {
    console.error(`[stack] ${error.message}`);
    stopAll(1);
    break;
  }
}
if (!stopping) {
  console.log(`[stack] The store is up at ${since()} (API ${apiUrl}). Open it per market:`);
  for (const [market, address] of storeAddresses()) console.log(`[stack]   ${market.padEnd(26)} ${address}`);
}
