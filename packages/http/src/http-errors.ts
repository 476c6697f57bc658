import type * as v from 'valibot';

/** Which failure an `HttpClientError` is; switch on it instead of chaining `instanceof`. */
export type HttpClientErrorKind = 'http' | 'problem' | 'network' | 'timeout' | 'response-shape';

interface RequestInfo {
  method: string;
  url: string;
  cause?: unknown;
}

function describe(method: string, url: string): string {
  // The query may carry personal data (e-mail, postcode), so messages, which end up in logs, leave it out.
  return `${method} ${url.split('?')[0] ?? url}`;
}

/** Base of every error the HTTP client throws (a caller's own abort is rethrown as is, not wrapped). */
export abstract class HttpClientError extends Error {
  abstract readonly kind: HttpClientErrorKind;
  readonly method: string;
  readonly url: string;

  protected constructor(message: string, { method, url, cause }: RequestInfo) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    this.method = method;
    this.url = url;
  }
}

/** A non-2xx response that is not problem+json. `body` is the parsed JSON, or the text. */
export class HttpError extends HttpClientError {
  readonly kind = 'http';
  readonly status: number;
  readonly body: unknown;

  constructor(info: RequestInfo & { status: number; body: unknown }) {
    super(`${describe(info.method, info.url)} failed with status ${info.status}`, info);
    this.status = info.status;
    this.body = info.body;
  }
}

/** The fields of an `application/problem+json` error (RFC 9457) plus the storefront API's `code` and field errors. */
export interface ProblemFields {
  status: number;
  /** Stable machine-readable code the UI maps to a localised message, e.g. 'gift-card.pin-incorrect'. */
  code: string | undefined;
  title: string;
  detail: string | undefined;
  type: string | undefined;
  instance: string | undefined;
  /** Message id per field path, e.g. `{ email: 'validation.email.invalid' }`; empty when none. */
  fieldErrors: Record<string, string>;
  /** The problem's other members (RFC 9457 extensions), e.g. `{ retryAfterSeconds: 30, minSpendCents: 5000 }`. */
  extensions: Record<string, unknown>;
}

/** A non-2xx `application/problem+json` response. */
export class ProblemError extends HttpClientError implements ProblemFields {
  readonly kind = 'problem';
  readonly status: number;
  readonly code: string | undefined;
  readonly title: string;
  readonly detail: string | undefined;
  readonly type: string | undefined;
  readonly instance: string | undefined;
  readonly fieldErrors: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(info: RequestInfo & Omit<ProblemFields, 'extensions'> & Partial<Pick<ProblemFields, 'extensions'>>) {
    super(`${describe(info.method, info.url)} failed with status ${info.status}: ${info.title}`, info);
    this.status = info.status;
    this.code = info.code;
    this.title = info.title;
    this.detail = info.detail;
    this.type = info.type;
    this.instance = info.instance;
    this.fieldErrors = info.fieldErrors;
    this.extensions = info.extensions ?? {};
  }
}

/** No response at all: offline, DNS, connection reset, CORS refusal. */
export class NetworkError extends HttpClientError {
  readonly kind = 'network';

  constructor(info: RequestInfo) {
    super(`${describe(info.method, info.url)} failed: network error`, info);
  }
}

/** No complete response within the client's time limit (per attempt). */
export class TimeoutError extends HttpClientError {
  readonly kind = 'timeout';
  readonly timeoutMs: number;

  constructor(info: RequestInfo & { timeoutMs: number }) {
    super(`${describe(info.method, info.url)} timed out after ${info.timeoutMs} ms`, info);
    this.timeoutMs = info.timeoutMs;
  }
}

/** A 2xx response whose body is not JSON or does not match the schema the caller gave. */
export class ResponseShapeError extends HttpClientError {
  readonly kind = 'response-shape';
  readonly status: number;
  /** The schema's issues; empty when the body was not valid JSON. */
  readonly issues: readonly v.BaseIssue<unknown>[];

  constructor(info: RequestInfo & { status: number; issues: readonly v.BaseIssue<unknown>[] }) {
    super(`${describe(info.method, info.url)} returned an unexpected response body`, info);
    this.status = info.status;
    this.issues = info.issues;
  }
}

/** True for any error thrown by the HTTP client (not for a caller's own abort). */
export function isHttpClientError(error: unknown): error is HttpClientError {
  return error instanceof HttpClientError;
}
