// The parts of a running store and the supervisor that runs them, shared by `npm start` (scripts/start-stack.mjs: one
// edge, one API) and `npm run start:cluster` (scripts/start-cluster.mjs: nginx, several edges and API processes over
// one PostgreSQL). A part is a process with a health address; the supervisor prefixes its output, waits until it is
// healthy, stops everything when one part dies, and on Ctrl-C or SIGTERM stops the parts in reverse order, each
// draining (in-flight requests finish) before the next is asked.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/**
 * @typedef {{ name: string, command: string, args: string[], env: Record<string, string>, health: string,
 *   anyStatus?: boolean, stopSignal?: NodeJS.Signals, replica?: boolean }} Part
 * `anyStatus`: any answer counts as healthy (the edge answers /healthz 200 even while the API is still starting).
 * `replica`: one of several doing the same job behind a load balancer: when it dies the others carry on and it is
 * started again (as Kubernetes restarts a pod), instead of the whole store stopping.
 */

/**
 * The ports and stand-ins named by the environment, as `npm start` documents them.
 * @param {NodeJS.ProcessEnv} env
 */
export function standinSettings(env) {
  return {
    contentPort: Number(env.CONTENT_STANDIN_PORT ?? 4040),
    paymentsPort: Number(env.PAYMENT_STANDIN_PORT ?? 4050),
    engagementPort: Number(env.ENGAGEMENT_STANDIN_PORT ?? 4060),
    standins: new Set(
      (env.STANDINS ?? 'content,payments,engagement')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  };
}

/**
 * The stand-ins for the third parties we cannot reach (content service, payment provider, engagement platform).
 * @param {NodeJS.ProcessEnv} env
 * @param {ReturnType<typeof standinSettings>} settings
 * @returns {Part[]}
 */
export function standinParts(env, { contentPort, paymentsPort, engagementPort, standins }) {
  /** @type {Part[]} */
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
      env: {
        ENGAGEMENT_STANDIN_PORT: String(engagementPort),
        BRAZE_API_KEY: env.BRAZE_API_KEY ?? 'local-braze-api-key',
      },
      health: `http://127.0.0.1:${engagementPort}/healthz`,
    });
  }
  return parts;
}

/**
 * The market origins shoppers use (the API's CSRF check and e-mail links): the public port of the store.
 * @param {number} publicPort
 */
export function marketOrigins(publicPort) {
  return ['localhost', 'au.localhost', 'ca.localhost', 'nz.localhost', '127.0.0.1'].map(
    (host) => `http://${host}:${publicPort}`,
  );
}

/**
 * One commerce API process.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ name?: string, port: number, publicPort: number, extraEnv?: Record<string, string> }} options
 * @param {ReturnType<typeof standinSettings>} settings
 * @returns {Part}
 */
export function apiPart(env, { name = 'api', port, publicPort, extraEnv = {} }, settings) {
  const { standins, contentPort, paymentsPort } = settings;
  return {
    name,
    command: tsx,
    args: ['packages/commerce-api/src/server.ts'],
    env: {
      API_PORT: String(port),
      ALLOWED_ORIGINS: env.ALLOWED_ORIGINS ?? marketOrigins(publicPort).join(','),
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${publicPort}`,
      // Local development: the e-mail outbox at /api/dev/outbox (activation and reset links, the journeys read it).
      // Off by default in the API, and refused under NODE_ENV=production.
      // The development clock too: a browser's `storefront_dev_clock` cookie sets the instant its dispatch and
      // delivery dates count from (the journeys' late-night Sydney order). Refused under NODE_ENV=production.
      ...(env.NODE_ENV === 'production'
        ? {}
        : { DEV_ENDPOINTS: env.DEV_ENDPOINTS ?? 'true', DEV_CLOCK: env.DEV_CLOCK ?? 'true' }),
      ...(standins.has('content') ? { CONTENTFUL_HOST: `127.0.0.1:${contentPort}`, CONTENTFUL_INSECURE: 'true' } : {}),
      ...(standins.has('payments') ? { PAYMENT_PROVIDER_URL: `http://127.0.0.1:${paymentsPort}` } : {}),
      ...extraEnv,
    },
    health: `http://127.0.0.1:${port}/api/healthz`,
  };
}

/**
 * One edge.
 * @param {NodeJS.ProcessEnv} env
 * @param {{ name?: string, port: number, apiUrl: string, extraEnv?: Record<string, string> }} options
 * @param {ReturnType<typeof standinSettings>} settings
 * @returns {Part}
 */
export function edgePart(env, { name = 'edge', port, apiUrl, extraEnv = {} }, settings) {
  const { standins, contentPort, engagementPort } = settings;
  return {
    name,
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
      ...extraEnv,
    },
    health: `http://127.0.0.1:${port}/healthz`,
    anyStatus: true,
  };
}

function prefixed(name, stream, target) {
  let buffered = '';
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
}

/** How long a part may take to drain once asked to stop before it is killed. */
const DRAIN_LIMIT_MS = 30_000;

/**
 * Runs parts as child processes. `start` takes groups: the parts of a group start together and are all healthy before
 * the next group starts. Ctrl-C, SIGTERM or a part that dies stops every part in reverse order (each is sent its
 * `stopSignal`, SIGTERM by default, and waited for), then runs the `onStopped` clean-ups and exits. It prints a line
 * as each part is up, with the time since `startedAt` (the operator's command).
 * @param {{ label: string, env: NodeJS.ProcessEnv, startedAt?: number }} options
 */
export function createSupervisor({ label, env, startedAt = Date.now() }) {
  /** @type {Array<{ part: Part, child: import('node:child_process').ChildProcess, exited: Promise<void> }>} */
  const running = [];
  /** @type {Array<() => Promise<void> | void>} */
  const cleanups = [];
  /** @type {Set<string>} */
  const healthy = new Set();
  let stopping = false;

  async function stopPart({ part, child, exited }) {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(part.stopSignal ?? 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), DRAIN_LIMIT_MS);
    await exited;
    clearTimeout(timer);
  }

  async function stopAll(code) {
    if (stopping) return;
    stopping = true;
    for (const entry of [...running].reverse()) await stopPart(entry);
    for (const cleanup of cleanups.reverse()) await cleanup();
    process.exit(code);
  }

  async function waitHealthy(part, child) {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${part.name} exited with code ${child.exitCode}`);
      try {
        const response = await fetch(part.health, { signal: AbortSignal.timeout(2000) });
        if (response.status < 500 || part.anyStatus) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`${part.name} did not become healthy at ${part.health}`);
  }

  /** @param {Part} part @param {number} [slot] where it ran before (a restart keeps its place in the stop order) */
  async function startPart(part, slot) {
    const child = spawn(part.command, part.args, {
      cwd: root,
      env: { ...env, ...part.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', () => resolve()));
    if (slot === undefined) running.push({ part, child, exited });
    else running[slot] = { part, child, exited };
    prefixed(part.name, child.stdout, process.stdout);
    prefixed(part.name, child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (part.replica && healthy.has(part.name)) {
        console.error(`[${label}] ${part.name} stopped (${signal ?? code}); the others carry on, starting it again.`);
        healthy.delete(part.name);
        startPart(
          part,
          running.findIndex((entry) => entry.child === child),
        ).then(
          () => console.log(`[${label}] ${part.name} is back (pid ${pidOf(part.name)}).`),
          (error) => console.error(`[${label}] ${part.name} did not come back: ${error.message}`),
        );
        return;
      }
      console.error(`[${label}] ${part.name} stopped (${signal ?? code}); stopping the rest.`);
      void stopAll(code || 1);
    });
    await waitHealthy(part, child);
    healthy.add(part.name);
    const since = `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
    console.log(`[${label}] ${part.name} up (${new URL(part.health).origin}) at ${since}`);
  }

  function pidOf(name) {
    return running.find((entry) => entry.part.name === name)?.child.pid;
  }

  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  return {
    /**
     * Starts the groups in order; false (and everything stopped) when a part failed to start.
     * @param {Array<Part | Part[]>} groups
     */
    async start(groups) {
      for (const group of groups) {
        if (stopping) return false;
        try {
          await Promise.all((Array.isArray(group) ? group : [group]).map((part) => startPart(part)));
        } catch (error) {
          console.error(`[${label}] ${error.message}`);
          void stopAll(1);
          return false;
        }
      }
      return !stopping;
    },
    /** Runs after every part has stopped (e.g. stopping a database cluster). @param {() => Promise<void> | void} cleanup */
    onStopped(cleanup) {
      cleanups.push(cleanup);
    },
    /** The process id of a running part. @param {string} name */
    pidOf,
    stopAll,
  };
}
