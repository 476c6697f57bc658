import { createEngagementStandin, type EngagementStandin } from './engagement-standin';

const apiKey = 'test-api-key';
let standin: EngagementStandin;

beforeAll(async () => {
  standin = createEngagementStandin({ apiKey, configTime: 1_790_000_000 });
  await standin.listen({ port: 0 });
});
afterAll(() => standin.close());
beforeEach(() => standin.reset());

/** The parts of the stand-in's answers the tests read (a card, trigger or flag). */
interface WireItem {
  id: string;
  tp?: string;
  i?: string;
  tt?: string;
  enabled?: boolean;
  fts?: string;
  properties: Record<string, { type: string }>;
  data: { type?: string; is_control?: boolean; image_url?: string };
}
interface Answer {
  config?: unknown;
  triggers?: WireItem[];
  cards: WireItem[];
  feature_flags: WireItem[];
  banners: Record<string, { banner: { placement_id: string; is_control: boolean; html: string } }>;
  request_time?: number;
  templated_message?: unknown;
  error?: string;
}

/** A request body as the SDK builds it (common fields of every request). */
function sdkBody(extra: Record<string, unknown> = {}) {
  return { api_key: apiKey, time: 1_795_257_829, sdk_version: '6.13.0', device_id: 'device-1', ...extra };
}

async function post(endpoint: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${standin.url}/api/v3/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-braze-api-key': apiKey, ...headers },
    body: JSON.stringify(body),
  });
  return { response, json: (await response.json()) as Answer };
}

describe('the engagement stand-in', () => {
  it('answers /data/ with the config that switches cards, flags and banners on, and triggers when asked', async () => {
    const { response, json } = await post(
      'data/',
      sdkBody({ respond_with: { triggers: true, config: { config_time: 0 } }, events: [{ name: 'ss', data: {} }] }),
    );
    expect(response.status).toBe(200);
    expect(json.config).toMatchObject({
      time: 1_790_000_000,
      content_cards: { enabled: true },
      feature_flags: { enabled: true, refresh_rate_limit: 0 },
      banners: { enabled: true, max_placements: 10 },
      global_request_rate_limit: { enabled: false },
    });
    const kinds = json.triggers?.map((trigger) => trigger.data.type ?? (trigger.data.is_control ? 'control' : '?'));
    expect(kinds).toEqual(expect.arrayContaining(['MODAL', 'SLIDEUP', 'FULL', 'HTML', 'control']));
    const full = json.triggers?.find((trigger) => trigger.data.type === 'FULL');
    expect(full?.data.image_url).toBe(`${standin.url}/images/anniversary-collection.svg`);

    const later = await post('data/', sdkBody({ respond_with: { config: { config_time: 1_790_000_000 } } }));
    expect(later.json.triggers).toBeUndefined();
  });

  it('sends content cards of every type, members’ offers only to an identified user', async () => {
    const guest = await post('content_cards/sync', sdkBody({ last_full_sync_at: 0, last_card_updated_at: 0 }));
    expect(guest.json).toMatchObject({ full_sync: true, last_full_sync_at: expect.any(Number) });
    const types = new Set(guest.json.cards.map((card) => card.tp));
    expect([...types].sort()).toEqual([
      'banner_image',
      'captioned_image',
      'control',
      'short_news',
      'text_announcement',
    ]);
    const ids = (cards: WireItem[]) => cards.map((card) => card.id);
    expect(ids(guest.json.cards)).not.toContain('offer-brilliance-double-points');
    expect(guest.json.cards.every((card) => !('members_only' in card))).toBe(true);
    expect(guest.json.cards[0]?.i).toMatch(new RegExp(`^${standin.url}/images/.+\\.svg$`));

    const member = await post('content_cards/sync', sdkBody({ user_id: 'member-7f3a' }));
    expect(ids(member.json.cards)).toEqual(
      expect.arrayContaining(['offer-brilliance-double-points', 'offer-brilliance-birthday']),
    );
  });

  it('answers the market of the device: its market attribute first, else its locale', async () => {
    const title = async (extra: Record<string, unknown>) =>
      (await post('content_cards/sync', sdkBody(extra))).json.cards[0]?.tt;
    expect(await title({ device_id: 'd-au', device: { locale: 'en-us' } })).toBe('The Anniversary Collection');
    expect(await title({ device_id: 'd-fr', device: { locale: 'fr-ca' } })).toBe('La collection Anniversaire');
    // The SDK sends the device only when it changed: the stand-in remembers it per device.
    expect(await title({ device_id: 'd-fr' })).toBe('La collection Anniversaire');
    await post('data/', sdkBody({ device_id: 'd-au', attributes: [{ user_id: 'u', custom: { market: 'fr-CA' } }] }));
    expect(await title({ device_id: 'd-au' })).toBe('La collection Anniversaire');
    expect(standin.received.at(-1)?.market).toBe('fr-CA');
  });

  it('sends feature flags with every property type', async () => {
    const { json } = await post('feature_flags/sync', sdkBody());
    const tryOn = json.feature_flags.find((flag) => flag.id === 'virtual_try_on');
    const types = Object.values(tryOn?.properties ?? {}).map((property) => property.type);
    expect(types.sort()).toEqual(['boolean', 'datetime', 'image', 'jsonobject', 'number', 'string']);
    expect(tryOn?.fts).toEqual(expect.any(String));
    expect(json.feature_flags.some((flag) => flag.enabled === false)).toBe(true);
  });

  it('sends a banner for each placement asked for, a control banner as a control', async () => {
    const { json } = await post(
      'banners/sync',
      sdkBody({
        time_ms: 123,
        placements: [{ id: 'home_page_banner' }, { id: 'bag_page_banner' }, { id: 'wishlist_page_banner' }],
      }),
    );
    expect(json.request_time).toBe(123);
    expect(json.banners.home_page_banner?.banner).toMatchObject({
      placement_id: 'home_page_banner',
      is_control: false,
    });
    expect(json.banners.home_page_banner?.banner.html).toContain('brazeBridge.logClick');
    expect(json.banners.bag_page_banner?.banner.placement_id).toBe('bag_page_banner');
    expect(json.banners.wishlist_page_banner?.banner.is_control).toBe(true);
  });

  it('answers a templated in-app message from /template/', async () => {
    const { json } = await post(
      'template/',
      sdkBody({ template: { trigger_id: 'iam-started-checkout-templated', trigger_event_type: 'custom_event' } }),
    );
    expect(json.templated_message).toMatchObject({ type: 'inapp', data: { type: 'MODAL' } });
    expect((await post('template/', sdkBody({ template: { trigger_id: 'nope' } }))).json).toEqual({});
  });

  it('answers the SDK’s CORS preflight, echoing the headers asked for', async () => {
    const response = await fetch(`${standin.url}/api/v3/data/`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-braze-api-key,x-braze-triggersrequest',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-braze-api-key,x-braze-triggersrequest',
    );
    expect(standin.received).toEqual([]);
  });

  it('answers a wrong API key with the invalid_api_key body the SDK logs', async () => {
    const { response, json } = await post('data/', sdkBody({ api_key: 'wrong' }), { 'x-braze-api-key': 'wrong' });
    expect(response.status).toBe(200);
    expect(json).toEqual({ error: 'invalid_api_key' });
  });

  it('fails an endpoint on demand with Retry-After, then answers again', async () => {
    const control = await fetch(`${standin.url}/_standin/failures`, {
      method: 'POST',
      body: JSON.stringify({ endpoint: 'content_cards/sync', status: 503, retryAfterSeconds: 2, times: 1 }),
    });
    expect(control.status).toBe(200);
    const failed = await post('content_cards/sync', sdkBody());
    expect(failed.response.status).toBe(503);
    expect(failed.response.headers.get('retry-after')).toBe('2');
    expect(failed.response.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(failed.json).toEqual({});
    expect((await post('content_cards/sync', sdkBody())).response.status).toBe(200);
  });

  it('records what it receives, with the token-remaining header, and resets', async () => {
    await post('data/', sdkBody({ events: [{ name: 'ce', data: { n: 'added_to_bag', p: {} } }] }), {
      'x-braze-req-tokens-remaining': '29',
    });
    const { received } = (await (await fetch(`${standin.url}/_standin/received`)).json()) as {
      received: Array<Record<string, unknown>>;
    };
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      endpoint: 'data',
      path: '/api/v3/data/',
      market: 'en-AU',
      tokensRemaining: 29,
      headers: expect.objectContaining({ 'x-braze-api-key': apiKey }),
      body: expect.objectContaining({ events: [{ name: 'ce', data: { n: 'added_to_bag', p: {} } }] }),
    });
    await fetch(`${standin.url}/_standin/reset`, { method: 'POST' });
    expect(standin.received).toEqual([]);
  });

  it('adds a queued trigger to the next /data/ answer and serves changed cards until reset', async () => {
    const trigger = {
      id: 'journey-slideup',
      type: 'inapp',
      trigger_condition: [{ type: 'test' }],
      data: { type: 'SLIDEUP', trigger_id: 'journey-slideup', message: 'Hello' },
    };
    expect(
      (await fetch(`${standin.url}/_standin/triggers`, { method: 'POST', body: JSON.stringify({ trigger }) })).status,
    ).toBe(200);
    const { json } = await post('data/', sdkBody({ respond_with: {} }));
    expect(json.triggers?.map((item) => item.id)).toContain('journey-slideup');

    const card = {
      id: 'journey-card',
      tp: 'text_announcement',
      p: false,
      db: true,
      ca: 1,
      ea: -1,
      tt: 'New',
      ds: 'Now',
    };
    const put = await fetch(`${standin.url}/_standin/cards/en-AU`, {
      method: 'PUT',
      body: JSON.stringify({ cards: [card] }),
    });
    expect(put.status).toBe(200);
    expect((await post('content_cards/sync', sdkBody())).json.cards.map((item) => item.id)).toEqual(['journey-card']);
    const bad = await fetch(`${standin.url}/_standin/cards/en-AU`, {
      method: 'PUT',
      body: JSON.stringify({ cards: [{ id: 'x', tp: 'poster' }] }),
    });
    expect(bad.status).toBe(400);
    standin.reset();
    expect((await post('content_cards/sync', sdkBody())).json.cards.length).toBeGreaterThan(1);
  });

  it('keeps a trigger, cards and a failure to the one device asked for, and lists one device’s requests', async () => {
    const trigger = {
      id: 'mine-only',
      type: 'inapp',
      trigger_condition: [{ type: 'test' }],
      data: { type: 'SLIDEUP', trigger_id: 'mine-only', message: 'Just for you' },
    };
    const control = (path: string, body: unknown, method = 'POST') =>
      fetch(`${standin.url}/_standin/${path}`, { method, body: JSON.stringify(body) });
    await control('triggers', { trigger, deviceId: 'device-2' });
    const put = await control(
      'cards/en-AU',
      {
        cards: [{ id: 'only-2', tp: 'text_announcement', p: false, db: true, ca: 1, ea: -1, tt: 'Yours', ds: 'Only' }],
        deviceId: 'device-2',
      },
      'PUT',
    );
    expect(put.status).toBe(200);
    await control('failures', { endpoint: 'feature_flags/sync', deviceId: 'device-2' });

    const other = sdkBody({ respond_with: {} });
    const mine = sdkBody({ respond_with: {}, device_id: 'device-2' });
    expect((await post('data/', other)).json.triggers).toBeUndefined();
    expect((await post('data/', mine)).json.triggers?.map((item) => item.id)).toContain('mine-only');
    expect((await post('content_cards/sync', other)).json.cards.map((item) => item.id)).not.toContain('only-2');
    expect((await post('content_cards/sync', mine)).json.cards.map((item) => item.id)).toEqual(['only-2']);
    expect((await post('feature_flags/sync', other)).response.status).toBe(200);
    expect((await post('feature_flags/sync', mine)).response.status).toBe(503);

    const listed = (await (await fetch(`${standin.url}/_standin/received?device=device-2`)).json()) as {
      received: Array<{ endpoint: string; body: { device_id: string } }>;
    };
    expect(listed.received.map((item) => item.endpoint)).toEqual(['data', 'content_cards/sync', 'feature_flags/sync']);
    expect(new Set(listed.received.map((item) => item.body.device_id))).toEqual(new Set(['device-2']));
  });

  it('refuses unknown endpoints with a JSON body', async () => {
    const { response, json } = await post('dust/', sdkBody());
    expect(response.status).toBe(404);
    expect(json).toEqual({ error: 'not_found' });
  });

  it('gives the SDK a VAPID key for web push, and keeps the push subscription each device reports last', async () => {
    const { json } = await post('data/', sdkBody({ respond_with: {} }));
    const vapid = (json.config as { vapid_public_key: string }).vapid_public_key;
    // An uncompressed P-256 point: 65 bytes starting 0x04, what PushManager.subscribe takes as applicationServerKey.
    const key = Buffer.from(vapid, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);

    const token = (endpoint: string | null) => ({
      user_id: 'member-1',
      push_token: endpoint,
      custom_push_public_key: endpoint && 'p256dh-key',
      custom_push_user_auth: endpoint && 'auth-secret',
      custom_push_vapid_public_key: endpoint && vapid,
    });
    await post('data/', sdkBody({ attributes: [token('https://push.example/first')] }));
    await post('data/', sdkBody({ attributes: [token('https://push.example/renewed')] }));
    await post('data/', sdkBody({ device_id: 'device-2', attributes: [token('https://push.example/two')] }));
    await post('data/', sdkBody({ device_id: 'device-3', attributes: [token('https://push.example/three')] }));
    await post('data/', sdkBody({ device_id: 'device-3', attributes: [token(null)] }));

    const listed = (await (await fetch(`${standin.url}/_standin/push-subscriptions?device=device-1`)).json()) as {
      subscriptions: unknown[];
    };
    expect(listed.subscriptions).toEqual([
      {
        deviceId: 'device-1',
        userId: 'member-1',
        endpoint: 'https://push.example/renewed',
        publicKey: 'p256dh-key',
        userAuth: 'auth-secret',
        vapidPublicKey: vapid,
        at: expect.any(String),
      },
    ]);
    expect(standin.pushSubscriptions().map((item) => item.endpoint)).toEqual([
      'https://push.example/renewed',
      'https://push.example/two',
    ]);
  });

  it('serves its pictures', async () => {
    const response = await fetch(`${standin.url}/images/gift-wrap.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});

describe('the engagement stand-in without its files’ in-app messages (the journeys’ stack)', () => {
  it('sends only the triggers queued for a device', async () => {
    const quiet = createEngagementStandin({ apiKey, fileTriggers: false });
    const { url } = await quiet.listen({ port: 0 });
    try {
      const data = async (deviceId: string) => {
        const response = await fetch(`${url}/api/v3/data/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sdkBody({ device_id: deviceId, respond_with: { triggers: true } })),
        });
        return ((await response.json()) as Answer).triggers?.map((item) => item.id) ?? [];
      };
      expect(await data('device-a')).toEqual([]);
      const trigger = {
        id: 'queued',
        type: 'inapp',
        trigger_condition: [{ type: 'test' }],
        data: { type: 'SLIDEUP', message: 'Hi', trigger_id: 'queued' },
      };
      const queued = await fetch(`${url}/_standin/triggers`, {
        method: 'POST',
        body: JSON.stringify({ trigger, deviceId: 'device-a' }),
      });
      expect(queued.status).toBe(200);
      expect(await data('device-a')).toEqual(['queued']);
      expect(await data('device-b')).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
