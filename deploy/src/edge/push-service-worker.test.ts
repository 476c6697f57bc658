/** @jest-environment node */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { createEdge } from './create-edge';
import { PUSH_SERVICE_WORKER_PATH, pushServiceWorkerScript } from './push-service-worker';

const ORIGIN = 'https://www.example.com.au';

type Listener = (event: unknown) => void;

interface ShownNotification {
  title: string;
  options: { body: string; data: { url: string | null }; icon?: string; image?: string; tag?: string };
}

/** A stand-in IndexedDB holding the SDK's database, with `optOut` stored under key 1, or no database at all. */
function fakeIndexedDb(optOut: boolean | 'no-database') {
  const created: string[] = [];
  return {
    created,
    open(name: string) {
      const request: Record<string, unknown> & { transaction: { abort: () => void } } = {
        transaction: { abort: () => void 0 },
      };
      setTimeout(() => {
        if (optOut === 'no-database') {
          let aborted = false;
          request.transaction = { abort: () => (aborted = true) };
          (request.onupgradeneeded as () => void)();
          if (!aborted) created.push(name);
          (request.onerror as () => void)();
          return;
        }
        request.result = {
          objectStoreNames: { contains: (store: string) => store === 'optOut' },
          close: () => void 0,
          transaction: () => ({
            objectStore: () => ({
              get: (key: number) => {
                const read: Record<string, unknown> = {};
                setTimeout(() => {
                  read.result = key === 1 ? optOut : undefined;
                  (read.onsuccess as () => void)();
                });
                return read;
              },
            }),
          }),
        };
        (request.onsuccess as () => void)();
      });
      return request;
    },
  };
}

/** Runs the served script's worker function over a stand-in service worker scope. */
function startWorker({ optOut = false as boolean | 'no-database', windows = [] as string[] } = {}) {
  const listeners = new Map<string, Listener>();
  const shown: ShownNotification[] = [];
  const posted: unknown[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const indexedDB = fakeIndexedDb(optOut);
  const clients = windows.map((url) => ({
    url,
    postMessage: (message: unknown) => posted.push(message),
    focus: async () => focused.push(url),
  }));
  const scope = {
    location: { origin: ORIGIN },
    indexedDB,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: ShownNotification['options']) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => clients,
      openWindow: async (url: string) => opened.push(url),
    },
  };
  const context = vm.createContext({ URL, Promise, setTimeout });
  vm.runInContext(pushServiceWorkerScript, context);
  (context.pushServiceWorker as (scope: unknown) => void)(scope);

  async function dispatch(type: string, event: Record<string, unknown>) {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }
  const push = (payload: unknown) =>
    dispatch('push', {
      data:
        payload === undefined ? null : { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) },
    });
  const click = (data: unknown) => {
    const notification = { data, closed: false, close: () => (notification.closed = true) };
    return { notification, done: dispatch('notificationclick', { notification }) };
  };
  return { listeners, shown, posted, opened, focused, indexedDB, push, click };
}

describe('the push service worker', () => {
  it('does nothing by itself outside a service worker, and handles exactly install, activate, push and click', () => {
    const context = vm.createContext({ URL });
    expect(() => vm.runInContext(pushServiceWorkerScript, context)).not.toThrow();
    expect([...startWorker().listeners.keys()].sort()).toEqual(['activate', 'install', 'notificationclick', 'push']);
  });

  it("shows Braze's payload: title t, body a, icon i, image img, the click's address u and the campaign as tag", async () => {
    const worker = startWorker({ windows: [`${ORIGIN}/`] });

    await worker.push({
      t: 'Our anniversary collection',
      a: 'Ten new pieces, online first.',
      i: 'https://cdn.example.com/icon.png',
      img: '/images/anniversary.jpg',
      u: '/c/anniversary',
      cid: 'campaign-1',
    });

    expect(worker.shown).toEqual([
      {
        title: 'Our anniversary collection',
        options: {
          body: 'Ten new pieces, online first.',
          icon: 'https://cdn.example.com/icon.png',
          image: `${ORIGIN}/images/anniversary.jpg`,
          tag: 'campaign-1',
          data: { url: `${ORIGIN}/c/anniversary` },
        },
      },
    ]);
    expect(worker.posted).toEqual([{ type: 'storefront:push-shown', title: 'Our anniversary collection' }]);
  });

  it('keeps no address of another origin, no picture over plain http from elsewhere, and uses the body as title', async () => {
    const worker = startWorker();

    await worker.push({ a: 'Only a body', u: 'https://elsewhere.example/phish', i: 'http://elsewhere.example/i.png' });

    expect(worker.shown).toEqual([{ title: 'Only a body', options: { body: '', data: { url: null } } }]);
  });

  it('shows nothing for a push without text, or without JSON', async () => {
    const worker = startWorker({ windows: [`${ORIGIN}/`] });

    await worker.push({ u: '/' });
    await worker.push(undefined);
    await worker.push('"just a string"');

    expect(worker.shown).toEqual([]);
    expect(worker.posted).toEqual(Array(3).fill({ type: 'storefront:push-ignored', reason: 'nothing-to-show' }));
  });

  it('shows nothing while the shopper has turned marketing messages off (the SDK’s opt-out in IndexedDB)', async () => {
    const worker = startWorker({ optOut: true, windows: [`${ORIGIN}/`] });

    await worker.push({ t: 'An offer', a: 'For you' });

    expect(worker.shown).toEqual([]);
    expect(worker.posted).toEqual([{ type: 'storefront:push-ignored', reason: 'opted-out' }]);
  });

  it('shows it when the SDK never wrote its database, and does not create that database itself', async () => {
    const worker = startWorker({ optOut: 'no-database' });

    await worker.push({ t: 'An offer', a: 'For you' });

    expect(worker.shown.map((notification) => notification.title)).toEqual(['An offer']);
    expect(worker.indexedDB.created).toEqual([]);
  });

  it('opens the address of a clicked notification on this origin, or focuses the tab already there', async () => {
    const worker = startWorker({ windows: [`${ORIGIN}/my-account`] });

    const first = worker.click({ url: `${ORIGIN}/c/anniversary` });
    await first.done;
    const second = worker.click({ url: `${ORIGIN}/my-account` });
    await second.done;

    expect(first.notification.closed).toBe(true);
    expect(worker.opened).toEqual([`${ORIGIN}/c/anniversary`]);
    expect(worker.focused).toEqual([`${ORIGIN}/my-account`]);
  });

  it('only closes a clicked notification whose address is elsewhere, unparsable or missing', async () => {
    const worker = startWorker();

    for (const data of [{ url: 'https://elsewhere.example/' }, { url: 'javascript:alert(1)' }, { url: null }, null]) {
      const { notification, done } = worker.click(data);
      await done;
      expect(notification.closed).toBe(true);
    }

    expect(worker.opened).toEqual([]);
  });
});

describe('the edge serves the push service worker', () => {
  let dataDir: string;
  let edge: FastifyInstance | undefined;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-sw-'));
  });
  afterEach(async () => {
    await edge?.close();
    edge = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });
  const start = async (env: NodeJS.ProcessEnv) => {
    edge = await createEdge({ dataDir, env: { LOG_LEVEL: 'silent', ...env } });
    return edge;
  };

  it('at the site root, as JavaScript, revalidated each time, while the engagement SDK is configured', async () => {
    const app = await start({
      INTEGRATIONS: 'braze',
      BRAZE_API_KEY: 'web-app-key',
      BRAZE_SDK_ENDPOINT: 'sdk.iad-03.braze.com',
    });

    const response = await app.inject({ method: 'GET', url: PUSH_SERVICE_WORKER_PATH });

    expect(PUSH_SERVICE_WORKER_PATH).toBe('/service-worker.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(pushServiceWorkerScript);
  });

  it('not at all without the engagement SDK', async () => {
    const app = await start({});

    const response = await app.inject({ method: 'GET', url: PUSH_SERVICE_WORKER_PATH });

    expect(response.statusCode).toBe(404);
  });
});
