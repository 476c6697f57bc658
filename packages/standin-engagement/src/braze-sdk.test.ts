/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:8080/"}
 */
import * as braze from '@braze/web-sdk';
import { createEngagementStandin, type EngagementStandin, type ReceivedRequest } from './engagement-standin';

const apiKey = 'sdk-test-api-key';
let standin: EngagementStandin;

beforeAll(async () => {
  // A short backoff, so a retry after a failure comes within the test (the SDK's default waits at least 10 s).
  standin = createEngagementStandin({
    apiKey,
    requestBackoff: { min_sleep_duration_ms: 100, scale_factor: 1, max_sleep_duration_ms: 200 },
  });
  await standin.listen({ port: 0 });
});
afterAll(async () => {
  braze.destroy();
  await standin.close();
});

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const eventsOf = (requests: readonly ReceivedRequest[]) =>
  requests.flatMap((request) => (request.body?.events as Array<{ name: string; data: unknown }> | undefined) ?? []);

describe('the real @braze/web-sdk against the stand-in', () => {
  it('syncs content cards, logs a custom event and a purchase, and reaches the stand-in with them', async () => {
    expect(
      braze.initialize(apiKey, {
        baseUrl: standin.url,
        doNotLoadFontAwesome: true,
        noCookies: true,
        minimumIntervalBetweenTriggerActionsInSeconds: 0,
        deviceId: 'jsdom-device',
      }),
    ).toBe(true);
    const updates: braze.ContentCards[] = [];
    braze.subscribeToContentCardsUpdates((cards) => updates.push(cards));
    const messages: Array<braze.InAppMessage | braze.ControlMessage> = [];
    braze.subscribeToInAppMessage((message) => messages.push(message));
    braze.changeUser('member-7f3a');
    braze.openSession();

    const refreshed = new Promise<void>((resolve, reject) => braze.requestContentCardsRefresh(resolve, reject));
    await refreshed;
    const cards = await until(() => updates.at(-1)?.cards.filter((card) => card.id), 'content cards');
    const ids = cards.map((card) => card.id);
    expect(ids).toEqual(expect.arrayContaining(['cc-anniversary-collection', 'offer-brilliance-birthday']));
    // Pinned first; the expired card is dropped by the SDK itself.
    expect(cards[0]?.pinned).toBe(true);
    expect(ids).not.toContain('cc-spring-sale-ended');
    expect(cards.some((card) => card instanceof braze.ControlCard)).toBe(true);
    expect(cards.some((card) => card instanceof braze.ImageOnly)).toBe(true);

    expect(braze.logCustomEvent('added_to_bag', { sku: 'RING-001', quantity: 1 })).toBe(true);
    expect(braze.logPurchase('RING-001', 1299, 'AUD', 1)).toBe(true);
    const flushed = await new Promise<boolean>((resolve) => braze.requestImmediateDataFlush(resolve));
    expect(flushed).toBe(true);

    const events = eventsOf(standin.received);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'ss' }),
        expect.objectContaining({ name: 'ce', data: { n: 'added_to_bag', p: { sku: 'RING-001', quantity: 1 } } }),
        expect.objectContaining({
          name: 'p',
          data: expect.objectContaining({ pid: 'RING-001', c: 'AUD', p: '1299.00' }),
        }),
      ]),
    );
    const endpoints = new Set(standin.received.map((request) => request.endpoint));
    expect(endpoints).toEqual(new Set(['data', 'content_cards/sync', 'feature_flags/sync']));
    expect(standin.received.every((request) => request.headers['x-braze-api-key'] === apiKey)).toBe(true);

    // The added_to_bag trigger of the data files matched on the client: the modal went to the subscriber.
    const modal = await until(() => messages.find((message) => message instanceof braze.ModalMessage), 'the modal');
    expect((modal as braze.ModalMessage).header).toBe('Make it personal');

    const flag = braze.getFeatureFlag('virtual_try_on');
    expect(flag?.enabled).toBe(true);
    expect(flag?.getNumberProperty('max_products')).toBe(12);
    expect(flag?.getImageProperty('overlay')).toBe(`${standin.url}/images/try-on-overlay.svg`);
  });

  it('gets banners for its placements', async () => {
    const asked = new Promise<void>((resolve, reject) =>
      braze.requestBannersRefresh(['home_page_banner', 'bag_page_banner'], resolve, reject),
    );
    await asked;
    expect(braze.getBanner('home_page_banner')?.id).toBe('banner-home-hero');
    expect(braze.getBanner('bag_page_banner')?.id).toBe('banner-bag-delivery');
    expect(standin.received.at(-1)?.endpoint).toBe('banners/sync');
  });

  it('backs off when the stand-in fails a sync, and tries again after its Retry-After', async () => {
    standin.reset();
    standin.failNext({ endpoint: 'content_cards/sync', status: 503, retryAfterSeconds: 1 });
    const failed = await new Promise<boolean>((resolve) =>
      braze.requestContentCardsRefresh(
        () => resolve(false),
        () => resolve(true),
      ),
    );
    expect(failed).toBe(true);
    const syncs = () => standin.received.filter((request) => request.endpoint === 'content_cards/sync');
    const retried = await until(() => syncs()[1], 'the retried sync');
    const first = syncs()[0]!;
    expect(first.status).toBe(503);
    expect(retried.status).toBe(200);
    expect(Date.parse(retried.at) - Date.parse(first.at)).toBeGreaterThanOrEqual(900);
    expect(retried.headers['braze-sync-retry-count']).toBe('1');
  });

  it('gets the cards of the market the storefront names in its market attribute', async () => {
    braze.getUser()?.setCustomUserAttribute('market', 'fr-CA');
    await new Promise<boolean>((resolve) => braze.requestImmediateDataFlush(resolve));
    await new Promise<void>((resolve, reject) => braze.requestContentCardsRefresh(resolve, reject));
    const titles = (braze.getCachedContentCards()?.cards ?? [])
      .map((card) => ('title' in card ? card.title : undefined))
      .filter(Boolean);
    expect(titles).toContain('La collection Anniversaire');
    expect(standin.received.at(-1)).toMatchObject({ endpoint: 'content_cards/sync', market: 'fr-CA' });
  });
});
