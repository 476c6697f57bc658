import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every answer the edge itself gives that is not a success is an RFC 9457 problem document
 * (`application/problem+json`: type, title, status, code, detail): the ones its routes send, Fastify's own errors
 * (bad JSON, bad URL, too large, no such method), and the ones Node's HTTP parser raises before Fastify sees a request
 * (headers too large, a request that never finishes), written straight onto the socket.
 */

/** The edge's problem codes (lower case; the API's are its own). */
export type EdgeProblemCode =
  | 'bad_request'
  | 'bad_url'
  | 'malformed_body'
  | 'not_found'
  | 'method_not_allowed'
  | 'request_timeout'
  | 'body_too_large'
  | 'uri_too_long'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'headers_too_large'
  | 'internal_error'
  | 'api_unreachable'
  | 'api_unavailable'
  | 'shell_unavailable';

/** The problem document (RFC 9457, `type: about:blank`, so `title` is the status's own phrase). */
export function problemDocument(status: number, code: EdgeProblemCode, detail: string): Record<string, unknown> {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', status, code, detail };
}

/** Sends a problem; never cached. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  code: EdgeProblemCode,
  detail: string,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply
    .code(status)
    .headers({ ...headers, 'content-type': 'application/problem+json', 'cache-control': 'no-store' })
    .send(JSON.stringify(problemDocument(status, code, detail)));
}

/** 404 for a path the edge has nothing at (an unknown asset, release or file). */
export function notFound(reply: FastifyReply): FastifyReply {
  return sendProblem(reply, 404, 'not_found', 'Nothing is published at this address.');
}

/** 405 with the methods the path does allow. */
export function methodNotAllowed(reply: FastifyReply, method: string, allow: readonly string[]): FastifyReply {
  return sendProblem(reply, 405, 'method_not_allowed', `${method} is not allowed here.`, { allow: allow.join(', ') });
}

/** The error Fastify raises for a body over its parser's limit. */
export const BODY_TOO_LARGE = 'FST_ERR_CTP_BODY_TOO_LARGE';

/** Fastify's own errors, by code: the status and problem they become. */
function problemOfFastifyError(error: FastifyError): { status: number; code: EdgeProblemCode; detail: string } {
  switch (error.code) {
    case BODY_TOO_LARGE:
      return { status: 413, code: 'body_too_large', detail: 'The request body is larger than this address accepts.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupported_media_type', detail: 'This address does not accept that media type.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'malformed_body', detail: 'The request body is not valid JSON.' };
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: 'bad_url', detail: 'The address is not a valid URL.' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, code: 'uri_too_long', detail: 'The address is too long.' };
    default: {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500)
        return { status, code: 'bad_request', detail: 'The request was not understood.' };
      return { status: 500, code: 'internal_error', detail: 'Something went wrong on our side.' };
    }
  }
}

function sendFastifyError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const problem = problemOfFastifyError(error);
  if (problem.status >= 500) request.log.error({ err: error }, `${request.method} ${request.url} failed`);
  // The client may still be sending a body we will not read: close the connection rather than drain it.
  const headers: Record<string, string> = problem.status === 413 ? { connection: 'close' } : {};
  return sendProblem(reply, problem.status, problem.code, problem.detail, headers);
}

/** Fastify's option for errors raised before routing (a malformed URL, an over-long one): problem+json too. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendFastifyError(error, request, reply);
}

/** The status and problem of each error Node's HTTP parser reports on a connection. */
function problemOfClientError(code: string | undefined): { status: number; code: EdgeProblemCode; detail: string } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      code: 'headers_too_large',
      detail: 'The request headers are larger than this server accepts.',
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'request_timeout', detail: 'The request was not received in time.' };
  }
  return { status: 400, code: 'bad_request', detail: 'The request is not valid HTTP.' };
}

/** The raw HTTP/1.1 response of a problem, for a socket that has no request or reply object. */
export function rawProblemResponse(status: number, code: EdgeProblemCode, detail: string): string {
  const body = JSON.stringify(problemDocument(status, code, detail));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/problem+json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler`: what Node's parser rejects (431 headers too large, 408 request timeout, 400 not
 * HTTP) is answered with a problem on the socket, which is then closed. Nothing is written when the peer is gone, or
 * when a response on this connection has already begun (a second response would corrupt it).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const problem = problemOfClientError(error.code);
    socket.end(rawProblemResponse(problem.status, problem.code, problem.detail));
    // Give the answer a moment to leave before the connection is torn down (unread input would reset it at once).
    setTimeout(() => socket.destroy(), 1_000).unref();
    return;
  }
  socket.destroy();
}

/** The methods each kind of path answers, for a 405's `Allow`. */
export type AllowedMethods = (path: string) => readonly string[];

/**
 * Errors and unmatched methods as problems. Every path answers GET (the document or a file), so the not-found handler
 * is only reached by a method the path does not take: 405 with `Allow`.
 */
export function registerProblemHandlers(app: FastifyInstance, allowedMethods: AllowedMethods): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendFastifyError(error, request, reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allow = allowedMethods(path);
    if (allow.includes(request.method)) return notFound(reply);
    return methodNotAllowed(reply, request.method, allow);
  });
}
