import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's brotli filter (`apt-get install -y libnginx-mod-http-brotli-filter`); nginx compresses with gzip alone without it. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** The template in `deploy/nginx/`: nginx's own syntax, with `${UPPER_CASE}` names filled in by {@link renderNginxConfig}. */
export const NGINX_TEMPLATE = path.resolve(__dirname, '../../nginx/storefront.conf.template');

/** Where the CDN listens, what it balances and where it keeps its files. */
export interface NginxSettings {
  /** `host:port` of the public server (the store's address). */
  listen: string;
  /** `host:port` of the API balancer the edges use as `API_URL`; none: the API balancer is left out. */
  apiListen?: string;
  /** `host:port` of each edge. */
  edges: readonly string[];
  /** `host:port` of each commerce API process (with `apiListen`). */
  apis?: readonly string[];
  /** A directory of its own for the pid file, temp files, the cache and (by default) the logs. */
  runDir: string;
  /** Failures within `failTimeoutSeconds` that take an upstream out for `failTimeoutSeconds` (default 2 and 5). */
  maxFails?: number;
  failTimeoutSeconds?: number;
  /** Default 2: nginx spends little CPU here; the store's processes need the cores. */
  workerProcesses?: number;
  /** `X-Forwarded-Proto` the edges are told (default `$scheme`; `https` behind a TLS-terminating CDN). */
  forwardedProto?: string;
  /** Default: the brotli filter when Debian's module is installed. */
  brotli?: boolean;
  /** Default: `<runDir>/access.log`, written in 64 KB batches (at least each second); `off` for none. */
  accessLog?: string;
  /** Default: `<runDir>/error.log`. */
  errorLog?: string;
  /** The largest cache on disk (default `1g`). */
  cacheMaxSize?: string;
  /** The user the workers run as when nginx starts as root (default `www-data`, Debian's nginx user, whom `runDir` must let in). */
  user?: string;
  /** Whether nginx starts as root, so needs `user` (default: whether this process is root; false for a pod's non-root user). */
  asRoot?: boolean;
}

const BROTLI_DIRECTIVES = `  brotli on;
  brotli_comp_level 4;
  brotli_min_length 1024;
  brotli_types text/css text/plain text/xml application/javascript text/javascript application/json
    application/problem+json application/manifest+json image/svg+xml application/xml;`;

/** The template's API balancer (its upstream and server), each between `# [api balancer]` and `# [/api balancer]`. */
const API_BALANCER_LINES = /^[ \t]*# \[api balancer\].*\n[\s\S]*?^[ \t]*# \[\/api balancer\]\n/gm;

const HOST_PORT = /^(?:\[[0-9a-f:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/;

function servers(addresses: readonly string[], maxFails: number, failTimeout: number, what: string): string {
  if (addresses.length === 0) throw new Error(`nginx: at least one ${what} is needed`);
  return addresses
    .map((address) => {
      if (!HOST_PORT.test(address)) throw new Error(`nginx: ${what} "${address}" is not host:port`);
      return `    server ${address} max_fails=${maxFails} fail_timeout=${failTimeout}s;`;
    })
    .join('\n');
}

/**
 * The nginx configuration of the CDN and load balancer: `deploy/nginx/storefront.conf.template` with every
 * `${NAME}` filled in. An unknown name in the template is an error, never an empty string.
 */
export function renderNginxConfig(settings: NginxSettings, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  const maxFails = settings.maxFails ?? 2;
  const failTimeout = settings.failTimeoutSeconds ?? 5;
  const brotli = settings.brotli ?? existsSync(BROTLI_MODULE);
  const runningAsRoot = settings.asRoot ?? (typeof process.getuid === 'function' && process.getuid() === 0);
  const values: Record<string, string> = {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};` : '',
    USER: runningAsRoot ? `user ${settings.user ?? 'www-data'};` : '',
    WORKER_PROCESSES: String(settings.workerProcesses ?? 2),
    RUN_DIR: settings.runDir,
    ERROR_LOG: settings.errorLog ?? path.join(settings.runDir, 'error.log'),
    // Buffered: one write per 64 KB or per second instead of one per request.
    ACCESS_LOG:
      settings.accessLog === 'off'
        ? 'off'
        : `${settings.accessLog ?? path.join(settings.runDir, 'access.log')} combined buffer=64k flush=1s`,
    CACHE_MAX_SIZE: settings.cacheMaxSize ?? '1g',
    BROTLI: brotli ? BROTLI_DIRECTIVES : '',
    EDGE_SERVERS: servers(settings.edges, maxFails, failTimeout, 'edge'),
    LISTEN: settings.listen,
    ...(settings.apiListen === undefined
      ? {}
      : {
          API_SERVERS: servers(settings.apis ?? [], maxFails, failTimeout, 'API process'),
          API_LISTEN: settings.apiListen,
        }),
    FORWARDED_PROTO: settings.forwardedProto ?? '$scheme',
  };
  const kept = settings.apiListen === undefined ? template.replace(API_BALANCER_LINES, '') : template;
  return kept.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for \${${name}}`);
    return value;
  });
}
