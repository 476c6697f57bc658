#!/usr/bin/env node
// Runs the store as production does, on one machine (`npm run start:cluster`): nginx in front (the CDN and load
// balancer, deploy/nginx/) on http://localhost:$PORT, EDGES edge processes sharing one release store, APIS commerce
// API processes over one PostgreSQL server, and the stand-ins (the same parts as `npm start`, scripts/stack-parts.mjs).
//
//   PORT=8080            nginx: the store
//   EDGE_PORT=8081       the first edge (the next ones count up), EDGES=2
//   API_LB_PORT=8089     nginx's API balancer, every edge's API_URL
//   API_PORT=8091        the first API process (the next ones count up), APIS=3
//   POSTGRES_PORT=55440  the throw-away PostgreSQL cluster (scripts/postgres-cluster.sh), unless DATABASE_URL is set
//   PGLITE_DATA_DIR      with APIS=1 and no DATABASE_URL: one API process on the embedded database (bench:cluster)
//   CONTENT_STANDIN_PORT, PAYMENT_STANDIN_PORT, ENGAGEMENT_STANDIN_PORT, STANDINS: as for npm start
//   STOREFRONT_DATA_DIR  the release store every edge serves (default deploy/.data): a deploy or rollback reaches
//                        every edge on its next request
//
// The first API process starts alone and migrates (and seeds an empty database); the others start once it is
// healthy. An edge or API process that dies is started again while the others carry on (nginx routes around it), as
// Kubernetes restarts a pod. Ctrl-C or SIGTERM stops nginx first (it finishes what it was sending), then each edge and
// API process (each drains: no new requests, in-flight ones finish), then the stand-ins and the throw-away PostgreSQL.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { apiPart, createSupervisor, edgePart, root, standinParts, standinSettings } from './stack-parts.mjs';

const env = process.env;
const port = Number(env.PORT ?? 8080);
const edgeCount = Number(env.EDGES ?? 2);
const apiCount = Number(env.APIS ?? 3);
const edgePorts = Array.from({ length: edgeCount }, (_, i) => Number(env.EDGE_PORT ?? 8081) + i);
const apiPorts = Array.from({ length: apiCount }, (_, i) => Number(env.API_PORT ?? 8091) + i);
const apiLbPort = Number(env.API_LB_PORT ?? 8089);
const settings = standinSettings(env);
const { prepareNginx } = await tsImport('../deploy/src/cdn/nginx-process.ts', import.meta.url);

const supervisor = createSupervisor({ label: 'cluster', env });

// PGLITE_DATA_DIR (with APIS=1): the embedded database instead of PostgreSQL, for comparing one process on each.
const pglite = !env.DATABASE_URL && env.PGLITE_DATA_DIR !== undefined;
if (pglite && apiCount !== 1) throw new Error('PGLITE_DATA_DIR: the embedded database serves one API process (APIS=1)');
let databaseUrl = env.DATABASE_URL;
if (!databaseUrl && !pglite) {
  const base = mkdtempSync(path.join(tmpdir(), 'storefront-cluster-pg-'));
  chmodSync(base, 0o755); // the server runs as the postgres user, which must reach its data directory
  const cluster = path.join(base, 'postgres');
  const script = path.join(root, 'scripts', 'postgres-cluster.sh');
  try {
    databaseUrl = execFileSync(script, ['start', cluster, String(env.POSTGRES_PORT ?? 55440)], {
      encoding: 'utf8',
    }).trim();
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
  supervisor.onStopped(() => {
    execFileSync(script, ['stop', cluster], { stdio: 'ignore' });
    rmSync(base, { recursive: true, force: true });
  });
}

const runDir = mkdtempSync(path.join(tmpdir(), 'storefront-cluster-nginx-'));
supervisor.onStopped(() => rmSync(runDir, { recursive: true, force: true }));
const nginx = await prepareNginx(
  {
    listen: `127.0.0.1:${port}`,
    apiListen: `127.0.0.1:${apiLbPort}`,
    edges: edgePorts.map((edgePort) => `127.0.0.1:${edgePort}`),
    apis: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
    runDir,
  },
  env,
);

const apis = apiPorts.map((apiPort, i) => ({
  ...apiPart(
    env,
    {
      name: `api-${i + 1}`,
      port: apiPort,
      publicPort: port,
      extraEnv: databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    },
    settings,
  ),
  replica: true,
}));
const edges = edgePorts.map((edgePort, i) => ({
  ...edgePart(
    env,
    {
      name: `edge-${i + 1}`,
      port: edgePort,
      apiUrl: `http://127.0.0.1:${apiLbPort}`,
      extraEnv: {
        // nginx is the proxy in front: its X-Forwarded-For names the shopper.
        TRUSTED_PROXIES: env.TRUSTED_PROXIES ?? '127.0.0.1',
        // Shoppers reach the store through nginx's port, not the edge's own.
        MARKET_ORIGINS:
          env.MARKET_ORIGINS ??
          JSON.stringify({
            AU: `http://au.localhost:${port}`,
            CA: `http://ca.localhost:${port}`,
            NZ: `http://nz.localhost:${port}`,
          }),
      },
    },
    settings,
  ),
  replica: true,
}));
const [firstApi, ...otherApis] = apis;
const started = await supervisor.start([
  standinParts(env, settings),
  // The first API process migrates (and seeds an empty database) alone; the others find the schema ready.
  ...(firstApi ? [firstApi] : []),
  otherApis,
  edges,
  {
    name: 'nginx',
    command: nginx.command,
    args: nginx.args,
    env: {},
    health: `http://127.0.0.1:${port}/remotes.json`,
    // Graceful: finishes the requests it is passing on before it exits.
    stopSignal: 'SIGQUIT',
  },
]);
if (started) {
  const pids = (names) => names.map((name) => `pid ${supervisor.pidOf(name)}`).join(', ');
  console.log(
    [
      `[cluster] The store is up on http://localhost:${port} (nginx: CDN and load balancer; ${nginx.configFile})`,
      `[cluster]   edges          ${edgePorts.map((edgePort) => `http://127.0.0.1:${edgePort}`).join('  ')} (${pids(edges.map((edge) => edge.name))})`,
      `[cluster]   API balancer   http://127.0.0.1:${apiLbPort}/api`,
      `[cluster]   API processes  ${apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}/api`).join('  ')} (${pids(apis.map((api) => api.name))})`,
      `[cluster]   database       ${databaseUrl ? databaseUrl.replace(/:[^:@/]+@/, ':***@') : `PGlite ${env.PGLITE_DATA_DIR}`}`,
    ].join('\n'),
  );
}
