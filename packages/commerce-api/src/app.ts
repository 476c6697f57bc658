import cookie from '@fastify/cookie';
import { trustProxy } from '@storefront/proxy-trust';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ApiConfig } from './config';
import { followPurges } from './content/content-purge';
import { createContentService, type ContentService } from './content/content-service';
import type { DatabaseHandle } from './db/database';
import { createMailer, type Mailer } from './email/mailer';
import { installCsrf } from './http/csrf';
import { requestLocale } from './http/locale';
import { MicroCache } from './http/micro-cache';
import { openApiDocument } from './http/openapi';
import { installProblemHandlers } from './http/problem';
import { installSessions } from './http/session';
import { domainModules } from './modules';
import { SearchLog } from './search/search-log';
import { forgetSeededData } from './seed/seeded-caches';

export interface BuildAppOptions {
  config: ApiConfig;
  database: DatabaseHandle;
  /** Replaces the configured mailer / content service (tests). */
  mailer?: Mailer;
  content?: ContentService;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The commerce API as a Fastify instance with every route under `/api`. It does not listen: `server.ts` does, the
 * edge proxies to it, and tests `inject` into it.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    // Only the configured proxies (the edge) say who the client is and whether it came over https.
    trustProxy: trustProxy(options.config.trustedProxies),
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.decorate('apiConfig', options.config);
  app.decorate('db', options.database.db);
  app.decorate('dbEngine', options.database.engine);
  app.decorate('documentedRoutes', []);
  app.decorate('microCache', new MicroCache());
  app.decorate('searchLog', new SearchLog(options.database.db, app.log));
  app.decorate('readiness', { draining: false });
  app.decorate('mailer', options.mailer ?? createMailer(options.config, options.database.db));
  app.decorate('content', options.content ?? createContentService(options.config, { logger: app.log }));
  app.decorateRequest('localeContext', null as never);

  // A content purge in any process (the webhook), or a re-seed, reaches this one's caches.
  const stopFollowingPurges = await followPurges(options.database, {
    content: app.content,
    reseeded: () => {
      forgetSeededData(options.database.db);
      app.microCache.clear();
    },
  });
  app.addHook('onClose', () => stopFollowingPurges());
  // Searches still held are written before the database closes (server.ts closes it after the app).
  app.addHook('onClose', () => app.searchLog.close());

  installProblemHandlers(app);
  await app.register(cookie);
  app.addHook('onRequest', async (request) => {
    request.localeContext = requestLocale(request);
  });
  installCsrf(app);
  installSessions(app);
  app.addHook('onSend', async (request, reply, payload) => {
    // Personal answers are never cached by shared caches; public reads set their own Cache-Control.
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    void reply.header('x-content-type-options', 'nosniff');
    // A draining process (graceful-shutdown.ts) sends keep-alive clients elsewhere for their next request.
    if (app.readiness.draining) void reply.header('connection', 'close');
    return payload;
  });

  await app.register(
    async (api) => {
      for (const register of domainModules) await register(api);
      api.get('/openapi.json', async () => openApiDocument(app));
      // Readiness: 503 while draining, so the load balancer sends nothing new here.
      api.get('/healthz', async (_request, reply) =>
        app.readiness.draining
          ? reply.code(503).send({ status: 'draining', database: app.dbEngine })
          : { status: 'ok', database: app.dbEngine },
      );
    },
    { prefix: '/api' },
  );
  return app;
}
