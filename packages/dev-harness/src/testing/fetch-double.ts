import {
  installFakeApi,
  type FakeApi,
  type FakeHandler,
  type FakeReply,
  type FakeRequest,
} from '@storefront/http/testing';

/**
 * The network a page may use in a test, by `'METHOD /path'` (`:name` segments match anything; the query is not part
 * of the key) or `'*'` for every other request. A value is the answer (a Response, or a value sent as JSON) or a
 * handler that makes one from the request.
 * @example { 'GET /api/bag': buildBagAnswer(), 'POST /api/bag/lines': (request) => problemReply(409, 'INSUFFICIENT_STOCK') }
 */
export type FetchTable = Readonly<Record<string, FakeReply | FakeHandler>>;

const KEY = /^([A-Z]+) (\/\S*)$/;

/** Installs the table as `globalThis.fetch` (the catch-all `'*'` first, so every specific route wins over it). */
export function installFetchTable(table: FetchTable): FakeApi {
  const api = installFakeApi();
  const entries = Object.entries(table);
  const catchAll = table['*'];
  if (catchAll !== undefined) api.on('*', '*', catchAll);
  for (const [key, answer] of entries) {
    if (key === '*') continue;
    const match = KEY.exec(key);
    if (!match) {
      api.restore();
      throw new Error(`renderRemotePage: fetch key "${key}" is not "METHOD /path" (e.g. "GET /api/bag") or "*"`);
    }
    api.on(match[1]!, match[2]!, answer);
  }
  return api;
}

/** `GET /api/search?q=pearl`: how a request is named when no route answered it. */
export function describeRequest(request: FakeRequest): string {
  const query = request.query.toString();
  return `${request.method} ${request.path}${query === '' ? '' : `?${query}`}`;
}
