import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/**
 * An answer that is not a success, sent as `application/problem+json` (RFC 9457) with a stable `code` the UI maps to
 * a localised message. `errors` carries field errors as `@storefront/validation` message ids.
 */
export class ApiProblem extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string> | undefined;
  readonly extra: Record<string, unknown> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    detail: string,
    options: {
      errors?: Record<string, string>;
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(detail);
    this.name = 'ApiProblem';
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.extra = options.extra;
    this.headers = options.headers;
  }
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** Shorthands for the answers every domain gives. */
export const problems = {
  notFound: (what = 'The resource was not found.') => new ApiProblem(404, 'NOT_FOUND', what),
  unauthenticated: () => new ApiProblem(401, 'UNAUTHENTICATED', 'Sign in to continue.'),
  /** Field errors (message ids by path), and the values their messages need (`{length}`), when any do. */
  invalid: (errors: Record<string, string>, errorValues: Record<string, Record<string, number>> = {}) =>
    new ApiProblem(400, 'VALIDATION_FAILED', 'Some fields need attention.', {
      errors,
      ...(Object.keys(errorValues).length > 0 ? { extra: { errorValues } } : {}),
    }),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new ApiProblem(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Please wait before trying again.', {
      extra: { retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
};

/** The RFC 9457 document of a problem, as sent and as stored for idempotent replays. */
export function problemDocument(problem: ApiProblem): Record<string, unknown> {
  return {
    type: 'about:blank',
    title: titles[problem.status] ?? 'Error',
    status: problem.status,
    code: problem.code,
    detail: problem.message,
    ...(problem.errors ? { errors: problem.errors } : {}),
    ...(problem.extra ?? {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: ApiProblem): FastifyReply {
  if (problem.headers) void reply.headers(problem.headers);
  return reply.code(problem.status).type('application/problem+json').send(problemDocument(problem));
}

/** Maps everything thrown to problem+json: ours as they are, Fastify's by kind, anything else as a generic 500. */
export function installProblemHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiProblem, request, reply) => {
    if (error instanceof ApiProblem) return sendProblem(reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(reply, new ApiProblem(500, 'INTERNAL', 'Something went wrong. Please try again.'));
    }
    const code =
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'UNSUPPORTED_MEDIA_TYPE'
        : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'BODY_TOO_LARGE'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'MALFORMED_BODY'
            : status === 429
              ? 'TOO_MANY_REQUESTS'
              : 'BAD_REQUEST';
    const detail =
      code === 'MALFORMED_BODY' ? 'The request body is not valid JSON.' : 'The request was not understood.';
    return sendProblem(reply, new ApiProblem(status, code, detail));
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      new ApiProblem(404, 'NOT_FOUND', `No API route for ${request.method} ${request.url.split('?')[0]}.`),
    ),
  );
}
