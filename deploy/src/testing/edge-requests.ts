import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createEdge, type EdgeOptions } from '../edge/create-edge';
import { createFakeRepo, type FakeRepo } from './release-fixtures';

/** An edge's answer as a client saw it. */
export interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (not decompressed). */
  body: string;
  /** The body parsed as JSON, typed by the caller. */
  json: <T = unknown>() => T;
}

/** A request to make: `payload` is sent as JSON unless `body` (sent as is) is given. */
export interface Call {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  payload?: unknown;
  body?: string | Buffer;
}

/** A real HTTP request (node:http: no automatic decompression, and the Host header can be set). */
export function call(port: number, input: string | Call): Promise<Answer> {
  const { url, method = 'GET', headers = {}, payload, body: raw } = typeof input === 'string' ? { url: input } : input;
  const body = raw ?? (payload === undefined ? undefined : JSON.stringify(payload));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        headers: { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The port a listening Fastify instance got. */
export function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

/**
 * An empty fake release store for each test, and the edges the test starts over it on free ports (quiet unless its
 * `env` sets LOG_LEVEL), all closed after the test. Call it once at the top of a test file.
 */
export function useListeningEdges(): {
  start(
    options?: Pick<EdgeOptions, 'env' | 'logStream'> & { setup?: (app: FastifyInstance) => void },
  ): Promise<{ app: FastifyInstance; port: number }>;
} {
  let repo: FakeRepo;
  const started: FastifyInstance[] = [];
  beforeEach(async () => {
    repo = await createFakeRepo();
  });
  afterEach(async () => {
    for (const app of started.splice(0)) await app.close();
    await repo.cleanup();
  });
  return {
    start: async ({ env = {}, logStream, setup } = {}) => {
      const app = await createEdge({
        dataDir: repo.dataDir,
        env: { LOG_LEVEL: 'silent', ...env },
        ...(logStream ? { logStream } : {}),
      });
      started.push(app);
      setup?.(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
      return { app, port: portOf(app) };
    },
  };
}

/** What a fake upstream API saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A fake commerce API on a free port that records every request it is sent (headers and raw body) and answers 200
 * with what it saw; `close` it after the test.
 */
export async function startRecordingApi(): Promise<{ app: FastifyInstance; url: string; seen: SeenRequest[] }> {
  const seen: SeenRequest[] = [];
  const app = Fastify({ bodyLimit: 10 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.all('/*', async (request) => {
    const entry = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: typeof request.body === 'string' ? request.body : '',
    };
    seen.push(entry);
    return { ...entry, headers: undefined, forwarded: pickForwarded(request.headers) };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${portOf(app)}`, seen };
}

function pickForwarded(headers: IncomingHttpHeaders): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('x-forwarded-')));
}
