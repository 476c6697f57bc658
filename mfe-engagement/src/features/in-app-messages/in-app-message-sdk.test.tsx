/**
 * @jest-environment-options {"url": "http://localhost:8080/"}
 */
import { defaultSiteConfig, siteConfigLoaded } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { DEFAULT_DATA_DIR, loadEngagementData, MARKETS } from '@storefront/standin-engagement';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MIN_SECONDS_BETWEEN_TRIGGER_ACTIONS,
  startEngagement,
  type EngagementSdk,
} from '../../lib/engagement-sdk/engagement-runtime';
import { engagementStore } from '../../lib/engagement-sdk/engagement-store';
import InAppMessageHost from './in-app-message-host';
import { inProcessStandin } from '../../lib/engagement-sdk/in-process-standin';

/**
 * The real @braze/web-sdk, started by the engagement runtime exactly as on a page (its 30-second minimum between
 * trigger actions included), against the in-process engagement stand-in and its en-AU in-app messages.
 */
const apiKey = 'iam-test-api-key';
const engagement = inProcessStandin({ apiKey });
let sdk: EngagementSdk | null = null;

afterAll(async () => {
  sdk?.destroy();
  siteConfigLoaded(defaultSiteConfig);
});

type SentEvent = { name: string; data: { trigger_ids?: string[]; bid?: number; n?: string } };
const sentEvents = (): SentEvent[] =>
  engagement.standin.received.flatMap((request) => (request.body?.events as SentEvent[] | undefined) ?? []);
const flush = (running: EngagementSdk) =>
  new Promise<boolean>((resolve) => running.requestImmediateDataFlush((ok) => resolve(ok)));
/** Logs a custom event; a trigger it matches updates the store (and so the page) at once. */
function logEvent(running: EngagementSdk, name: string, properties?: Record<string, string>): boolean {
  let logged = false;
  act(() => {
    logged = running.logCustomEvent(name, properties);
  });
  return logged;
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('shows one message for two triggering events within 30 s, unless a trigger overrides the minimum; logs reach the stand-in', async () => {
  expect(MIN_SECONDS_BETWEEN_TRIGGER_ACTIONS).toBe(30);
  siteConfigLoaded({
    ...defaultSiteConfig,
    integrations: ['braze'],
    engagement: { apiKey, baseUrl: engagement.standin.url, allowUserSuppliedJavascript: false, logging: false },
  });
  sdk = await startEngagement();
  expect(sdk).not.toBeNull();
  const running = sdk!;
  const user = userEvent.setup();
  renderRemotePage(<InAppMessageHost />, { app: 'engagement' });

  // added_to_bag → the modal; added_to_wishlist a moment later → its slide-up is held back by the 30 s minimum.
  expect(logEvent(running, 'added_to_bag', { sku: 'RING-001' })).toBe(true);
  const dialog = await screen.findByRole('dialog', { name: 'Make it personal' }, { timeout: 10_000 });
  expect(logEvent(running, 'added_to_wishlist', { sku: 'RING-001' })).toBe(true);
  await pause(300);
  expect(engagementStore.getState().inAppMessages).toHaveLength(1);

  await user.click(within(dialog).getByRole('button', { name: 'Keep shopping' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(engagementStore.getState().inAppMessages).toEqual([]);

  // A trigger with min_seconds_since_last_trigger 0 shows at once, within the 30 s.
  engagement.standin.queueTrigger({
    id: 'iam-lookbook-override',
    type: 'inapp',
    trigger_condition: [{ type: 'custom_event', data: { event_name: 'viewed_lookbook' } }],
    start_time: null,
    end_time: null,
    priority: 1,
    delay: 0,
    re_eligibility: 0,
    timeout: null,
    min_seconds_since_last_trigger: 0,
    data: {
      type: 'SLIDEUP',
      trigger_id: 'iam-lookbook-override',
      message: 'The autumn lookbook is here.',
      message_close: 'SWIPE',
      click_action: 'NONE',
    },
  });
  // The next /data/ answer brings the queued trigger (with the impression and button click just logged).
  expect(await flush(running)).toBe(true);
  expect(logEvent(running, 'viewed_lookbook')).toBe(true);
  const status = screen.getByRole('status');
  await waitFor(() => expect(within(status).getByText('The autumn lookbook is here.')).toBeInTheDocument());
  // Still within 30 s of it: the wishlist slide-up stays held back.
  expect(logEvent(running, 'added_to_wishlist', { sku: 'RING-002' })).toBe(true);
  await pause(300);
  expect(engagementStore.getState().inAppMessages).toHaveLength(1);
  await user.click(within(status).getByRole('button', { name: 'Close message' }));

  expect(await flush(running)).toBe(true);
  const events = sentEvents();
  expect(events.filter((event) => event.name === 'si').map((event) => event.data.trigger_ids)).toEqual([
    ['iam-added-to-bag-modal'],
    ['iam-lookbook-override'],
  ]);
  expect(events.filter((event) => event.name === 'sbc').map((event) => event.data)).toEqual([
    expect.objectContaining({ trigger_ids: ['iam-added-to-bag-modal'], bid: 1 }),
  ]);
  expect(events.filter((event) => event.name === 'sc')).toEqual([]);
});

it('the stand-in has every kind of message in every market, and its HTML message closes from a script block', () => {
  const data = loadEngagementData(DEFAULT_DATA_DIR);
  for (const market of MARKETS) {
    const messages = data.get(market)!.triggers.map((trigger) => trigger.data as { type?: string; message?: string });
    expect(messages.map((message) => message.type)).toEqual(
      expect.arrayContaining(['MODAL', 'FULL', 'SLIDEUP', 'HTML']),
    );
    const html = messages.find((message) => message.type === 'HTML')!.message!;
    // The page's CSP allows no inline event handlers: the SDK nonces <script> blocks only.
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).toMatch(/<script>[^<]*brazeBridge\.closeMessage\(\)/);
    // In-site links carry the market's path prefix (fr-CA: /fr).
    const links = data.get(market)!.triggers.flatMap((trigger) => {
      const message = trigger.data as { uri?: string; btns?: Array<{ uri?: string }> };
      return [message.uri, ...(message.btns ?? []).map((button) => button.uri)].filter(Boolean) as string[];
    });
    for (const link of links) expect(link.startsWith('/fr/')).toBe(market === 'fr-CA');
  }
});
