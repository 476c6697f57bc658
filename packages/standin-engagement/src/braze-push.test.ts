/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:8080/"}
 */
import { generateKeyPairSync } from 'node:crypto';
import * as braze from '@braze/web-sdk';
import { createEngagementStandin, type EngagementStandin } from './engagement-standin';

/**
 * Web push through the real SDK against the stand-in. jsdom has no service workers or Push API, so the browser's side
 * is a small double (a registration whose push manager hands out subscriptions); everything else is the SDK's own
 * code: the worker it registers, the VAPID key it takes from the stand-in's config, what it sends, and its push token
 * maintenance, which renews a subscription older than 6 months on a new session (SPEC §9).
 */
const apiKey = 'push-test-api-key';
const deviceId = 'push-device';
let standin: EngagementStandin;

/** The stand-in's VAPID public key: an uncompressed P-256 point, base64url. */
const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).publicKey.export({ format: 'jwk' });
const vapidPublicKey = Buffer.concat([
  Buffer.from([4]),
  Buffer.from(jwk.x!, 'base64url'),
  Buffer.from(jwk.y!, 'base64url'),
]).toString('base64url');

const browserPush = {
  permission: 'default' as NotificationPermission,
  prompts: 0,
  registered: [] as string[],
  subscribed: [] as Uint8Array[],
  unsubscribed: [] as string[],
  current: null as null | ReturnType<typeof subscription>,
};

function subscription(endpoint: string, key: Uint8Array) {
  const bytes = (text: string) => Uint8Array.from(Buffer.from(text)).buffer;
  const made = {
    endpoint,
    expirationTime: null,
    options: { applicationServerKey: key.slice().buffer, userVisibleOnly: true },
    getKey: (name: string) => bytes(`${name}-of-${endpoint}`),
    unsubscribe: async () => {
      browserPush.unsubscribed.push(endpoint);
      browserPush.current = null;
      return true;
    },
  };
  return made;
}

const registration = {
  update: async () => undefined,
  unregister: async () => true,
  pushManager: {
    getSubscription: async () => browserPush.current,
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      browserPush.subscribed.push(options.applicationServerKey);
      browserPush.current = subscription(
        `https://push.example/${browserPush.subscribed.length}`,
        options.applicationServerKey,
      );
      return browserPush.current;
    },
  },
};

beforeAll(async () => {
  standin = createEngagementStandin({ apiKey, vapidPublicKey });
  await standin.listen({ port: 0 });
  Object.assign(globalThis, {
    ServiceWorkerRegistration: class {
      showNotification() {}
    },
    PushManager: class {},
    Notification: {
      get permission() {
        return browserPush.permission;
      },
      // The shopper allows notifications when asked.
      requestPermission: async () => {
        browserPush.prompts += 1;
        browserPush.permission = 'granted';
        return browserPush.permission;
      },
    },
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: async (url: string) => {
        browserPush.registered.push(url);
        return registration;
      },
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
});
afterAll(async () => {
  jest.useRealTimers();
  braze.destroy();
  await standin.close();
});

async function until<T>(read: () => T | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const flush = () => new Promise<boolean>((resolve) => braze.requestImmediateDataFlush(resolve));

/** Only `Date` moves (the SDK's timers stay real): a later visit, a new session. */
function visitAgainAfter(months: number, from: Date) {
  const later = new Date(from);
  later.setMonth(later.getMonth() + months);
  jest.useFakeTimers({
    now: later,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  braze.destroy();
  start();
}

function start() {
  expect(
    braze.initialize(apiKey, {
      baseUrl: standin.url,
      doNotLoadFontAwesome: true,
      noCookies: true,
      deviceId,
      serviceWorkerLocation: '/service-worker.js',
    }),
  ).toBe(true);
  braze.openSession();
}

describe('web push through the real @braze/web-sdk and the stand-in', () => {
  it('subscribes with the stand-in’s VAPID key through /service-worker.js, sends the subscription, and renews it after 6 months', async () => {
    const firstVisit = new Date();
    start();
    expect(braze.isPushSupported()).toBe(true);
    expect(browserPush.registered).toEqual([]);

    const endpoint = await new Promise<string>((resolve, reject) =>
      braze.requestPushPermission(resolve, () => reject(new Error('refused'))),
    );

    expect(endpoint).toBe('https://push.example/1');
    expect(browserPush.prompts).toBe(1);
    expect(browserPush.registered).toEqual(['/service-worker.js']);
    // The key the browser subscribed with is the stand-in's config.vapid_public_key.
    expect(Buffer.from(browserPush.subscribed[0]!).toString('base64url')).toBe(vapidPublicKey);
    const recorded = await until(() => standin.pushSubscriptions(deviceId)[0], 'the subscription at the stand-in');
    expect(recorded).toMatchObject({
      deviceId,
      endpoint: 'https://push.example/1',
      publicKey: Buffer.from('p256dh-of-https://push.example/1').toString('base64'),
      userAuth: Buffer.from('auth-of-https://push.example/1').toString('base64'),
    });
    // The same key, as the SDK writes it (base64url with its padding).
    expect(Buffer.from(recorded.vapidPublicKey!, 'base64url')).toEqual(Buffer.from(vapidPublicKey, 'base64url'));

    // Five months on, a new session sends the same subscription again (token maintenance) and keeps it.
    visitAgainAfter(5, firstVisit);
    const sessionStarts = () =>
      standin.received.flatMap((request) =>
        ((request.body?.events as Array<{ name: string }> | undefined) ?? []).filter((event) => event.name === 'ss'),
      ).length;
    await until(() => sessionStarts() >= 2, 'the second visit’s session');
    await flush();
    expect(browserPush.unsubscribed).toEqual([]);
    expect(browserPush.subscribed).toHaveLength(1);
    expect(standin.pushSubscriptions(deviceId).map((item) => item.endpoint)).toEqual(['https://push.example/1']);

    // Seven months on, the SDK replaces the subscription: unsubscribes the old one and sends the new one.
    visitAgainAfter(7, firstVisit);
    await until(() => browserPush.subscribed.length === 2, 'a renewed subscription');
    expect(browserPush.unsubscribed).toEqual(['https://push.example/1']);
    await flush();
    expect(standin.pushSubscriptions(deviceId).map((item) => item.endpoint)).toEqual(['https://push.example/2']);
    expect(browserPush.prompts).toBe(1);
  });
});
