import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig } from '../config';
import type { ContentService } from '../content/content-service';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Mailer } from '../email/mailer';
import { localeOfRequest } from '../http/locale';
import { cookieName, hashToken, newToken } from '../http/session';

/** The seeded template database of this run on a PostgreSQL server (per run, so concurrent runs never collide). */
export const TEMPLATE_ENV = 'STOREFRONT_API_TEMPLATE';
export const SNAPSHOT_ENV = 'STOREFRONT_API_SNAPSHOT';
export const TEST_ORIGIN = 'http://localhost:8080';

/** The market origins of {@link PRODUCTION_ENV}. */
export const PRODUCTION_ORIGINS = ['https://www.example-jewellers.com.au', 'https://www.example-jewellers.ca'] as const;

/**
 * `createTestApi({ env: PRODUCTION_ENV })`: the API as `NODE_ENV=production` runs it (secrets of its own, the market
 * origins only, development endpoints off, always `Secure` cookies). The payment provider is a port nobody answers.
 */
export const PRODUCTION_ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  API_SECRET: 'production-test-secret-6d1f0c2b9a8e7d6c5b4a3f2e',
  PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9',
  PAYMENT_PROVIDER_SECRET_KEY: 'sk_live_production_test_key',
  ALLOWED_ORIGINS: PRODUCTION_ORIGINS.join(','),
  PUBLIC_ORIGIN: PRODUCTION_ORIGINS[0],
  DEV_ENDPOINTS: undefined,
};

export interface TestApi {
  app: FastifyInstance;
  db: Database;
  engine: 'pglite' | 'postgres';
  /** The database handle the app runs on (a second app over the same database, as another process would). */
  database: DatabaseHandle;
  config: ApiConfig;
  /** A new shopper with their own cookie jar; `ip` is the address their requests come from (the socket's, no proxy). */
  client(options?: { locale?: string; origin?: string; ip?: string }): TestClient;
  /**
   * A signed-in member as login would leave them (a new active customer of the locale's market and a live session
   * cookie), without spending a password hash on it.
   */
  memberClient(options?: { locale?: string; email?: string }): Promise<{ client: TestClient; customerId: string }>;
  close(): Promise<void>;
}

/** What a shopper's answer offers the journey helpers, in process (`inject`) or over HTTP. */
export interface ShopperResponse {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  // Whatever the answer's JSON is, as `inject`'s `json()` gives it.
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A shopper as the journey helpers drive one: `TestClient` in process, `HttpShopper` against API processes. */
export interface Shopper {
  get(url: string, headers?: Record<string, string>): Promise<ShopperResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<ShopperResponse>;
  put(url: string, body?: unknown, headers?: Record<string, string>): Promise<ShopperResponse>;
}

/** A browser stand-in: keeps cookies, sends the CSRF header and the edge's Origin on writes, and a locale. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  #app: FastifyInstance;
  #locale: string;
  #origin: string;
  #ip: string | undefined;

  constructor(app: FastifyInstance, locale: string, origin: string, ip?: string) {
    this.#app = app;
    this.#locale = locale;
    this.#origin = origin;
    this.#ip = ip;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const write = method !== 'GET' && method !== 'HEAD';
    const headers: Record<string, string> = {
      'x-storefront-locale': this.#locale,
      ...(write && options.csrf !== false ? { 'x-storefront-csrf': '1', origin: this.#origin } : {}),
      ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
      ...options.headers,
    };
    const response = await this.#app.inject({
      method,
      url,
      headers,
      ...(this.#ip ? { remoteAddress: this.#ip } : {}),
      ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
    });
    for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, headers ? { headers } : {});
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { body: body ?? {}, ...(headers ? { headers } : {}) });
  }
  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, { body: body ?? {}, ...(headers ? { headers } : {}) });
  }
  patch(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', url, { body: body ?? {}, ...(headers ? { headers } : {}) });
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, headers ? { headers } : {});
  }
}

/**
 * A database cloned from this run's seeded template on the PostgreSQL server at `databaseUrl` (or from `template`:
 * `template0` is an empty one, as a first deployment meets), and its dropper.
 */
async function cloneTemplate(
  databaseUrl: string,
  template = process.env[TEMPLATE_ENV],
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `storefront_api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** This run's seeded PGlite snapshot (written by the global setup). */
function snapshotBlob(): Blob {
  const snapshot = process.env[SNAPSHOT_ENV];
  if (!snapshot) throw new Error('No API test snapshot: run the API tests through jest (its globalSetup seeds one).');
  return new Blob([readFileSync(snapshot)]);
}

async function openTestDatabase(): Promise<DatabaseHandle & { drop?: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const clone = await cloneTemplate(databaseUrl);
    const handle = await openDatabase({ databaseUrl: clone.url, poolSize: 10 });
    return { ...handle, drop: clone.drop };
  }
  const handle = await openDatabase({ pgliteDataDir: 'memory://', pgliteSnapshot: snapshotBlob() });
  await migrateToLatest(handle.db);
  return handle;
}

/**
 * A copy of the seeded database that outlives one process, for tests that start the API as a real process (crash
 * recovery): a data directory on disk for PGlite, a database cloned from the template on a PostgreSQL server (`empty`:
 * a server database with no schema yet, which the processes migrate and seed themselves). `env`
 * points `src/server.ts` at it; `open` opens it in the test (never while a server process has a PGlite copy open).
 */
export async function provisionDatabase(options: { empty?: boolean } = {}): Promise<{
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const clone = await cloneTemplate(databaseUrl, options.empty ? 'template0' : undefined);
    return {
      env: { DATABASE_URL: clone.url },
      open: () => openDatabase({ databaseUrl: clone.url, poolSize: 10 }),
      drop: clone.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-api-process-'));
  const first = await openDatabase({ pgliteDataDir: dataDir, pgliteSnapshot: snapshotBlob() });
  await migrateToLatest(first.db);
  await first.close();
  return {
    env: { PGLITE_DATA_DIR: dataDir },
    open: () => openDatabase({ pgliteDataDir: dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * A started API over its own copy of the seeded database (PGlite snapshot, or a clone of the template on a
 * PostgreSQL server when `DATABASE_URL` is set). Each test file gets one; nothing leaks between files.
 */
export async function createTestApi(
  options: {
    env?: NodeJS.ProcessEnv;
    mailer?: Mailer;
    content?: ContentService;
    /** A database of the test's own (from {@link provisionDatabase}) instead of a fresh copy; `close` closes it. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApi> {
  // Content comes from a stand-in a test starts itself; by default nothing answers (discard port), so preferences
  // are the SPEC defaults whether or not someone has a stand-in running on this machine. Tests read e-mails from the
  // development outbox, so its endpoint is on, as `npm start` turns it on (`PRODUCTION_ENV` turns it off).
  const config = loadConfig(
    { NODE_ENV: 'test', CONTENTFUL_HOST: '127.0.0.1:9', DEV_ENDPOINTS: 'true', ...options.env },
    'memory://',
  );
  // After the configuration, so a configuration the API refuses to start with leaves no database behind.
  const database: DatabaseHandle & { drop?: () => Promise<void> } = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.content ? { content: options.content } : {}),
  });
  await app.ready();
  return {
    app,
    db: database.db,
    engine: database.engine,
    database,
    config,
    client: ({ locale = 'en-AU', origin = TEST_ORIGIN, ip } = {}) => new TestClient(app, locale, origin, ip),
    memberClient: async ({ locale = 'en-AU', email } = {}) => {
      // The market and locale the API serves this member's requests in (the header, or its own decision for inject's host).
      const served = localeOfRequest({ header: locale, host: 'localhost:80' });
      const customer = await database.db
        .insertInto('customers')
        .values({
          email: email ?? `member-${randomBytes(6).toString('hex')}@example.com`,
          password_hash: null,
          status: 'active',
          market: served.market,
          locale: served.locale,
          first_name: 'Test',
          last_name: 'Member',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = newToken();
      const now = new Date();
      await database.db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          customer_id: customer.id,
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + 3_600_000),
        })
        .execute();
      const client = new TestClient(app, locale, TEST_ORIGIN);
      client.cookies.set(cookieName(config.secureCookies), token);
      return { client, customerId: customer.id };
    },
    close: async () => {
      await app.close();
      await database.close();
      await database.drop?.();
    },
  };
}
