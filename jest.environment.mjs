import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus the web platform classes jsdom lacks and Node 20 has (fetch, Request, Response, Headers, TextEncoder…),
 * so browser code and its tests can fake the network at the HTTP boundary with real Response objects.
 */
export default class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // jsdom's own AbortController and FormData stay: they interoperate with its DOM.
    const { fetch, Request, Response, Headers, TextEncoder, TextDecoder } = globalThis;
    Object.assign(this.global, { fetch, Request, Response, Headers, TextEncoder, TextDecoder });
  }
}
