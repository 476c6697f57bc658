/**
 * @jest-environment node
 */
import * as v from 'valibot';

import { CSRF_HEADER, createHttpClient } from './http-client';
import type { FetchFunction } from './http-client';
import { HttpError, NetworkError, ProblemError, ResponseShapeError, TimeoutError } from './http-errors';

type Reply = Response | Error | 'hang';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function status(code: number, headers: Record<string, string> = {}): Response {
  return new Response('nope', { status: code, headers });
}

/** A fake network: answers each call with the next reply (the last one repeats) and records the requests. */
function fakeNetwork(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchFunction = (url, init) => {
    calls.push({ url, init });
    const reply = replies[Math.min(calls.length, replies.length) - 1];
    if (reply === 'hang') {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (reply instanceof Error) return Promise.reject(reply);
    if (reply === undefined) throw new Error('no reply configured');
    return Promise.resolve(reply.clone());
  };
  const client = createHttpClient({ baseUrl: 'https://shop.test/api/', fetch, retryDelayMs: 0 });
  return { client, calls };
}

const headersOf = (init: RequestInit | undefined) => (init?.headers ?? {}) as Record<string, string>;

describe('requests', () => {
  it('joins base URL, path and query, skipping empty query values', async () => {
    const { client, calls } = fakeNetwork(json({}));
    await client.get('/stores', { query: { q: 'Sydney CBD', page: 2, metal: ['gold', 'platinum'], empty: undefined } });
    expect(calls[0]?.url).toBe('https://shop.test/api/stores?q=Sydney+CBD&page=2&metal=gold&metal=platinum');
  });

  it('asks for JSON with same-origin credentials and no CSRF header on GET', async () => {
    const { client, calls } = fakeNetwork(json({}));
    await client.get('/bag');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(headersOf(calls[0]?.init)).toEqual({ accept: 'application/json' });
  });

  it('asks a header function for its headers on every request, so a locale switch reaches the next call', async () => {
    const calls: RequestInit[] = [];
    let locale = 'en-CA';
    const client = createHttpClient({
      baseUrl: '/api',
      headers: () => ({ 'X-Storefront-Locale': locale }),
      fetch: (_url, init) => {
        calls.push(init);
        return Promise.resolve(json({}));
      },
    });
    await client.get('/products');
    locale = 'fr-CA';
    await client.get('/products');
    expect(calls.map((init) => headersOf(init)['x-storefront-locale'])).toEqual(['en-CA', 'fr-CA']);
  });

  it('sends a JSON body with its content type, the CSRF header and an idempotency key', async () => {
    const { client, calls } = fakeNetwork(json({ ok: true }, 201));
    await client.post('/bag/items', { body: { sku: 'R-1', quantity: 1 }, idempotencyKey: 'k-1' });
    expect(calls[0]?.init.body).toBe('{"sku":"R-1","quantity":1}');
    expect(headersOf(calls[0]?.init)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      [CSRF_HEADER]: '1',
      'idempotency-key': 'k-1',
    });
  });

  it('returns the body typed by the schema', async () => {
    const { client } = fakeNetwork(json({ count: 3, extra: 'dropped' }));
    const bag = await client.get('/bag', { schema: v.object({ count: v.number() }) });
    expect(bag).toEqual({ count: 3 });
  });

  it('returns undefined for an empty response', async () => {
    const { client } = fakeNetwork(new Response(null, { status: 204 }));
    await expect(client.delete('/bag/items/1')).resolves.toBeUndefined();
  });

  it('rejects a body that does not match the schema with ResponseShapeError', async () => {
    const { client } = fakeNetwork(json({ count: 'three' }));
    const failure = client.get('/bag', { schema: v.object({ count: v.number() }) });
    await expect(failure).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(failure).rejects.toMatchObject({ kind: 'response-shape', status: 200 });
  });

  it('rejects a JSON response that is not JSON with ResponseShapeError', async () => {
    const { client } = fakeNetwork(new Response('<html>', { headers: { 'content-type': 'application/json' } }));
    await expect(client.get('/bag')).rejects.toBeInstanceOf(ResponseShapeError);
  });
});

describe('errors', () => {
  it('turns problem+json into a ProblemError with its code and field errors', async () => {
    const problem = {
      type: 'https://shop.test/problems/validation',
      title: 'Invalid registration',
      status: 422,
      code: 'registration.invalid',
      detail: 'Two fields need attention',
      fieldErrors: { email: 'validation.email.invalid', 'address.postcode': 'validation.postcode.au' },
    };
    const { client } = fakeNetwork(
      new Response(JSON.stringify(problem), { status: 422, headers: { 'content-type': 'application/problem+json' } }),
    );
    const error = await client.post('/account', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemError);
    expect(error).toMatchObject({
      kind: 'problem',
      status: 422,
      code: 'registration.invalid',
      title: 'Invalid registration',
      fieldErrors: { email: 'validation.email.invalid', 'address.postcode': 'validation.postcode.au' },
    });
  });

  it('reads the API’s `errors` map as the field errors and keeps the other members as extensions', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: { 'address.postcode': 'validation.postcode.au' },
      retryAfterSeconds: 30,
    };
    const { client } = fakeNetwork(
      new Response(JSON.stringify(problem), { status: 400, headers: { 'content-type': 'application/problem+json' } }),
    );
    await expect(client.put('/checkout/shipping', { body: {} })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { 'address.postcode': 'validation.postcode.au' },
      extensions: { retryAfterSeconds: 30 },
    });
  });

  it('gives a problem without field errors an empty map', async () => {
    const { client } = fakeNetwork(
      new Response('{"title":"Gone"}', { status: 410, headers: { 'content-type': 'application/problem+json' } }),
    );
    await expect(client.get('/x')).rejects.toMatchObject({ kind: 'problem', fieldErrors: {}, code: undefined });
  });

  it('turns other failures into an HttpError with the body', async () => {
    const { client } = fakeNetwork(json({ message: 'missing' }, 404));
    const error = await client.get('/p/none').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 404, body: { message: 'missing' } });
  });

  it('leaves the query out of error messages', async () => {
    const { client } = fakeNetwork(status(404));
    await expect(client.get('/orders/lookup', { query: { postcode: '2000' } })).rejects.toThrow(
      'GET https://shop.test/api/orders/lookup failed with status 404',
    );
  });
});

describe('retries (SPEC §9)', () => {
  it('retries a GET once after 503 and returns the second answer', async () => {
    const { client, calls } = fakeNetwork(status(503), json({ ok: true }));
    await expect(client.get('/bag')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('gives up on a GET after one retry', async () => {
    const { client, calls } = fakeNetwork(status(503));
    await expect(client.get('/bag')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it('never retries a POST or a PATCH', async () => {
    const post = fakeNetwork(status(503), json({}));
    await expect(post.client.post('/orders', { body: {}, idempotencyKey: 'k' })).rejects.toMatchObject({ status: 503 });
    expect(post.calls).toHaveLength(1);
    const patch = fakeNetwork(new TypeError('fetch failed'), json({}));
    await expect(patch.client.patch('/account', { body: {} })).rejects.toBeInstanceOf(NetworkError);
    expect(patch.calls).toHaveLength(1);
  });

  it('retries PUT and DELETE once', async () => {
    const put = fakeNetwork(status(502), json({}));
    await put.client.put('/bag/items/1', { body: { quantity: 2 } });
    expect(put.calls).toHaveLength(2);
    const del = fakeNetwork(status(504), new Response(null, { status: 204 }));
    await del.client.delete('/bag/items/1');
    expect(del.calls).toHaveLength(2);
  });

  it.each([404, 400, 401, 403, 422, 501])('does not retry a %i', async (code) => {
    const { client, calls } = fakeNetwork(status(code), json({}));
    await expect(client.get('/bag')).rejects.toMatchObject({ status: code });
    expect(calls).toHaveLength(1);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET answered %i', async (code) => {
    const { client, calls } = fakeNetwork(status(code), json({}));
    await client.get('/bag');
    expect(calls).toHaveLength(2);
  });

  it('retries a GET after a network error', async () => {
    const { client, calls } = fakeNetwork(new TypeError('fetch failed'), json({ ok: 1 }));
    await expect(client.get('/bag')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(2);
  });

  it('waits as long as Retry-After asks, within the cap', async () => {
    const fetch = jest.fn<Promise<Response>, Parameters<FetchFunction>>();
    fetch.mockResolvedValueOnce(status(429, { 'retry-after': '1' })).mockResolvedValueOnce(json({}));
    const client = createHttpClient({ baseUrl: '/api', fetch, retryDelayMs: 0, maxRetryAfterMs: 2000 });
    const started = Date.now();
    await client.get('/search');
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry when Retry-After is longer than the cap', async () => {
    const fetch = jest.fn<Promise<Response>, Parameters<FetchFunction>>();
    fetch.mockResolvedValue(status(503, { 'retry-after': '120' }));
    const client = createHttpClient({ baseUrl: '/api', fetch, maxRetryAfterMs: 2000 });
    await expect(client.get('/search')).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('timeouts and aborts', () => {
  /** A fetch that never answers the first `hangs` calls (until aborted) and then answers `reply`. */
  function slowNetwork(hangs: number, reply: () => Response) {
    const calls: string[] = [];
    const fetch: FetchFunction = (url, init) => {
      calls.push(url);
      if (calls.length > hangs) return Promise.resolve(reply());
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    return { fetch, calls };
  }

  it('throws TimeoutError when no answer comes in time', async () => {
    const { fetch, calls } = slowNetwork(Infinity, () => json({}));
    const client = createHttpClient({ baseUrl: '/api', fetch, timeoutMs: 20 });
    const error = await client.post('/orders', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 20 });
    expect(calls).toHaveLength(1);
  });

  it('retries a GET once after a timeout', async () => {
    const { fetch, calls } = slowNetwork(1, () => json({ second: true }));
    const client = createHttpClient({ baseUrl: '/api', fetch, timeoutMs: 20, retryDelayMs: 0 });
    await expect(client.get('/bag')).resolves.toEqual({ second: true });
    expect(calls).toHaveLength(2);
  });

  it("rethrows the caller's abort as is and does not retry it", async () => {
    const { client, calls } = fakeNetwork('hang');
    const controller = new AbortController();
    const pending = client.get('/bag', { signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError', message: 'left the page' });
    expect(calls).toHaveLength(1);
  });

  it('does not call the network when already aborted', async () => {
    const { client, calls } = fakeNetwork(json({}));
    await expect(client.get('/bag', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(0);
  });
});
