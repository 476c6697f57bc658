/** One request the fake network received, as the server would see it. */
export interface FakeRequest {
  method: string;
  /** Path without the query, e.g. `/api/products`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** What a handler answers: a Response, or a plain value sent as JSON with status 200. */
export type FakeReply = Response | object | null;
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** A JSON answer with a status. */
export function jsonReply(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A problem+json answer, as the commerce API sends errors. */
export function problemReply(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: code, status, code, ...extra }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/**
 * An answer that never comes: the page stays in its loading state for the rest of the test.
 * @example installFakeApi().on('GET', '/api/stores/:slug', pendingReply)
 */
export const pendingReply: FakeHandler = () => new Promise<never>(() => undefined);

/** The fake network `installFakeApi` returns. */
export interface FakeApi {
  /**
   * Answers `method path` (path without query; `:name` segments match anything) with the handler; a later route
   * wins over an earlier one. `'*'` as the method or the path matches any.
   */
  on(method: string, path: string, handler: FakeHandler | FakeReply): FakeApi;
  /** Every request received, oldest first. */
  readonly requests: FakeRequest[];
  /** The requests no route answered (each got a 404 problem), oldest first. */
  readonly unmatched: FakeRequest[];
  /** Puts the real `fetch` back. */
  restore(): void;
}

function matches(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/**
 * Replaces `globalThis.fetch` with a fake server for component tests: the code under test runs its real HTTP
 * client; only the network is faked. Unknown routes answer 404 problem+json, so a missing stub fails loudly.
 * @example
 * const api = installFakeApi().on('GET', '/api/products/:slug', buildProduct());
 * afterEach(() => api.restore());
 */
export function installFakeApi(): FakeApi {
  const original = globalThis.fetch;
  const routes: { method: string; path: string; handler: FakeHandler }[] = [];
  const requests: FakeRequest[] = [];
  const unmatched: FakeRequest[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://shop.test',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, headers, body };
    requests.push(request);
    const route = [...routes]
      .reverse()
      .find((r) => (r.method === '*' || r.method === method) && matches(r.path, url.pathname));
    if (!route) {
      unmatched.push(request);
      return problemReply(404, 'NOT_FOUND', { detail: `no fake for ${method} ${url.pathname}` });
    }
    const reply = await route.handler(request);
    return reply instanceof Response ? reply : jsonReply(reply);
  };
  const api: FakeApi = {
    on(method, path, handler) {
      const reply: FakeHandler =
        typeof handler === 'function'
          ? (handler as FakeHandler)
          : () => (handler instanceof Response ? handler.clone() : handler);
      routes.push({ method: method.toUpperCase(), path, handler: reply });
      return api;
    },
    requests,
    unmatched,
    restore() {
      globalThis.fetch = original;
    },
  };
  return api;
}
