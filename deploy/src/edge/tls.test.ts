/** @jest-environment node */
import { connect, constants, type IncomingHttpHeaders as Http2Headers } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { RemoteRegistry } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { publishAll } from '../release-operations';
import { startRecordingApi } from '../testing/edge-requests';
import {
  createFakeRepo,
  fakeContext,
  writeRemoteDist,
  writeShellDist,
  type FakeRepo,
} from '../testing/release-fixtures';
import { selfSignedCertificate, type SelfSigned } from '../testing/self-signed';
import { createEdge, IMMUTABLE, listenEdge } from './create-edge';

let repo: FakeRepo;
let certificate: SelfSigned;
let api: Awaited<ReturnType<typeof startRecordingApi>>;
let edge: FastifyInstance | undefined;

beforeAll(async () => {
  certificate = await selfSignedCertificate();
});
afterAll(async () => {
  await certificate.cleanup();
});
beforeEach(async () => {
  repo = await createFakeRepo();
  api = await startRecordingApi();
  const ctx = fakeContext(repo);
  await writeShellDist(repo.root);
  await writeRemoteDist(repo.root, 'catalogue');
  await publishAll(ctx);
});
afterEach(async () => {
  await edge?.close();
  edge = undefined;
  await api.app.close();
  await repo.cleanup();
});

/** An edge terminating TLS with the test's certificate, listening on 127.0.0.1 through listenEdge. */
async function startTlsEdge(): Promise<{ port: number; address: string }> {
  edge = await createEdge({
    dataDir: repo.dataDir,
    env: {
      LOG_LEVEL: 'silent',
      API_URL: api.url,
      TLS_CERT_FILE: certificate.certFile,
      TLS_KEY_FILE: certificate.keyFile,
    },
  });
  const address = await listenEdge(edge, { port: 0, host: '127.0.0.1' });
  return { port: (edge.server.address() as AddressInfo).port, address };
}

interface Http2Answer {
  status: number;
  headers: Http2Headers;
  body: Buffer;
}

/** Requests over one HTTP/2 session (ALPN h2), trusting the test's certificate; the session is closed after `use`. */
async function overHttp2<T>(
  port: number,
  use: (get: (path: string, headers?: Record<string, string>, body?: string) => Promise<Http2Answer>) => Promise<T>,
): Promise<{ result: T; protocol: string | undefined }> {
  const session = connect(`https://127.0.0.1:${port}`, { ca: certificate.cert, servername: 'localhost' });
  session.on('error', () => undefined);
  const get = (path: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Http2Answer>((resolve, reject) => {
      const stream = session.request({
        [constants.HTTP2_HEADER_METHOD]: body === undefined ? 'GET' : 'POST',
        [constants.HTTP2_HEADER_PATH]: path,
        ...headers,
      });
      const chunks: Buffer[] = [];
      let answer: Http2Headers = {};
      stream.on('response', (headersOf) => {
        answer = headersOf;
      });
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }),
      );
      stream.on('error', reject);
      stream.end(body);
    });
  try {
    const result = await use(get);
    return { result, protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

/** One HTTPS request offering only HTTP/1.1 (Node's https client sends no ALPN). */
function overHttp1(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; version: string; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port, path, headers, ca: certificate.cert, servername: 'localhost', agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            version: res.httpVersion,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('edge terminating TLS (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('serves the document and remote files over HTTP/2, compressed, with HSTS and the CSP reporting to report-to', async () => {
    const { port, address } = await startTlsEdge();

    const { result, protocol } = await overHttp2(port, async (get) => {
      const document = await get('/engagement-rings', { accept: 'text/html' });
      const registry = JSON.parse((await get('/remotes.json')).body.toString('utf8')) as RemoteRegistry;
      const entry = registry.remotes.catalogue?.entry ?? '';
      const remoteEntry = await get(entry.replace('mf-manifest.json', 'remoteEntry.js'));
      const shellMain = await get('/_shell/dev/main.0a1b2c3d.js', { 'accept-encoding': 'br, gzip' });
      return { document, remoteEntry, shellMain };
    });

    expect(address).toBe(`https://127.0.0.1:${port}`);
    expect(protocol).toBe('h2');
    expect(result.document.status).toBe(200);
    expect(result.document.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(result.document.headers['cache-control']).toBe('no-cache');
    expect(result.document.body.toString('utf8')).toContain('<div id="root"></div>');
    expect(result.document.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(result.document.headers['content-security-policy']).toContain('report-to csp');
    expect(result.document.headers['reporting-endpoints']).toBe('csp="/_csp-reports"');
    expect(result.remoteEntry.status).toBe(200);
    expect(result.remoteEntry.headers['cache-control']).toBe(IMMUTABLE);
    expect(result.remoteEntry.body.toString('utf8')).toContain('var mfe_catalogue');
    expect(result.shellMain.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(result.shellMain.body).toString('utf8')).toContain('console.log("shell")');
  });

  it('proxies the API over HTTP/2 with the https protocol and the host from :authority, and no pseudo-headers', async () => {
    const { port } = await startTlsEdge();

    const { result } = await overHttp2(port, async (get) => ({
      list: await get('/api/products?category=rings', {
        accept: 'application/json',
        [constants.HTTP2_HEADER_AUTHORITY]: `ca.localhost:${port}`,
      }),
      added: await get('/api/bag/lines', { 'content-type': 'application/json' }, JSON.stringify({ sku: 'R-1' })),
    }));

    expect(result.list.status).toBe(200);
    expect(result.added.status).toBe(200);
    expect(api.seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/api/products?category=rings', body: '' },
      { method: 'POST', url: '/api/bag/lines', body: '{"sku":"R-1"}' },
    ]);
    const headers = api.seen[0]?.headers ?? {};
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe(`ca.localhost:${port}`);
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(Object.keys(headers).filter((name) => name.startsWith(':'))).toEqual([]);
  });

  it('still answers HTTP/1.1 over TLS to a client that does not offer HTTP/2', async () => {
    const { port } = await startTlsEdge();

    const document = await overHttp1(port, '/', { accept: 'text/html' });
    const registry = await overHttp1(port, '/remotes.json');

    expect(document.version).toBe('1.1');
    expect(document.status).toBe(200);
    expect(document.body).toContain('<div id="root"></div>');
    expect(document.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(registry.status).toBe(200);
    expect(registry.headers['cache-control']).toBe('no-cache');
  });
});
