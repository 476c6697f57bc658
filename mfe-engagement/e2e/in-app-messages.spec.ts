import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { engagementDeviceId, eventsFrom, standinControl } from '../../e2e/engagement';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectNoA11yViolations, trackPageErrors } from '../../e2e/support';

/**
 * In-app messages as a shopper meets them: the engagement stand-in's own campaigns of each market (its
 * in-app-messages.json), queued for this browser's device only with a `test` or `open` condition (shown as soon as
 * the triggers arrive, the next page load), and closed every way SPEC §4 lists.
 */
const markets = [
  {
    locale: 'en-AU',
    home: `${e2eOrigin('localhost')}/`,
    prefix: '',
    close: 'Close message',
  },
  {
    locale: 'fr-CA',
    home: `${e2eOrigin('ca.localhost')}/fr/`,
    prefix: '/fr',
    close: 'Fermer le message',
  },
] as const;
type Market = (typeof markets)[number];

interface StoredMessage {
  type: string;
  trigger_id: string;
  header?: string;
  message: string;
  image_alt?: string;
  message_close?: string;
  duration?: number;
  click_action?: string;
  uri?: string;
  btns?: Array<{ id: number; text: string; uri?: string }>;
}

/** The market's campaign message of a kind, as the stand-in serves it (the journey asserts what its files say). */
function campaign(market: Market, type: 'MODAL' | 'FULL' | 'SLIDEUP' | 'HTML'): StoredMessage {
  const file = path.resolve('packages/standin-engagement/data', market.locale, 'in-app-messages.json');
  const { triggers } = JSON.parse(readFileSync(file, 'utf8')) as { triggers: Array<{ data: StoredMessage }> };
  const found = triggers.find((trigger) => trigger.data.type === type);
  if (!found) throw new Error(`${file} has no ${type} message`);
  return found.data;
}

/**
 * Opens the market's home page (the SDK gives this browser its device id), queues the messages for this device and
 * opens it again: the first shows on the `test` condition, the second on `open`, both as the triggers arrive
 * (`min_seconds_since_last_trigger: 0` lifts the 30 s minimum). Each trigger shows once (`re_eligibility: -1`): the
 * stand-in sends queued triggers with every `/data/` answer, and a message that may show again at once (0) would come
 * back after the next flush.
 */
async function withMessages(
  page: Page,
  market: Market,
  messages: readonly [StoredMessage] | readonly [StoredMessage, StoredMessage],
): Promise<{ deviceId: string; triggerIds: string[] }> {
  await page.goto(market.home);
  const deviceId = await engagementDeviceId(page);
  // Off the storefront while the triggers are queued: no /data/ answer reaches a running SDK before all are in.
  await page.goto('about:blank');
  const triggerIds: string[] = [];
  for (const [index, message] of messages.entries()) {
    const id = `${message.trigger_id}-journey-${index}`;
    triggerIds.push(id);
    const trigger = {
      id,
      type: 'inapp',
      trigger_condition: [{ type: index === 0 ? 'test' : 'open' }],
      priority: 1,
      re_eligibility: -1,
      min_seconds_since_last_trigger: 0,
      data: { ...message, trigger_id: id },
    };
    await standinControl('triggers', { trigger, deviceId });
  }
  await page.goto(market.home);
  return { deviceId, triggerIds };
}

/** The in-app message events (`si` impression, `sc` click, `sbc` button click) the stand-in received, in order. */
async function messageEvents(deviceId: string): Promise<string[]> {
  return (await eventsFrom(deviceId))
    .filter((event) => ['si', 'sc', 'sbc'].includes(event.name))
    .map((event) => {
      const { trigger_ids: ids, bid } = event.data as { trigger_ids: string[]; bid?: unknown };
      return `${event.name} ${ids.join(',')}${bid === undefined ? '' : ` ${String(bid)}`}`;
    });
}

async function expectEvents(deviceId: string, expected: string[]): Promise<void> {
  await expect
    .poll(() => messageEvents(deviceId), {
      message: 'the in-app message events reached the stand-in (the SDK sends every 10 s)',
      timeout: 15_000,
    })
    .toEqual(expected);
}

/** A click on the page behind a dialog: on its backdrop, in the top left corner. */
async function clickOutside(page: Page): Promise<void> {
  await page.mouse.click(4, 4);
}

async function expectFocusInside(dialog: Locator): Promise<void> {
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

for (const market of markets) {
  test.describe(`a shopper in ${market.locale} meets in-app messages`, () => {
    test('a modal takes focus, keeps it and closes on Escape; a full-screen one stays on a click outside and closes on its close button', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const errors = trackPageErrors(page);
      const modal = campaign(market, 'MODAL');
      const full = campaign(market, 'FULL');
      const { deviceId, triggerIds } = await withMessages(page, market, [modal, full]);

      const dialog = page.getByRole('dialog', { name: modal.header });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toHaveAccessibleDescription(modal.message);
      const close = dialog.getByRole('button', { name: market.close });
      await expect(close).toBeFocused();
      for (const button of modal.btns ?? []) {
        await page.keyboard.press('Tab');
        await expect(dialog.getByRole('button', { name: button.text })).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // The full-screen message came next, with its picture described.
      const fullScreen = page.getByRole('dialog', { name: full.header });
      await expect(fullScreen).toBeVisible();
      await expect(fullScreen.getByRole('img', { name: full.image_alt })).toBeVisible();
      await expectFocusInside(fullScreen);
      await expectAccessible(page);
      // Its campaign requires explicit dismissal (require_explicit_dismissal): a click outside leaves it open.
      await clickOutside(page);
      await expect(fullScreen).toBeVisible();
      await fullScreen.getByRole('button', { name: market.close }).click();
      await expect(fullScreen).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await expectEvents(deviceId, [`si ${triggerIds[0]}`, `si ${triggerIds[1]}`]);
      expect(errors).toEqual([]);
    });

    test('a modal closes on a click outside; the next one on its button, which leads to the bag', async ({ page }) => {
      test.setTimeout(60_000);
      const errors = trackPageErrors(page);
      const modal = campaign(market, 'MODAL');
      const goToBag = modal.btns![0]!;
      const { deviceId, triggerIds } = await withMessages(page, market, [modal, modal]);

      const first = page.getByRole('dialog', { name: modal.header });
      await expect(first).toBeVisible();
      await first.evaluate((element) => element.setAttribute('data-journey-first', ''));
      await clickOutside(page);
      // The same campaign again, as the second message: another dialog, with focus inside it.
      await expect(page.locator('dialog[data-journey-first]')).toHaveCount(0);
      const second = page.getByRole('dialog', { name: modal.header });
      await expect(second).toBeVisible();
      await expectFocusInside(second);
      await second.getByRole('button', { name: goToBag.text }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`:\\d+${market.prefix}/my-bag$`));

      await expectEvents(deviceId, [
        `si ${triggerIds[0]}`,
        `si ${triggerIds[1]}`,
        `sbc ${triggerIds[1]} ${goToBag.id}`,
      ]);
      expect(errors).toEqual([]);
    });

    test('a slide-up is announced without taking focus and closes by itself; an HTML message closes from its own script', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const errors = trackPageErrors(page);
      const slideUp = campaign(market, 'SLIDEUP');
      const html = campaign(market, 'HTML');
      expect(slideUp.message_close).toBe('AUTO_DISMISS');
      const { deviceId, triggerIds } = await withMessages(page, market, [slideUp, html]);

      // The region is always there (empty until a slide-up comes), so that its arrival is announced.
      const status = page.getByRole('status').filter({ hasText: slideUp.message });
      await expect(status.getByText(slideUp.message)).toBeVisible();
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status.getByRole('button', { name: market.close })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoA11yViolations(page);
      // It closes by itself after its duration (5 s), and the HTML message follows.
      await expect(page.getByText(slideUp.message)).toBeHidden({ timeout: (slideUp.duration ?? 5000) + 5000 });

      const frame = page.locator('iframe.ab-html-message').contentFrame();
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      // Its first button is logged by the SDK as a button click (its id), and its <script> closes the message.
      await frame.getByRole('button').first().click();
      await expect(page.locator('iframe.ab-html-message')).toHaveCount(0);

      await expectEvents(deviceId, [`si ${triggerIds[0]}`, `si ${triggerIds[1]}`, `sbc ${triggerIds[1]} got-it`]);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('a shopper in en-AU presses a slide-up', () => {
  test('its click is logged and leads to its page', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = trackPageErrors(page);
    const market = markets[0];
    const slideUp = { ...campaign(market, 'SLIDEUP'), message_close: 'SWIPE' };
    const { deviceId, triggerIds } = await withMessages(page, market, [slideUp]);

    await page.getByRole('status').getByRole('button', { name: slideUp.message }).click();
    await expect(page).toHaveURL(new RegExp(`:\\d+${slideUp.uri}$`));
    await expect(page.getByText(slideUp.message)).toBeHidden();

    await expectEvents(deviceId, [`si ${triggerIds[0]}`, `sc ${triggerIds[0]}`]);
    expect(errors).toEqual([]);
  });
});
