import path from 'node:path';
import compress from '@fastify/compress';
import { remoteNames, siteConfigSchema, type RemoteRegistry, type SiteConfig } from '@storefront/contracts';
import { decideLocale, LOCALE_QUERY, type LocaleCode } from '@storefront/i18n';
import { trustProxy } from '@storefront/proxy-trust';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isSafeVersion } from '../release-store';
import { releaseDir, storeLayout } from '../store-layout';
import type { ReleaseMeta } from '../store-schemas';
import { API_BODY_LIMIT, apiUpstreamUrl, clientAddressOf, forwardingHeaders, registerApi } from './api-proxy';
import {
  appendToHead,
  assetsForPath,
  bootDataScript,
  bootHintsSchema,
  languageForPath,
  localManifest,
  pathMatches,
  preloadLinks,
  remotePageForPath,
  remoteRouteHints,
  routeChunksSchema,
  routePageHints,
  type RouteChunks,
  type BootHints,
  type PreloadHint,
} from './boot-hints';
import { CspReports, registerCspReports } from './csp-reports';
import { readEdgeConfig, type EdgeConfig, type EdgeTls } from './edge-config';
import { bootAfterLargestPaint, hasLargestImage } from './boot-after-paint';
import { insertFirstView, pagePayloadScript, PayloadCache, payloadSources, routeParams, slugPage } from './first-view';
import { documentOrigin, insertPageHead, pageHeadOf, pageHeadTags, privatePageRobots } from './page-head';
import { decideStatus, questionPath, statusFromAnswer, type StatusQuestion } from './page-status';
import { checkHealth } from './health';
import {
  contentSecurityPolicy,
  createNonce,
  CSP_REPORT_PATH,
  injectNonce,
  noShellReleasePage,
  setDocumentLanguage,
  stampBuild,
} from './html-document';
import {
  clientErrorHandler,
  frameworkErrors,
  notFound,
  registerProblemHandlers,
  sendProblem,
  type AllowedMethods,
} from './problem';
import { registerPushServiceWorker } from './push-service-worker';
import type { Readiness } from './drain';
import { createReleaseState } from './release-state';
import { registerSecurityHeaders } from './security-headers';
import {
  contentTypeFor,
  hasFileExtension,
  ImmutableFileCache,
  isContentHashed,
  safeRelativePath,
} from './static-files';

/** How to create an edge: where the release store is, and its settings (default: read from `env`). */
export interface EdgeOptions {
  dataDir: string;
  /** Environment to read the settings from when `config` is not given (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  config?: EdgeConfig;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: { write(line: string): void };
  /** Set to draining on SIGTERM (`drainOnSignals`): `/healthz` then answers 503. */
  readiness?: Readiness;
}

/** `Cache-Control` of anything under a versioned path. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files the shell may ship at its root that browsers ask for at the site root. */
const ROOT_FILES = new Set(['favicon.ico', 'robots.txt', 'manifest.webmanifest', 'site.webmanifest']);
/** How long a client has to send a whole request (headers and body) before it is answered 408 and dropped. */
const REQUEST_TIMEOUT_MS = 30_000;
/** The longest address answered (what CDNs commonly pass); Node itself refuses request heads over 16 KiB (431). */
const MAX_URL_LENGTH = 8 * 1024;
const API_METHODS = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'] as const;
/** Fastify's error for an address it cannot decode. */
const BAD_URL = 'FST_ERR_BAD_URL';
/** An API answer a document waits for: its status, and its body when 200. */
interface ApiAnswer {
  status: number;
  body: unknown;
}

/** How long the API's word on whether a page exists is kept: a burst of visits asks once; a new page shows soon. */
const PAGE_STATUS_TTL_MS = 30_000;

/** The methods each path takes: the API all it proxies, the report endpoint POST, everything else GET and HEAD. */
const allowedMethods: AllowedMethods = (urlPath) => {
  if (urlPath === '/api' || urlPath.startsWith('/api/')) return API_METHODS;
  if (urlPath === CSP_REPORT_PATH) return ['POST'];
  return ['GET', 'HEAD'];
};

/** One line per request (at info, so only with `LOG_LEVEL=info`) instead of Fastify's two JSON records. */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The edge: serves the registry, immutable remote and shell releases, the shell document (with a per-response CSP
 * nonce), site config, health, and the API proxy. It re-reads the release store's pointers when they change, so
 * release commands take effect on the next request without a restart.
 */
export async function createEdge(options: EdgeOptions): Promise<FastifyInstance> {
  const config = options.config ?? readEdgeConfig(options.env ?? process.env);
  const layout = storeLayout(options.dataDir);
  const state = createReleaseState(layout);
  const files = new ImmutableFileCache();
  const fileSets = new WeakMap<ReleaseMeta, Set<string>>();

  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new OneLineRequestLog(),
    routerOptions: { maxParamLength: 1000 },
    // request.ip, request.protocol and request.host believe X-Forwarded-* only from TRUSTED_PROXIES (default nobody).
    trustProxy: trustProxy(config.trustedProxies),
    // Nothing the edge reads itself is larger; the API proxy and the report endpoint set their own limits.
    bodyLimit: API_BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    clientErrorHandler,
    // A browser asking for an address that cannot be decoded (`/%`) gets the shell's document, which shows the
    // page its router gives such an address, never a bare problem document.
    frameworkErrors: (error, request, reply) => {
      if (error.code === BAD_URL && ['GET', 'HEAD'].includes(request.method) && wantsHtml(request)) {
        void sendDocument(request, reply);
        return;
      }
      frameworkErrors(error, request, reply);
    },
    ...(config.tls ? secureServerOptions(config.tls) : {}),
  });
  // Fastify sets Node's request timeout on HTTP/1 servers only; the HTTP/1.1 fallback over TLS gets it here.
  if (config.tls) app.server.requestTimeout = REQUEST_TIMEOUT_MS;
  registerProblemHandlers(app, allowedMethods);
  registerSecurityHeaders(app, config.csp, config.hstsMaxAge);
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > MAX_URL_LENGTH) return sendProblem(reply, 414, 'uri_too_long', 'The address is too long.');
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/|javascript|json|xml|svg/,
  });

  const maintenanceOn = async () => config.maintenance || (await state.maintenanceFlag());

  async function siteConfig(): Promise<SiteConfig> {
    return v.parse(siteConfigSchema, {
      maintenance: await maintenanceOn(),
      marketHosts: config.marketHosts,
      marketOrigins: config.marketOrigins,
      integrations: config.integrations,
      engagement: config.engagement,
    });
  }

  // Both are immutable per version: parsed once (null = absent or unreadable, so no hints).
  const bootHintsCache = new Map<string, BootHints | null>();
  const remoteHintsCache = new Map<string, PreloadHint[] | null>();
  const routeChunksCache = new Map<string, RouteChunks | null>();

  async function bootHints(shellVersion: string): Promise<BootHints | null> {
    if (!bootHintsCache.has(shellVersion)) {
      const raw = await files.read(path.join(releaseDir(layout, 'shell', shellVersion), 'boot-hints.json'));
      let parsed: BootHints | null = null;
      try {
        parsed = raw ? v.parse(bootHintsSchema, JSON.parse(raw.toString('utf8'))) : null;
      } catch (error) {
        app.log.warn({ err: error }, `shell ${shellVersion}: boot-hints.json unreadable; no preload hints`);
      }
      bootHintsCache.set(shellVersion, parsed);
    }
    return bootHintsCache.get(shellVersion) ?? null;
  }

  async function readJson<T>(file: string, schema: v.GenericSchema<unknown, T>): Promise<T | null> {
    const raw = await files.read(file);
    if (!raw) return null;
    try {
      const parsed = v.safeParse(schema, JSON.parse(raw.toString('utf8')));
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  }

  /** The remote's manifest, entry and route module, then the page's own chunks and messages. */
  async function remoteHints(entry: string, routeId: string, language: string | undefined): Promise<PreloadHint[]> {
    const local = localManifest(entry);
    if (!local || !isSafeVersion(local.version) || !safeRelativePath(local.file)) return [];
    const folder = path.join(layout.releasesDir, local.remote, local.version);
    if (!remoteHintsCache.has(entry)) {
      const manifest = await readJson(path.join(folder, local.file), v.unknown());
      remoteHintsCache.set(entry, manifest === null ? null : (remoteRouteHints(entry, manifest) ?? null));
    }
    if (!routeChunksCache.has(entry)) {
      routeChunksCache.set(entry, await readJson(path.join(folder, 'route-chunks.json'), routeChunksSchema));
    }
    const chunks = routeChunksCache.get(entry);
    return [
      ...(remoteHintsCache.get(entry) ?? []),
      ...(chunks ? routePageHints(entry, chunks, routeId, language) : []),
    ];
  }

  /**
   * The boot data inline, the preload hints for the shell and the locale messages (`shell`), and apart the hints for
   * the remote that renders the path (`remote`): a document with a first view leaves those out, since the first view
   * is the page until the app takes over and the boot asks for the remote as it starts, so that nothing but the
   * shell competes with the first view's image on a phone's connection.
   */
  async function documentHead(
    urlPath: string,
    shellVersion: string,
    siteConfigNow: SiteConfig,
    registry: RemoteRegistry,
  ): Promise<{ bootData: string; shell: PreloadHint[]; remote: PreloadHint[] }> {
    const shell: PreloadHint[] = [];
    const remote: PreloadHint[] = [];
    const known = siteConfigNow.maintenance ? null : await bootHints(shellVersion);
    if (known) {
      shell.push(...assetsForPath(known, urlPath));
      const page = remotePageForPath(known, urlPath);
      const entry = page ? registry.remotes[page.remote]?.entry : undefined;
      if (page && entry) remote.push(...(await remoteHints(entry, page.routeId, languageForPath(known, urlPath))));
    }
    return { bootData: bootDataScript({ config: siteConfigNow, registry }), shell, remote };
  }

  /**
   * The locale the shell will render the document in: the one decision it makes too (`decideLocale`, with the same
   * host, address, cookie, languages and market settings); undefined when it will go elsewhere first.
   */
  function documentLocale(request: FastifyRequest, urlPath: string, search: string): LocaleCode | undefined {
    const decision = decideLocale({
      host: request.host ?? '',
      pathname: urlPath,
      search,
      cookieHeader: request.headers.cookie,
      languages: request.headers['accept-language'],
      marketHosts: config.marketHosts,
      marketOrigins: config.marketOrigins,
    });
    return decision.action === 'render' ? decision.locale : undefined;
  }

  const payloadCache = new PayloadCache();
  const statusCache = new PayloadCache(PAGE_STATUS_TTL_MS);
  const cspReports = new CspReports();

  /**
   * The document's HTTP status (page-status.ts): 404 for an unknown page, 400 for an address the catch-all cannot
   * decode, else 200. What needs the API's word waits for it at most `firstViewTimeoutMs` (anything unclear is 200).
   */
  async function documentStatus(
    request: FastifyRequest,
    urlPath: string,
    locale: LocaleCode | undefined,
    shellVersion: string,
  ): Promise<number> {
    const decision = decideStatus((await bootHints(shellVersion))?.documents, urlPath);
    if ('status' in decision) return decision.status;
    if (!config.apiUrl || config.firstViewTimeoutMs === 0) return 200;
    if (!locale) return 200;
    return askStatus(request, decision.question, locale);
  }

  /** API answers being waited for, by locale and path: documents asking at the same moment share one request. */
  const inFlight = new Map<string, Promise<ApiAnswer | undefined>>();
  /**
   * Each document's own answers, by the same key: its status and its first view ask once, even when one asks after
   * the other's answer has come (and left `inFlight`), as happens on a busy machine.
   */
  const answersOfDocument = new WeakMap<FastifyRequest, Map<string, Promise<ApiAnswer | undefined>>>();

  /**
   * One API answer for a document, within `firstViewTimeoutMs`; undefined when the API is slow, down or unreadable.
   * Without cookies (an answer the same for everyone) one request serves every document waiting for it.
   */
  function askApi(request: FastifyRequest, locale: LocaleCode, apiPath: string, cookie?: string) {
    const ask = async (): Promise<ApiAnswer | undefined> => {
      try {
        const response = await fetch(apiUpstreamUrl(config.apiUrl!, `/api${apiPath}`), {
          headers: {
            accept: 'application/json',
            'x-storefront-locale': locale,
            ...forwardingHeaders(request),
            ...(cookie ? { cookie } : {}),
          },
          signal: AbortSignal.timeout(config.firstViewTimeoutMs),
        });
        const body: unknown = response.status === 200 ? await response.json() : undefined;
        return { status: response.status, body };
      } catch (error) {
        request.log.info({ err: error }, `no API answer for ${request.url}`);
        return undefined;
      }
    };
    if (cookie) return ask();
    const key = `${locale} ${apiPath}`;
    const answers = answersOfDocument.get(request) ?? new Map<string, Promise<ApiAnswer | undefined>>();
    answersOfDocument.set(request, answers);
    let pending = answers.get(key) ?? inFlight.get(key);
    if (!pending) {
      pending = ask().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    answers.set(key, pending);
    return pending;
  }

  async function askStatus(request: FastifyRequest, question: StatusQuestion, locale: LocaleCode): Promise<number> {
    const apiPath = questionPath(question, locale);
    // Whether a page exists is the same for every shopper: asked without their cookies, and kept briefly.
    const cacheKey = `${locale} ${apiPath}`;
    const cached = statusCache.get(cacheKey);
    if (typeof cached === 'number') return cached;
    const answer = await askApi(request, locale, apiPath);
    if (!answer) return 200;
    const status = statusFromAnswer(question, answer);
    // Only a clear answer is kept: an API error now says nothing about the page a moment later.
    if (answer.status === 200 || answer.status === 404) statusCache.set(cacheKey, status);
    return status;
  }

  /**
   * The page's prerendered payload and first view (first-view.ts), when the path's page has a payload source and the
   * API answers in time; '' otherwise.
   */
  async function firstViewOf(
    request: FastifyRequest,
    urlPath: string,
    search: string,
    locale: LocaleCode | undefined,
    shellVersion: string,
  ) {
    const known = config.apiUrl ? await bootHints(shellVersion) : null;
    if (!known || !locale || !config.apiUrl || config.firstViewTimeoutMs === 0) return undefined;
    const route = known.routes.find((candidate) => pathMatches(candidate.path, urlPath));
    // A fixed link's page (/customer-service/delivery) has its content slug as a fixed parameter of its route; the
    // catch-all's page is what the slug resolver says (a category page), asked as the document's status asks it.
    const fixed = route && known.documents?.find((document) => document.path === route.path)?.fixed;
    const page = route
      ? { routeId: route.routeId, params: { ...fixed, ...routeParams(route.path, urlPath) } }
      : await slugPageOf(request, urlPath, locale, known);
    const source = page ? payloadSources[page.routeId] : undefined;
    if (!page || !source) return undefined;
    // `?locale=` is the locale decision's (ignored where the shell renders), never the page's own parameter.
    const query = new URLSearchParams(search);
    query.delete(LOCALE_QUERY);
    const apiPath = source.apiPath(page.params, query);
    if (!apiPath) return undefined;
    // Content is the same for everyone: asked without cookies. Otherwise shoppers without a session all get the same
    // answer; anyone else's is their own.
    const cookie = source.shared ? undefined : request.headers.cookie;
    // A shopper's own answer (their bag) needs their cookies and is never kept.
    if (source.personal && !cookie) return undefined;
    const cacheKey = cookie || source.personal ? undefined : `${locale} ${apiPath}`;
    let data = cacheKey ? payloadCache.get(cacheKey) : undefined;
    if (data === undefined) {
      const answer = await askApi(request, locale, apiPath, cookie);
      if (answer?.status !== 200) return undefined;
      data = answer.body;
      if (cacheKey) payloadCache.set(cacheKey, data);
    }
    return {
      firstView: source.firstView(data, locale),
      payload: pagePayloadScript({ routeId: page.routeId, locale, path: urlPath + search, data }),
      // The page's head (title, description, links, sharing tags, JSON-LD) from the same answer (page-head.ts).
      head: pageHeadOf(page.routeId, data, { locale, origin: documentOrigin(request.protocol, request.host, locale) }),
    };
  }

  /** The page the catch-all renders for a path (first-view.ts `slugPage`), from the slug resolver's shared answer. */
  async function slugPageOf(request: FastifyRequest, urlPath: string, locale: LocaleCode, known: BootHints) {
    const decision = decideStatus(known.documents, urlPath);
    if (!('question' in decision) || decision.question.ask !== 'slug') return undefined;
    const apiPath = questionPath(decision.question, locale);
    const cacheKey = `${locale} ${apiPath}`;
    let data = payloadCache.get(cacheKey);
    if (data === undefined) {
      const answer = await askApi(request, locale, apiPath);
      if (answer?.status !== 200) return undefined;
      data = answer.body;
      payloadCache.set(cacheKey, data);
    }
    return slugPage(data);
  }

  async function sendDocument(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const maintenance = await maintenanceOn();
    const version = await state.shellVersion();
    const html = version ? await files.read(path.join(releaseDir(layout, 'shell', version), 'index.html')) : undefined;
    if (!html || !version) {
      if (!wantsHtml(request)) {
        return sendProblem(reply, 503, 'shell_unavailable', 'No shell release is published yet.', {
          'retry-after': '30',
        });
      }
      return reply
        .code(503)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Retry-After', '30')
        .send(noShellReleasePage());
    }
    const urlPath = request.url.split('?')[0] ?? '/';
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    // The locale the shell will render the document in: its status, its first view and its language all follow it.
    const locale = documentLocale(request, urlPath, search);
    const [head, status, first] = await Promise.all([
      documentHead(urlPath, version, await siteConfig(), await state.registry()),
      maintenance ? 503 : documentStatus(request, urlPath, locale, version),
      maintenance ? undefined : firstViewOf(request, urlPath, search, locale, version),
    ]);
    const drawn = first !== undefined && status === 200;
    // A first view with a photograph starts the shell once that has painted (boot-after-paint.ts).
    const afterPaint = drawn && hasLargestImage(first.firstView);
    let document = appendToHead(
      html.toString('utf8'),
      head.bootData + (afterPaint ? '' : preloadLinks(drawn ? head.shell : [...head.shell, ...head.remote])),
    );
    // The page of an unknown address is the 404 page: no first view of another page over it.
    if (drawn) document = insertFirstView(document, first.firstView, first.payload);
    if (afterPaint) document = bootAfterLargestPaint(document, head.shell);
    if (first?.head && status === 200) document = insertPageHead(document, pageHeadTags(first.head));
    else document = appendToHead(document, privatePageRobots(urlPath));
    // The document's language is the one the shell will render it in, from the first byte: a French first view is
    // read in French, and the shell's boot warms that locale's data before it has decided it itself.
    if (locale) document = setDocumentLanguage(document, locale);
    const nonce = createNonce();
    if (maintenance) reply.code(503).header('Retry-After', '300');
    else reply.code(status);
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header(
        'Content-Security-Policy',
        contentSecurityPolicy(config.csp, nonce, { reportTo: request.protocol === 'https' }),
      )
      .send(stampBuild(injectNonce(document, nonce), version));
  }

  function sendFile(reply: FastifyReply, file: string, content: Buffer, cacheControl: string): FastifyReply {
    return reply.header('Content-Type', contentTypeFor(file)).header('Cache-Control', cacheControl).send(content);
  }

  async function releaseHas(meta: ReleaseMeta, file: string): Promise<boolean> {
    let set = fileSets.get(meta);
    if (!set) {
      set = new Set(meta.files);
      fileSets.set(meta, set);
    }
    return set.has(file);
  }

  app.get('/remotes.json', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Access-Control-Allow-Origin', '*')
      .send(await state.registry()),
  );

  app.get<{ Params: { remote: string; version: string; '*': string } }>(
    '/remotes/:remote/:version/*',
    async (request, reply) => {
      const { remote, version } = request.params;
      const file = safeRelativePath(request.params['*']);
      if (!remoteNames.some((name) => name === remote) || !isSafeVersion(version) || !file) return notFound(reply);
      const content = await files.read(path.join(layout.releasesDir, remote, version, ...file.split('/')));
      if (!content) return notFound(reply);
      reply.header('Access-Control-Allow-Origin', '*');
      return sendFile(reply, file, content, IMMUTABLE);
    },
  );

  app.get<{ Params: { version: string; '*': string } }>('/_shell/:version/*', async (request, reply) => {
    const file = safeRelativePath(request.params['*']);
    if (!file) return notFound(reply);
    const requested = request.params.version;
    const current = await state.shellVersion();
    const candidates = [
      ...new Set([requested, ...(current ? [current] : []), ...(await state.shellReleases())]),
    ].filter(isSafeVersion);
    for (const version of candidates) {
      const meta = await state.releaseMeta('shell', version);
      if (!meta || !(await releaseHas(meta, file))) continue;
      const content = await files.read(path.join(releaseDir(layout, 'shell', version), ...file.split('/')));
      if (!content) continue;
      const immutable = version === requested || isContentHashed(file);
      return sendFile(reply, file, content, immutable ? IMMUTABLE : 'no-cache');
    }
    return notFound(reply);
  });

  app.get('/_build/latest.json', async (_request, reply) => {
    const latest = await state.latestBuild();
    if (!latest) return notFound(reply);
    return reply.header('Cache-Control', 'no-store').send(latest);
  });

  app.get<{ Params: { buildId: string } }>('/_build/:buildId/manifest.json', async (request, reply) => {
    const meta = await state.releaseMeta('shell', request.params.buildId);
    if (!meta) return notFound(reply);
    return reply.header('Cache-Control', IMMUTABLE).send({
      buildId: meta.version,
      publishedAt: meta.publishedAt,
      publicPath: `/_shell/${meta.version}/`,
      files: meta.files,
    });
  });

  app.get('/_config.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(await siteConfig()),
  );

  app.get('/healthz', async (request, reply) => {
    reply.header('Vary', 'Accept');
    // A browser navigating to /healthz gets the shell's health page; probes and fetch() get the JSON.
    if (wantsHtml(request)) return sendDocument(request, reply);
    if (options.readiness?.draining) {
      return reply.code(503).header('Cache-Control', 'no-store').send({ status: 'draining' });
    }
    const report = await checkHealth(layout, state, config.apiUrl, await maintenanceOn());
    return reply.header('Cache-Control', 'no-store').send({ ...report, cspReports: cspReports.counts() });
  });

  await registerApi(app, { apiUrl: config.apiUrl, production: config.production });
  await registerCspReports(app, cspReports, clientAddressOf);
  // The engagement SDK's web push worker at the site root (scope /), same-origin as CSP's worker-src ('self') asks.
  registerPushServiceWorker(app, config.engagement !== null);

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (!hasFileExtension(urlPath) || wantsHtml(request)) return sendDocument(request, reply);
    const name = urlPath.slice(1);
    const version = ROOT_FILES.has(name) ? await state.shellVersion() : undefined;
    const content = version ? await files.read(path.join(releaseDir(layout, 'shell', version), name)) : undefined;
    if (!content) return notFound(reply);
    return sendFile(reply, name, content, 'public, max-age=3600');
  });

  return app;
}

/**
 * Fastify's options for a server that terminates TLS (`TLS_CERT_FILE`, `TLS_KEY_FILE`): HTTP/2, with HTTP/1.1 for
 * clients that do not offer it in ALPN (Fastify's HTTP2 reference). Typed as nothing on purpose: the edge's routes
 * and hooks use only what HTTP/1 and HTTP/2 requests share (`request.host` reads `:authority`, the API proxy drops
 * pseudo-headers and HTTP/1 connection headers), so the instance keeps its HTTP/1 type.
 */
function secureServerOptions(tls: EdgeTls): object {
  return { http2: true, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } };
}

/**
 * Starts listening: plain HTTP/1.1, or HTTPS with HTTP/2 and HTTP/1.1 when the edge terminates TLS
 * (`TLS_CERT_FILE`, `TLS_KEY_FILE`). Without `HOST` it binds dual-stack `::` (so `localhost` and `*.localhost` work
 * over IPv4 and IPv6), falling back to `0.0.0.0` where IPv6 is unavailable. Returns the address (`https://…` over TLS).
 */
export async function listenEdge(app: FastifyInstance, config: Pick<EdgeConfig, 'port' | 'host'>): Promise<string> {
  if (config.host !== undefined) return app.listen({ port: config.port, host: config.host });
  try {
    return await app.listen({ port: config.port, host: '::' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EAFNOSUPPORT' && code !== 'EADDRNOTAVAIL') throw error;
    return app.listen({ port: config.port, host: '0.0.0.0' });
  }
}
