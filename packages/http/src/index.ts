export { createHttpClient, CSRF_HEADER } from './http-client';
export type {
  HttpClient,
  HttpClientOptions,
  RequestOptions,
  ResponseOf,
  QueryValue,
  FetchFunction,
  BodilessRequest,
  BodyRequest,
} from './http-client';
export {
  HttpClientError,
  HttpError,
  ProblemError,
  NetworkError,
  TimeoutError,
  ResponseShapeError,
  isHttpClientError,
} from './http-errors';
export type { HttpClientErrorKind, ProblemFields } from './http-errors';
export { problemDetailsSchema } from './problem-details';
export type { ProblemDetails } from './problem-details';
export {
  RETRYABLE_STATUSES,
  isRetryableStatus,
  isIdempotentMethod,
  maxRetriesFor,
  parseRetryAfter,
} from './retry-policy';
export type { HttpMethod } from './retry-policy';
