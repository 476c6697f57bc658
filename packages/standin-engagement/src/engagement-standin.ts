import { generateKeyPairSync } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { cardSchema, triggerSchema, type StoredCard, type StoredTrigger } from './engagement-data-schemas';
import { IMAGES_DIR, loadEngagementData, MARKETS, marketFrom, type Market } from './engagement-store';

/** The repository's data files (`packages/standin-engagement/data`). */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../data');

/** Defaults of {@link createEngagementStandin}; the storefront's `BRAZE_API_KEY` default is the same key. */
export const ENGAGEMENT_STANDIN_DEFAULTS = { host: '127.0.0.1', port: 4060, apiKey: 'local-braze-api-key' } as const;

/** The SDK endpoints the stand-in answers, as recorded (`{base}/<endpoint>`). */
export const ENDPOINTS = ['data', 'content_cards/sync', 'feature_flags/sync', 'banners/sync', 'template'] as const;
/** One of {@link ENDPOINTS}. */
export type Endpoint = (typeof ENDPOINTS)[number];

/** An SDK request the stand-in received (CORS preflights, pictures and `/_standin/` calls are not recorded). */
export interface ReceivedRequest {
  endpoint: Endpoint;
  path: string;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** The parsed JSON body (`null` when it was not JSON). */
  body: Record<string, unknown> | null;
  /** The market whose data answered. */
  market: Market;
  /** `X-Braze-Req-Tokens-Remaining`: what the SDK's rate limiter had left (sent only while rate limiting is on). */
  tokensRemaining: number | undefined;
  /** The HTTP status answered. */
  status: number;
  at: string;
}

/** A failure the next requests to an endpoint get, to see the SDK back off. */
export interface FailureMode {
  endpoint: Endpoint;
  /** Default 503. */
  status?: number;
  /** Sent as `Retry-After` (seconds), which the SDK honours for its next attempt. */
  retryAfterSeconds?: number;
  /** How many requests fail (default 1). */
  times?: number;
  /** Only this browser's requests (the SDK's `device_id`). */
  deviceId?: string;
}

/**
 * A browser's web push subscription as the SDK reported it (`requestPushPermission`, and its token maintenance on each
 * new session): the `/data/` attributes `push_token` (the push service's endpoint), `custom_push_public_key`,
 * `custom_push_user_auth` and `custom_push_vapid_public_key`. Braze would send its pushes there.
 */
export interface PushSubscriptionRecord {
  deviceId: string;
  userId: string | undefined;
  /** The push service's endpoint (`push_token`). */
  endpoint: string;
  publicKey: string | null;
  userAuth: string | null;
  vapidPublicKey: string | null;
  at: string;
}

/** A P-256 public key in the uncompressed form the Push API takes as `applicationServerKey`, base64url. */
function newVapidPublicKey(): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const bytes = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return bytes.toString('base64url');
}

/** Options of {@link createEngagementStandin}. */
export interface EngagementStandinOptions {
  /** Folder of `<market>/*.json` and `images/` (default: the repository's data). */
  dataDir?: string;
  /** The key the SDK must send (`braze.initialize(apiKey, …)`). */
  apiKey?: string;
  /** `config.time` of the `/data/` answers (unix seconds; default: when the stand-in started). */
  configTime?: number;
  /** `config.global_request_rate_limit`; default `{ enabled: false }` so long test runs are not throttled. */
  rateLimit?: { enabled: boolean; capacity?: number; refill_rate?: number };
  /**
   * `config.request_backoff`: how long the SDK waits before retrying a failed request (its default is 10 s, ×3, up to
   * 300 s, on top of any `Retry-After`); tests shorten it to see a retry quickly.
   */
  requestBackoff?: { min_sleep_duration_ms: number; scale_factor: number; max_sleep_duration_ms: number };
  /**
   * Whether the data files' in-app messages are sent (default true). The journeys' stack turns them off: there every
   * message comes from a trigger a journey queued for its own browser, so an add to bag or a category page elsewhere
   * never opens a campaign over another journey's page.
   */
  fileTriggers?: boolean;
  /** `config.feature_flags.refresh_rate_limit` in seconds (default 0: refresh at will). */
  featureFlagsRefreshRateLimit?: number;
  /**
   * `config.vapid_public_key`: the application server key the SDK subscribes browsers to web push with (default: a
   * fresh P-256 key each start; the stand-in sends no pushes, so it keeps no private key).
   */
  vapidPublicKey?: string;
}

/** A running (or ready to listen) engagement stand-in. */
export interface EngagementStandin {
  /** `http://host:port` once listening: the SDK's `baseUrl` (it appends `/api/v3`). */
  readonly url: string;
  /** SDK requests so far, oldest first (also `GET /_standin/received`). */
  readonly received: readonly ReceivedRequest[];
  listen(options?: { host?: string; port?: number }): Promise<{ url: string }>;
  close(): Promise<void>;
  /** Forgets what was received, queued triggers, changed cards and pending failures (also `POST /_standin/reset`). */
  reset(): void;
  /**
   * Adds a trigger to every following `/data/` answer (also `POST /_standin/triggers`); a `test` condition shows it at
   * once. `deviceId` keeps it to one browser (the SDK's `device_id`), so journeys running side by side never see each
   * other's messages.
   */
  queueTrigger(trigger: StoredTrigger, market?: Market, deviceId?: string): void;
  /** Replaces a market's content cards until reset (also `PUT /_standin/cards/:market`), for one device if given. */
  setCards(market: Market, cards: StoredCard[], deviceId?: string): void;
  /** Makes the next requests to an endpoint fail (also `POST /_standin/failures`). */
  failNext(failure: FailureMode): void;
  /**
   * The web push subscription each device reported last, of one device when given (also
   * `GET /_standin/push-subscriptions?device=`); a device that unsubscribed (a `null` token) has none.
   */
  pushSubscriptions(deviceId?: string): PushSubscriptionRecord[];
}

const failureSchema = v.strictObject({
  endpoint: v.picklist(ENDPOINTS),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.minValue(0))),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  deviceId: v.optional(v.string()),
});
const queueTriggerSchema = v.strictObject({
  trigger: triggerSchema,
  market: v.optional(v.picklist(MARKETS)),
  deviceId: v.optional(v.string()),
});
const setCardsSchema = v.strictObject({ cards: v.array(cardSchema), deviceId: v.optional(v.string()) });

const bodySchema = v.looseObject({
  api_key: v.optional(v.string()),
  device_id: v.optional(v.string()),
  user_id: v.optional(v.string()),
  device: v.optional(v.looseObject({ locale: v.optional(v.string()) })),
  respond_with: v.optional(v.looseObject({ triggers: v.optional(v.boolean()), user_id: v.optional(v.string()) })),
  attributes: v.optional(v.array(v.looseObject({ custom: v.optional(v.record(v.string(), v.unknown())) }))),
  placements: v.optional(v.array(v.looseObject({ id: v.string() }))),
  time_ms: v.optional(v.number()),
  template: v.optional(v.looseObject({ trigger_id: v.string() })),
});
type SdkBody = v.InferOutput<typeof bodySchema>;

/** Without a stand-in-only key, with pictures made absolute on the host the SDK called. */
function forWire<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (value.startsWith('/images/') ? `${origin}${value}` : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => forWire(item, origin)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'members_only')
        .map(([key, item]) => [key, forWire(item, origin)]),
    ) as T;
  }
  return value;
}

function isLoopback(request: IncomingMessage): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stand-in for Braze's Web SDK endpoints (`{base}/api/v3/data/`, `content_cards/sync`, `feature_flags/sync`,
 * `banners/sync`, `template/`) over the JSON data files of each market, with the SDK's CORS, API-key check and
 * answer shapes; it records every request for tests and can be steered at run time under `/_standin/`.
 */
export function createEngagementStandin(options: EngagementStandinOptions = {}): EngagementStandin {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const apiKey = options.apiKey ?? ENGAGEMENT_STANDIN_DEFAULTS.apiKey;
  const configTime = options.configTime ?? Math.floor(Date.now() / 1000);
  const vapidPublicKey = options.vapidPublicKey ?? newVapidPublicKey();
  const data = loadEngagementData(dataDir);
  const received: ReceivedRequest[] = [];
  const queuedTriggers: Array<{ trigger: StoredTrigger; market: Market | undefined; deviceId: string | undefined }> =
    [];
  /** Cards set for a market (key `market`) or for one device of it (key `market device`). */
  const changedCards = new Map<string, StoredCard[]>();
  const failures: Array<
    Required<Omit<FailureMode, 'retryAfterSeconds' | 'deviceId'>> & { retryAfterSeconds?: number; deviceId?: string }
  > = [];
  /** What each device said about its market: the SDK sends `device` and attributes only when they change. */
  const devices = new Map<string, { attribute?: string; locale?: string }>();
  let url = '';

  const reset = () => {
    received.length = 0;
    queuedTriggers.length = 0;
    changedCards.clear();
    failures.length = 0;
    devices.clear();
  };

  function marketOf(body: SdkBody): Market {
    const key = body.device_id ?? '';
    const known = devices.get(key) ?? {};
    if (body.device?.locale) known.locale = body.device.locale;
    for (const attributes of body.attributes ?? []) {
      const market = attributes.custom?.market;
      if (typeof market === 'string') known.attribute = market;
    }
    devices.set(key, known);
    return marketFrom(known.attribute, known.locale);
  }

  function answer(endpoint: Endpoint, body: SdkBody, market: Market, origin: string): Record<string, unknown> {
    const marketData = data.get(market)!;
    const userId = body.user_id ?? body.respond_with?.user_id;
    const visible = <T extends { members_only: boolean }>(items: T[]) =>
      items.filter((item) => !item.members_only || userId !== undefined);
    switch (endpoint) {
      case 'data': {
        const queued = queuedTriggers.filter(
          (item) =>
            (item.market === undefined || item.market === market) &&
            (item.deviceId === undefined || item.deviceId === body.device_id),
        );
        const withTriggers = body.respond_with?.triggers === true || queued.length > 0;
        return {
          config: {
            time: configTime,
            events_blacklist: [],
            attributes_blacklist: [],
            purchases_blacklist: [],
            messaging_session_timeout: null,
            vapid_public_key: vapidPublicKey,
            content_cards: { enabled: true },
            feature_flags: { enabled: true, refresh_rate_limit: options.featureFlagsRefreshRateLimit ?? 0 },
            banners: { enabled: true, max_placements: 10 },
            global_request_rate_limit: options.rateLimit ?? { enabled: false },
            ...(options.requestBackoff ? { request_backoff: options.requestBackoff } : {}),
          },
          // The SDK replaces its whole trigger list with each list it gets, so queued triggers go with the files'.
          ...(withTriggers
            ? {
                triggers: forWire(
                  [
                    ...(options.fileTriggers === false ? [] : marketData.triggers),
                    ...queued.map((item) => item.trigger),
                  ],
                  origin,
                ),
              }
            : {}),
        };
      }
      case 'content_cards/sync': {
        const cards = visible(
          changedCards.get(`${market} ${body.device_id ?? ''}`) ?? changedCards.get(market) ?? marketData.cards,
        );
        const now = Math.floor(Date.now() / 1000);
        return {
          full_sync: true,
          last_full_sync_at: now,
          last_card_updated_at: Math.max(0, ...cards.map((card) => card.ca)),
          cards: forWire(cards, origin),
        };
      }
      case 'feature_flags/sync':
        return { feature_flags: forWire(marketData.featureFlags, origin) };
      case 'banners/sync': {
        const banners: Record<string, unknown> = {};
        for (const { id } of body.placements ?? []) {
          const banner = visible(marketData.banners).find((candidate) => candidate.placement_id === id);
          if (banner) banners[id] = { banner: forWire(banner, origin) };
        }
        return { banners, request_time: body.time_ms ?? Date.now() };
      }
      case 'template': {
        const message = body.template ? marketData.templates[body.template.trigger_id] : undefined;
        return message ? { templated_message: { type: 'inapp', data: forWire(message, origin) } } : {};
      }
    }
  }

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(body));
  }

  async function control(request: IncomingMessage, response: ServerResponse, pathname: string) {
    if (!isLoopback(request)) return send(response, 403, { error: 'the /_standin/ controls answer localhost only' });
    const parse = async <TSchema extends v.GenericSchema>(schema: TSchema) => {
      const result = v.safeParse(schema, JSON.parse((await readBody(request)) || '{}'));
      if (!result.success) {
        send(response, 400, { error: result.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`) });
      }
      return result.success ? (result.output as v.InferOutput<TSchema>) : undefined;
    };
    const cardsPath = /^\/_standin\/cards\/([a-zA-Z-]+)$/.exec(pathname);
    const cardsMarket = MARKETS.find((market) => market === cardsPath?.[1]);
    if (request.method === 'GET' && pathname === '/_standin/received') {
      // `?device=<device_id>`: only one browser's requests (journeys run side by side against one stand-in).
      const device = new URL(request.url ?? '/', 'http://standin').searchParams.get('device');
      const mine = device === null ? received : received.filter((item) => item.body?.device_id === device);
      return send(response, 200, { received: mine });
    }
    if (request.method === 'GET' && pathname === '/_standin/push-subscriptions') {
      const device = new URL(request.url ?? '/', 'http://standin').searchParams.get('device');
      return send(response, 200, { subscriptions: standin.pushSubscriptions(device ?? undefined) });
    }
    if (request.method === 'POST' && pathname === '/_standin/reset') {
      reset();
      return send(response, 200, {});
    }
    if (request.method === 'POST' && pathname === '/_standin/triggers') {
      const body = await parse(queueTriggerSchema);
      if (body) standin.queueTrigger(body.trigger, body.market, body.deviceId);
      return body && send(response, 200, {});
    }
    if (request.method === 'POST' && pathname === '/_standin/failures') {
      const body = await parse(failureSchema);
      if (body) standin.failNext(body);
      return body && send(response, 200, {});
    }
    if (cardsMarket && request.method === 'PUT') {
      const body = await parse(setCardsSchema);
      if (body) standin.setCards(cardsMarket, body.cards, body.deviceId);
      return body && send(response, 200, {});
    }
    if (cardsMarket && request.method === 'DELETE') {
      changedCards.delete(cardsMarket);
      return send(response, 200, {});
    }
    return send(response, 404, { error: 'not_found' });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const origin = request.headers.origin;
    response.setHeader('access-control-allow-origin', origin ?? '*');
    response.setHeader('access-control-expose-headers', 'Retry-After');
    if (origin) response.setHeader('vary', 'Origin');
    const pathname = new URL(request.url ?? '/', 'http://standin').pathname;

    if (request.method === 'OPTIONS') {
      const requested = request.headers['access-control-request-headers'];
      response.writeHead(204, {
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': typeof requested === 'string' ? requested : 'Content-Type',
        'access-control-max-age': '86400',
      });
      return response.end();
    }
    if (request.method === 'GET' && pathname === '/healthz') return send(response, 200, { status: 'ok' });
    if (request.method === 'GET' && /^\/images\/[a-z0-9-]+\.svg$/.test(pathname)) {
      const bytes = await readFile(path.join(dataDir, IMAGES_DIR, path.basename(pathname))).catch(() => undefined);
      if (!bytes) return send(response, 404, { error: 'not_found' });
      response.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      return response.end(bytes);
    }
    if (pathname.startsWith('/_standin/')) return control(request, response, pathname);

    const endpoint = ENDPOINTS.find((name) => pathname.replace(/\/$/, '') === `/api/v3/${name}`);
    if (request.method !== 'POST' || !endpoint) return send(response, 404, { error: 'not_found' });

    const raw = await readBody(request);
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      // recorded as null and refused below
    }
    const parsed = v.safeParse(bodySchema, json);
    const body: SdkBody = parsed.success ? parsed.output : {};
    const market = marketOf(body);
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
    ) as Record<string, string>;
    const tokens = Number(headers['x-braze-req-tokens-remaining']);
    const record: ReceivedRequest = {
      endpoint,
      path: pathname,
      headers,
      body: parsed.success ? (json as Record<string, unknown>) : null,
      market,
      tokensRemaining: Number.isFinite(tokens) && headers['x-braze-req-tokens-remaining'] ? tokens : undefined,
      status: 200,
      at: new Date().toISOString(),
    };
    received.push(record);

    const failure = failures.find(
      (candidate) =>
        candidate.endpoint === endpoint && (candidate.deviceId === undefined || candidate.deviceId === body.device_id),
    );
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
      record.status = failure.status;
      const retryAfter: Record<string, string> =
        failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
      return send(response, failure.status, {}, retryAfter);
    }
    if (!parsed.success) {
      record.status = 400;
      return send(response, 400, { error: 'invalid_json_request' });
    }
    // The SDK reads an error body only from a 2xx answer: a wrong key is logged and the batch is not retried.
    const key = body.api_key ?? headers['x-braze-api-key'];
    if (key !== apiKey || (headers['x-braze-api-key'] && headers['x-braze-api-key'] !== apiKey)) {
      return send(response, 200, { error: 'invalid_api_key' });
    }
    const host = request.headers.host ?? `${ENGAGEMENT_STANDIN_DEFAULTS.host}:${ENGAGEMENT_STANDIN_DEFAULTS.port}`;
    return send(response, 200, answer(endpoint, body, market, `http://${host}`));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('engagement stand-in failure', error);
      if (!response.headersSent) send(response, 500, {});
      else response.end();
    });
  });

  const standin: EngagementStandin = {
    get url() {
      return url;
    },
    get received() {
      return received;
    },
    async listen({ host = ENGAGEMENT_STANDIN_DEFAULTS.host, port = ENGAGEMENT_STANDIN_DEFAULTS.port } = {}) {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      url = `http://${host}:${(server.address() as AddressInfo).port}`;
      return { url };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    reset,
    queueTrigger(trigger, market, deviceId) {
      queuedTriggers.push({ trigger, market, deviceId });
    },
    setCards(market, cards, deviceId) {
      changedCards.set(deviceId === undefined ? market : `${market} ${deviceId}`, cards);
    },
    pushSubscriptions(deviceId) {
      const latest = new Map<string, PushSubscriptionRecord | null>();
      for (const request of received) {
        const body = request.body;
        if (request.endpoint !== 'data' || request.status !== 200 || !body || typeof body.device_id !== 'string')
          continue;
        if (deviceId !== undefined && body.device_id !== deviceId) continue;
        const attributes = Array.isArray(body.attributes) ? (body.attributes as Array<Record<string, unknown>>) : [];
        for (const attribute of attributes) {
          if (!('push_token' in attribute)) continue;
          const text = (key: string) => (typeof attribute[key] === 'string' ? (attribute[key] as string) : null);
          const endpoint = text('push_token');
          latest.set(
            body.device_id,
            endpoint === null
              ? null
              : {
                  deviceId: body.device_id,
                  userId: typeof attribute.user_id === 'string' ? attribute.user_id : undefined,
                  endpoint,
                  publicKey: text('custom_push_public_key'),
                  userAuth: text('custom_push_user_auth'),
                  vapidPublicKey: text('custom_push_vapid_public_key'),
                  at: request.at,
                },
          );
        }
      }
      return [...latest.values()].filter((record): record is PushSubscriptionRecord => record !== null);
    },
    failNext({ endpoint, status = 503, retryAfterSeconds, times = 1, deviceId }) {
      failures.push({
        endpoint,
        status,
        times,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        ...(deviceId === undefined ? {} : { deviceId }),
      });
    },
  };
  return standin;
}
