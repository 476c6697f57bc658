/* eslint-disable no-restricted-globals -- test support acting as a shopper's browser against API processes */
import { TEST_ORIGIN, type Shopper, type ShopperResponse } from './harness';

/**
 * A shopper's browser talking HTTP to API processes: it keeps its cookies, sends the storefront's locale, CSRF header
 * and Origin on writes (as `TestClient` does in process), and comes from `ip` (an `X-Forwarded-For` the API believes
 * from loopback, the edge's place). Its requests take turns over `targets`, so one shopper's visit is spread over
 * every process; `at(i)` is the same shopper (same cookies) talking to one process only.
 */
export class HttpShopper implements Shopper {
  readonly cookies: Map<string, string>;
  #targets: readonly string[];
  #turn = 0;
  #locale: string;
  #ip: string | undefined;

  constructor(
    targets: readonly string[],
    options: { locale?: string; ip?: string } = {},
    cookies: Map<string, string> = new Map(),
  ) {
    if (targets.length === 0) throw new Error('an HTTP shopper needs at least one API process');
    this.#targets = targets;
    this.#locale = options.locale ?? 'en-AU';
    this.#ip = options.ip;
    this.cookies = cookies;
  }

  /** The same shopper, cookies shared, talking to `targets[index]` only. */
  at(index: number): HttpShopper {
    const target = this.#targets[index % this.#targets.length]!;
    return new HttpShopper([target], { locale: this.#locale, ...(this.#ip ? { ip: this.#ip } : {}) }, this.cookies);
  }

  async request(
    method: string,
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<ShopperResponse> {
    const target = this.#targets[this.#turn++ % this.#targets.length]!;
    const write = method !== 'GET' && method !== 'HEAD';
    const headers: Record<string, string> = {
      'x-storefront-locale': this.#locale,
      ...(write ? { 'x-storefront-csrf': '1', origin: TEST_ORIGIN } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(this.cookies.size > 0
        ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {}),
      ...(this.#ip ? { 'x-forwarded-for': this.#ip } : {}),
      ...options.headers,
    };
    const response = await fetch(`${target}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some(
        (attribute) =>
          /^max-age=0$/i.test(attribute) ||
          (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const body = await response.text();
    return {
      statusCode: response.status,
      body,
      headers: Object.fromEntries(response.headers),
      json: () => JSON.parse(body) as unknown,
    };
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, headers ? { headers } : {});
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, { body: body ?? {}, ...(headers ? { headers } : {}) });
  }
  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, { body: body ?? {}, ...(headers ? { headers } : {}) });
  }
}
