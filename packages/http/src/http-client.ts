import * as v from 'valibot';

import { HttpError, NetworkError, ProblemError, ResponseShapeError, TimeoutError } from './http-errors';
import { problemDetailsSchema } from './problem-details';
import { isRetryableStatus, maxRetriesFor, parseRetryAfter } from './retry-policy';
import type { HttpMethod } from './retry-policy';

/** The `fetch` the client calls; tests pass a fake here instead of mocking the client. */
export type FetchFunction = (input: string, init: RequestInit) => Promise<Response>;

/** Configuration of one client (usually one per API). */
export interface HttpClientOptions {
  /** Prefix of every path, e.g. '/api' or 'https://www.example-jewellers.com.au/api'. */
  baseUrl: string;
  /** Time limit of each attempt, body included. Default 10 000 ms. */
  timeoutMs?: number;
  /** Default: the global fetch, looked up at call time. */
  fetch?: FetchFunction;
  /**
   * Headers sent with every request (e.g. `accept-language`). A function is called for each request, for values that
   * change while the page lives (the active locale).
   */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Wait before the retry when the server gives no `Retry-After`. Default 300 ms. */
  retryDelayMs?: number;
  /** Longest `Retry-After` the client waits for; a longer one means no retry. Default 3 000 ms. */
  maxRetryAfterMs?: number;
}

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** A query string value; arrays repeat the key, null and undefined leave it out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Options of one request. */
export interface RequestOptions<TSchema extends AnySchema | undefined = undefined> {
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Validates the response body; the result is typed from it. Without it the result is `unknown`. */
  schema?: TSchema;
  /** Aborting rejects with the signal's reason (not wrapped, never retried). */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key` so the server can drop a duplicate the shopper causes (double submit). */
  idempotencyKey?: string;
}

/** What a request resolves to: the schema's output, or `unknown` without a schema. */
export type ResponseOf<TSchema> = TSchema extends AnySchema ? v.InferOutput<TSchema> : unknown;

/** A method without a body (GET). */
export type BodilessRequest = <TSchema extends AnySchema | undefined = undefined>(
  path: string,
  options?: Omit<RequestOptions<TSchema>, 'body'>,
) => Promise<ResponseOf<TSchema>>;

/** A method with an optional JSON body. */
export type BodyRequest = <TSchema extends AnySchema | undefined = undefined>(
  path: string,
  options?: RequestOptions<TSchema>,
) => Promise<ResponseOf<TSchema>>;

/** The client `createHttpClient` returns. */
export interface HttpClient {
  get: BodilessRequest;
  post: BodyRequest;
  put: BodyRequest;
  patch: BodyRequest;
  delete: BodyRequest;
}

/**
 * Header that marks a request as coming from the storefront's own scripts. Browsers only let a page add a custom
 * header to a cross-origin request after a CORS preflight the API refuses, so the API rejects state-changing
 * requests without it: a form or image on another site cannot forge one (CSRF).
 */
export const CSRF_HEADER = 'x-storefront-csrf';

const safeMethods: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS']);

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  // The path is always appended to the base, so a stray absolute URL cannot send cookies or the CSRF header elsewhere.
  let url = `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  if (query !== undefined) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined) continue;
      const values: readonly (string | number | boolean)[] = Array.isArray(value) ? value : [value];
      for (const item of values) params.append(key, String(item));
    }
    const search = params.toString();
    if (search !== '') url += `${url.includes('?') ? '&' : '?'}${search}`;
  }
  return url;
}

function lowerCaseKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) result[name.toLowerCase()] = value;
  return result;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface RawResponse {
  response: Response;
  text: string;
}

const jsonContentType = /^application\/(?:[\w.-]+\+)?json(?:\s*;|$)/i;
const problemContentType = /^application\/problem\+json(?:\s*;|$)/i;

/**
 * Creates the HTTP client: JSON in and out, `credentials: 'same-origin'`, the CSRF header on every non-GET, a time
 * limit per attempt, and the retry policy of SPEC §9 (see `maxRetriesFor`, `isRetryableStatus`).
 * @example
 * const api = createHttpClient({ baseUrl: '/api' });
 * const bag = await api.get('/bag', { schema: bagSchema }); // typed from bagSchema
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { baseUrl, timeoutMs = 10_000, headers: clientHeaders, retryDelayMs = 300, maxRetryAfterMs = 3_000 } = options;
  const doFetch: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function attempt(
    method: HttpMethod,
    url: string,
    init: RequestInit,
    signal?: AbortSignal,
  ): Promise<RawResponse> {
    if (signal?.aborted) throw signal.reason;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = (): void => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await doFetch(url, { ...init, signal: controller.signal });
      return { response, text: await response.text() };
    } catch (error) {
      if (timedOut) throw new TimeoutError({ method, url, timeoutMs, cause: error });
      if (signal?.aborted) throw signal.reason;
      throw new NetworkError({ method, url, cause: error });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  async function request(method: HttpMethod, path: string, call: RequestOptions<AnySchema | undefined> = {}) {
    const url = buildUrl(baseUrl, path, call.query);
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...lowerCaseKeys(typeof clientHeaders === 'function' ? clientHeaders() : clientHeaders),
      ...lowerCaseKeys(call.headers),
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (!safeMethods.has(method)) headers[CSRF_HEADER] = '1';
    if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
    const init: RequestInit = {
      method,
      headers,
      credentials: 'same-origin',
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    };

    const maxRetries = maxRetriesFor(method);
    for (let attemptNumber = 0; ; attemptNumber += 1) {
      const canRetry = attemptNumber < maxRetries;
      let raw: RawResponse;
      try {
        raw = await attempt(method, url, init, call.signal);
      } catch (error) {
        if (canRetry && (error instanceof NetworkError || error instanceof TimeoutError)) {
          await sleep(retryDelayMs, call.signal);
          continue;
        }
        throw error;
      }

      const { response, text } = raw;
      if (!response.ok) {
        if (canRetry && isRetryableStatus(response.status)) {
          const delay = parseRetryAfter(response.headers.get('retry-after')) ?? retryDelayMs;
          if (delay <= maxRetryAfterMs) {
            await sleep(delay, call.signal);
            continue;
          }
        }
        throw errorFor(method, url, response, text);
      }
      return parseSuccess(method, url, response, text, call.schema);
    }
  }

  const withBody =
    (method: HttpMethod): BodyRequest =>
    (path, requestOptions) =>
      request(method, path, requestOptions) as never;

  return {
    get: (path, requestOptions) => request('GET', path, requestOptions) as never,
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: withBody('DELETE'),
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function errorFor(method: HttpMethod, url: string, response: Response, text: string): Error {
  const contentType = response.headers.get('content-type') ?? '';
  const json = jsonContentType.test(contentType) ? parseJson(text) : { ok: false as const };
  if (json.ok && problemContentType.test(contentType)) {
    const problem = v.safeParse(problemDetailsSchema, json.value);
    if (problem.success) {
      const { type, title, status, detail, instance, code, errors, fieldErrors, ...extensions } = problem.output;
      void status; // the response's own status is the one that counts
      return new ProblemError({
        method,
        url,
        status: response.status,
        code,
        title: title ?? response.statusText,
        detail,
        type,
        instance,
        fieldErrors: errors ?? fieldErrors ?? {},
        extensions,
      });
    }
  }
  return new HttpError({ method, url, status: response.status, body: json.ok ? json.value : text });
}

async function parseSuccess(
  method: HttpMethod,
  url: string,
  response: Response,
  text: string,
  schema: AnySchema | undefined,
): Promise<unknown> {
  let body: unknown;
  if (text === '') {
    body = undefined;
  } else if (jsonContentType.test(response.headers.get('content-type') ?? '')) {
    const json = parseJson(text);
    if (!json.ok) throw new ResponseShapeError({ method, url, status: response.status, issues: [] });
    body = json.value;
  } else {
    body = text;
  }
  if (schema === undefined) return body;
  const result = await v.safeParseAsync(schema, body);
  if (!result.success) throw new ResponseShapeError({ method, url, status: response.status, issues: result.issues });
  return result.output;
}
