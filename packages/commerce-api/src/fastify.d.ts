import type { ApiConfig } from './config';
import type { ContentService } from './content/content-service';
import type { Database } from './db/database';
import type { Mailer } from './email/mailer';
import type { LocaleContext } from './http/locale';
import type { MicroCache } from './http/micro-cache';
import type { DocumentedRoute } from './http/route';
import type { Session } from './http/session';
import type { SearchLog } from './search/search-log';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: 'pglite' | 'postgres';
    apiConfig: ApiConfig;
    mailer: Mailer;
    content: ContentService;
    documentedRoutes: DocumentedRoute[];
    microCache: MicroCache;
    /** The search query log's writer: searches written a second at a time (search/search-log.ts). */
    searchLog: SearchLog;
    /** `draining` from SIGTERM on (graceful-shutdown.ts): `/api/healthz` answers 503. */
    readiness: { draining: boolean };
  }
  interface FastifyRequest {
    session: Session | null;
    localeContext: LocaleContext;
  }
}
