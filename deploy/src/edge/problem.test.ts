/** @jest-environment node */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { call, useListeningEdges } from '../testing/edge-requests';
import { rawProblemResponse } from './problem';

const edges = useListeningEdges();

async function startEdge(setup?: (app: FastifyInstance) => void, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return (await edges.start({ env, ...(setup ? { setup } : {}) })).port;
}

/** Writes raw bytes on a fresh connection and reads until the edge closes it. */
function rawExchange(port: number, request: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
    socket.setTimeout(5000, () => socket.destroy(new Error('the edge did not close the connection')));
    socket.write(request);
  });
}

const isProblem = (contentType: unknown, body: string, status: number, code: string) => {
  expect(String(contentType)).toMatch(/^application\/problem\+json/);
  expect(JSON.parse(body)).toEqual({
    type: 'about:blank',
    title: expect.any(String),
    status,
    code,
    detail: expect.any(String),
  });
};

describe('edge errors are problem+json (RFC 9457)', () => {
  it('431 for headers larger than Node accepts, written on the socket before Fastify sees a request', async () => {
    const port = await startEdge();

    const answer = await rawExchange(
      port,
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );

    expect(answer.status).toBe(431);
    isProblem(/content-type: ([^\r]+)/i.exec(answer.head)?.[1], answer.body, 431, 'headers_too_large');
  });

  it('400 for a request that is not HTTP', async () => {
    const port = await startEdge();

    const answer = await rawExchange(port, 'HELLO\r\n\r\n');

    expect(answer.status).toBe(400);
    isProblem(/content-type: ([^\r]+)/i.exec(answer.head)?.[1], answer.body, 400, 'bad_request');
  });

  it('400 for a URL that does not decode', async () => {
    const port = await startEdge();

    const answer = await call(port, '/remotes/catalogue/%E0%A4%A/x.js');

    expect(answer.statusCode).toBe(400);
    isProblem(answer.headers['content-type'], answer.body, 400, 'bad_url');
  });

  it('414 for an address over 8 KiB (one over 16 KiB is Node’s 431)', async () => {
    const port = await startEdge();

    const answer = await call(port, `/search?q=${'a'.repeat(9 * 1024)}`);
    const fits = await call(port, `/search?q=${'a'.repeat(7 * 1024)}`);

    expect(answer.statusCode).toBe(414);
    isProblem(answer.headers['content-type'], answer.body, 414, 'uri_too_long');
    expect(fits.statusCode).not.toBe(414);
  });

  it('404 for unknown assets', async () => {
    const port = await startEdge();

    const answer = await call(port, '/static/missing.js');

    expect(answer.statusCode).toBe(404);
    isProblem(answer.headers['content-type'], answer.body, 404, 'not_found');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('405 with Allow for a method a path does not take', async () => {
    const port = await startEdge(undefined, { API_URL: 'http://127.0.0.1:9' });

    const post = await call(port, { method: 'POST', url: '/remotes.json', payload: {} });
    const reportsByGet = await call(port, '/_csp-reports');
    const trace = await call(port, { method: 'TRACE', url: '/api/bag' });

    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    isProblem(post.headers['content-type'], post.body, 405, 'method_not_allowed');
    expect(reportsByGet.statusCode).toBe(405);
    expect(reportsByGet.headers.allow).toBe('POST');
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
  });

  it('500 for anything that throws, without its message', async () => {
    const port = await startEdge((app) =>
      app.get('/_boom', async () => {
        throw new Error('secret internals');
      }),
    );

    const answer = await call(port, '/_boom');

    expect(answer.statusCode).toBe(500);
    isProblem(answer.headers['content-type'], answer.body, 500, 'internal_error');
    expect(answer.body).not.toContain('secret');
  });

  it('503 for an API that is not configured, and for a document before any shell release unless a browser asks', async () => {
    const port = await startEdge();

    const api = await call(port, '/api/products');
    const document = await call(port, '/some/page');
    const navigation = await call(port, { url: '/some/page', headers: { accept: 'text/html' } });

    isProblem(api.headers['content-type'], api.body, 503, 'api_unavailable');
    expect(document.statusCode).toBe(503);
    isProblem(document.headers['content-type'], document.body, 503, 'shell_unavailable');
    expect(navigation.statusCode).toBe(503);
    expect(navigation.headers['content-type']).toMatch(/^text\/html/);
  });

  it('writes a well-formed raw response for a socket (408, 431, 400)', () => {
    const raw = rawProblemResponse(408, 'request_timeout', 'Too slow.');
    const [head, body = ''] = raw.split('\r\n\r\n');

    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
    expect(head).toContain('Connection: close');
    expect(JSON.parse(body)).toMatchObject({ status: 408, code: 'request_timeout' });
  });
});
