/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { call, startRecordingApi, useListeningEdges, type SeenRequest } from '../testing/edge-requests';
import { API_BODY_LIMIT, isDevPath } from './api-proxy';

const edges = useListeningEdges();
let api: Awaited<ReturnType<typeof startRecordingApi>>;

beforeEach(async () => {
  api = await startRecordingApi();
});
afterEach(async () => {
  await api.app.close();
});

async function startEdge(env: NodeJS.ProcessEnv = {}): Promise<number> {
  return (await edges.start({ env: { API_URL: api.url, ...env } })).port;
}

const forwardedOf = (seen: SeenRequest | undefined) => ({
  for: seen?.headers['x-forwarded-for'],
  proto: seen?.headers['x-forwarded-proto'],
  host: seen?.headers['x-forwarded-host'],
});

interface Upload {
  status: number;
  contentType: string | undefined;
  body: string;
  /** Milliseconds from the first byte sent to the answer's headers. */
  ms: number;
  /** Bytes of the body written before the answer came. */
  written: number;
  /** Resolves when the edge has closed the connection. */
  closed: Promise<void>;
}

/**
 * Sends a large body over a real socket: with `Content-Length` (all at once) or chunked (16 KiB every 5 ms), and
 * stops sending as soon as an answer arrives.
 */
function upload(port: number, size: number, mode: 'content-length' | 'chunked'): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let written = 0;
    let answered = false;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          ...(mode === 'content-length' ? { 'content-length': String(size) } : { 'transfer-encoding': 'chunked' }),
        },
      },
      (res) => {
        answered = true;
        const ms = Date.now() - started;
        const socket = req.socket;
        const closed = new Promise<void>((done) => {
          if (!socket || socket.destroyed) done();
          else socket.once('close', () => done());
        });
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'],
            body: Buffer.concat(chunks).toString('utf8'),
            ms,
            written,
            closed,
          }),
        );
      },
    );
    // Writing into a connection the edge has closed fails; the answer is what counts.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (mode === 'content-length') {
      written = size;
      req.end(Buffer.alloc(size, 'a'));
      return;
    }
    const chunk = Buffer.alloc(16 * 1024, 'a');
    const pump = () => {
      if (answered || req.destroyed) return;
      if (written >= size) return void req.end();
      written += chunk.length;
      req.write(chunk);
      setTimeout(pump, 5);
    };
    pump();
  });
}

describe('edge API proxy: the client address, protocol and host', () => {
  it('replaces whatever X-Forwarded-* a client sends with what the edge decided (trusting nobody by default)', async () => {
    const port = await startEdge();

    const answer = await call(port, {
      url: '/api/bag',
      headers: {
        host: 'ca.localhost:8080',
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=6.6.6.6;proto=https',
        'x-real-ip': '6.6.6.6',
      },
    });

    expect(answer.statusCode).toBe(200);
    expect(forwardedOf(api.seen[0])).toEqual({ for: '127.0.0.1', proto: 'http', host: 'ca.localhost:8080' });
    expect(api.seen[0]?.headers.forwarded).toBeUndefined();
    expect(api.seen[0]?.headers['x-real-ip']).toBeUndefined();
  });

  it('behind a trusted proxy, forwards the right-most untrusted hop and the proxy’s protocol and host', async () => {
    // The test's socket is loopback, standing in for a load balancer at 127.0.0.1.
    const port = await startEdge({ TRUSTED_PROXIES: '127.0.0.1' });

    await call(port, {
      url: '/api/bag',
      headers: {
        host: 'edge.internal',
        'x-forwarded-for': '6.6.6.6, 198.51.100.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'www.example-jewellers.ca',
      },
    });

    expect(forwardedOf(api.seen[0])).toEqual({ for: '198.51.100.7', proto: 'https', host: 'www.example-jewellers.ca' });
  });
});

describe('edge API proxy: bodies over the API’s limit (64 KiB)', () => {
  it('answers a Content-Length of 1 MB with a prompt 413 problem, closes the connection, and never asks the API', async () => {
    const port = await startEdge();

    const answer = await upload(port, 1024 * 1024, 'content-length');

    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.contentType).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 413, code: 'body_too_large', title: 'Payload Too Large' });
    await answer.closed;
    expect(api.seen).toEqual([]);
  });

  it('stops reading a chunked body as soon as it grows past the limit: 413, closed, the API never asked', async () => {
    const port = await startEdge();

    const answer = await upload(port, 1024 * 1024, 'chunked');

    expect(answer.status).toBe(413);
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.written).toBeLessThan(256 * 1024);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'body_too_large' });
    await answer.closed;
    expect(api.seen).toEqual([]);
  });

  it('passes bodies up to the limit, chunked ones with their length', async () => {
    const port = await startEdge();
    const body = JSON.stringify({ text: 'x'.repeat(API_BODY_LIMIT - 20) });

    const whole = await call(port, {
      method: 'POST',
      url: '/api/contact',
      body,
      headers: { 'content-type': 'application/json' },
    });
    const chunked = await upload(port, 48 * 1024, 'chunked');

    expect(whole.statusCode).toBe(200);
    expect(api.seen[0]?.body).toBe(body);
    expect(chunked.status).toBe(200);
    expect(api.seen[1]?.headers['content-length']).toBe(String(48 * 1024));
    expect(api.seen[1]?.headers['transfer-encoding']).toBeUndefined();
  });

  it('lets Contentful’s webhook media type through up to the API’s 1 MiB for it', async () => {
    const port = await startEdge();
    const body = JSON.stringify({ fields: 'x'.repeat(200 * 1024) });

    const answer = await call(port, {
      method: 'POST',
      url: '/api/content/webhook',
      body,
      headers: { 'content-type': 'application/vnd.contentful.management.v1+json' },
    });

    expect(answer.statusCode).toBe(200);
    expect(api.seen[0]?.body).toBe(body);
  });
});

describe('edge API proxy: development routes', () => {
  const spellings = [
    '/api/dev/outbox',
    '/api/dev',
    '/api/dev/',
    '/api//dev/outbox',
    '/api/./dev/outbox',
    '/api/x/../dev/outbox',
    '/api/%64ev/outbox',
    '/api/DEV/outbox',
    '/api/dev;x=1/outbox',
    '/api/dev/outbox?to=ava.member@example.com',
  ];

  it.each(spellings)('recognises %s as a development route', (url) => {
    expect(isDevPath(url)).toBe(true);
  });

  it.each(['/api/devices', '/api/products/dev', '/dev/api', '/api'])('does not mistake %s for one', (url) => {
    expect(isDevPath(url)).toBe(false);
  });

  it('in production answers every spelling of /api/dev/* 404 problem+json and never proxies it', async () => {
    const port = await startEdge({
      NODE_ENV: 'production',
      MARKET_HOSTS: JSON.stringify({ 'www.example.com.au': 'AU' }),
      MARKET_ORIGINS: JSON.stringify({
        AU: 'https://www.example.com.au',
        CA: 'https://www.example.ca',
        NZ: 'https://www.example.co.nz',
      }),
    });

    for (const url of spellings) {
      const answer = await call(port, url);
      expect([url, answer.statusCode, answer.json()]).toEqual([
        url,
        404,
        expect.objectContaining({ code: 'not_found' }),
      ]);
    }
    const post = await call(port, { method: 'POST', url: '/api/dev/reset', payload: {} });

    expect(post.statusCode).toBe(404);
    expect(api.seen).toEqual([]);
    expect((await call(port, '/api/products')).statusCode).toBe(200);
  });

  it('outside production leaves them to the API (which has its own switch)', async () => {
    const port = await startEdge();

    expect((await call(port, '/api/dev/outbox')).statusCode).toBe(200);
    expect(api.seen.map((seen) => seen.url)).toEqual(['/api/dev/outbox']);
  });
});
