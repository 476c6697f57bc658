import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { engagementDeviceId, engagementStandinUrl, receivedFrom } from '../../e2e/engagement';
import { freshEmail, joinBrilliance } from '../../e2e/members';
import { expectAccessible, trackPageErrors } from '../../e2e/support';

/** Each market's pages and words (the engagement remote's fr.json for Canadian French). */
const markets = [
  {
    locale: 'en-AU',
    origin: e2eOrigin('localhost'),
    base: '',
    pages: ['/articles', '/customer-service/delivery'],
    member: { state: 'NSW', mobilePhone: '0412 555 010' },
    words: {
      marketing: 'Marketing messages',
      off: 'Marketing messages are off. This browser sends nothing more to our messaging service.',
      on: 'Marketing messages are on.',
      preferences: 'Messages from us',
      notifyMe: 'Notify me',
      blocked: 'Notifications from our site are turned off in this browser’s settings.',
    },
  },
  {
    locale: 'fr-CA',
    origin: e2eOrigin('ca.localhost'),
    base: '/fr',
    pages: ['/articles', '/customer-service/delivery'],
    member: { state: 'QC', mobilePhone: '514 555 0199' },
    words: {
      marketing: 'Messages promotionnels',
      off: 'Les messages promotionnels sont désactivés. Ce navigateur n’envoie plus rien à notre service de messagerie.',
      on: 'Les messages promotionnels sont activés.',
      preferences: 'Messages de notre part',
      notifyMe: 'M’aviser',
      blocked: 'Les notifications de notre site sont désactivées dans les paramètres de ce navigateur.',
    },
  },
] as const;

/** The footer's marketing-messages switch, loaded as the footer comes into view. */
async function footerSwitch(page: Page, name: string) {
  await page.locator('.sf-footer__privacy').scrollIntoViewIfNeeded();
  const control = page.getByRole('contentinfo').getByRole('switch', { name });
  await expect(control).toBeVisible({ timeout: 15_000 });
  return control;
}

/** The page's Content-Security-Policy violations (the push worker must be same-origin: worker-src is script-src 'self'). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { cspViolations: string[] };
    seen.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Everything this page asks of the stand-in's origin (SDK requests and pictures alike), from now on. */
function standinTraffic(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(engagementStandinUrl)) seen.push(request.url());
  });
  return seen;
}

for (const market of markets) {
  const { words } = market;
  const at = (path: string) => `${market.origin}${market.base}${path}`;

  test.describe(`marketing messages (${market.locale})`, () => {
    test('turned off in the footer, nothing reaches the engagement service on the next pages; turned on, it resumes', async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      const cspViolations = await recordCspViolations(page);
      await page.goto(at('/'));
      const deviceId = await engagementDeviceId(page);
      const toggle = await footerSwitch(page, words.marketing);
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect.poll(async () => (await receivedFrom(deviceId)).length).toBeGreaterThan(0);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByRole('status').filter({ hasText: words.off })).toBeAttached();
      // The SDK flushes what it held before it stores the marker: counted once the stand-in has it all.
      let beforeReload = -1;
      await expect
        .poll(
          async () => {
            const count = (await receivedFrom(deviceId)).length;
            const settled = count === beforeReload;
            beforeReload = count;
            return settled;
          },
          { intervals: [500] },
        )
        .toBe(true);
      const traffic = standinTraffic(page);

      await page.reload();
      await expect(await footerSwitch(page, words.marketing)).toHaveAttribute('aria-checked', 'false');
      await page.waitForLoadState('networkidle');
      for (const path of market.pages) {
        await page.goto(at(path));
        await expect(await footerSwitch(page, words.marketing)).toHaveAttribute('aria-checked', 'false');
        await page.waitForLoadState('networkidle');
      }
      expect(await page.evaluate(() => document.cookie)).toContain('ab.optOut=');
      expect(traffic).toEqual([]);
      expect((await receivedFrom(deviceId)).length).toBe(beforeReload);
      await expectAccessible(page);

      const again = await footerSwitch(page, words.marketing);
      await again.click();
      await expect(again).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByRole('status').filter({ hasText: words.on })).toBeAttached();
      await expect.poll(async () => (await receivedFrom(deviceId)).length).toBeGreaterThan(beforeReload);
      expect(traffic.length).toBeGreaterThan(0);
      expect(await cspViolations()).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('"Notify me" in the account asks only when pressed; a push to its service worker shows a notification, none after an opt-out', async ({
      page,
      context,
    }, testInfo) => {
      const errors = trackPageErrors(page);
      const cspViolations = await recordCspViolations(page);
      await context.addInitScript(() => {
        const counted = window as unknown as { permissionRequests: number };
        counted.permissionRequests = 0;
        const ask = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
          counted.permissionRequests += 1;
          return ask(...args);
        };
      });
      const permissionRequests = () =>
        page.evaluate(() => (window as unknown as { permissionRequests: number }).permissionRequests);
      const workers = () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((item) => item.scope));

      await page.goto(at('/'));
      await joinBrilliance(page, freshEmail(testInfo, 'notify'), market.member);
      await page.goto(at('/my-account'));
      await engagementDeviceId(page);
      const preferences = page.getByRole('region', { name: words.preferences });
      await expect(preferences.getByRole('switch', { name: words.marketing })).toHaveAttribute('aria-checked', 'true');
      const notifyMe = preferences.getByRole('button', { name: words.notifyMe });
      await expect(notifyMe).toBeVisible();
      await expectAccessible(page);
      // Nothing asked and no worker registered on load.
      expect(await permissionRequests()).toBe(0);
      expect(await workers()).toEqual([]);

      // Pressed: the browser is asked (a headless browser refuses at once), which is said kindly, never as an error.
      await notifyMe.click();
      await expect(preferences.getByRole('paragraph').filter({ hasText: words.blocked })).toBeVisible();
      expect(await permissionRequests()).toBe(1);
      await expect(page.getByRole('alert')).toHaveCount(0);

      // Allowed: pressing registers the site's service worker (the subscription itself needs a push service, which
      // this machine lacks: logged only, and the control stays usable).
      await context.grantPermissions(['notifications'], { origin: market.origin });
      await page.reload();
      await notifyMe.click();
      const scope = `${market.origin}/`;
      await expect.poll(workers).toEqual([scope]);
      await expect(notifyMe).toBeEnabled();
      await expect(notifyMe).not.toHaveAttribute('aria-busy');
      await expect(page.getByRole('alert')).toHaveCount(0);

      // A push delivered to that worker (as a push service would) shows Braze's payload as a notification.
      const cdp = await context.newCDPSession(page);
      const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.some((item) => item.scopeURL === scope && !item.isDeleted)).toBe(true);
      const registrationId = registrations.find((item) => item.scopeURL === scope && !item.isDeleted)!.registrationId;
      await page.evaluate(() => {
        const shown = window as unknown as { pushesShown: unknown[] };
        shown.pushesShown = [];
        navigator.serviceWorker.addEventListener('message', (event) => shown.pushesShown.push(event.data));
      });
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: scope,
        registrationId,
        data: JSON.stringify({ t: 'New in: the anniversary edit', a: 'Ten pieces, online first.', u: '/articles' }),
      });
      // The worker tells open tabs what became of each push; then the notification is there to read.
      const pushesTold = () => page.evaluate(() => (window as unknown as { pushesShown: unknown[] }).pushesShown);
      await expect.poll(pushesTold).toEqual([{ type: 'storefront:push-shown', title: 'New in: the anniversary edit' }]);
      const notifications = () =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((item) => [
            item.title,
            item.body,
            (item.data as { url: string }).url,
          ]),
        );
      expect(await notifications()).toEqual([
        ['New in: the anniversary edit', 'Ten pieces, online first.', `${market.origin}/articles`],
      ]);

      // Marketing messages turned off here: the SDK's flag for the service worker (IndexedDB) silences later pushes.
      const marketing = preferences.getByRole('switch', { name: words.marketing });
      await marketing.click();
      await expect(marketing).toHaveAttribute('aria-checked', 'false');
      await expect(preferences.getByRole('button', { name: words.notifyMe })).toHaveCount(0);
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise((resolve) => {
                const opening = indexedDB.open('AppboyServiceWorkerAsyncStorage');
                opening.onerror = () => resolve(null);
                opening.onsuccess = () => {
                  const read = opening.result.transaction(['optOut']).objectStore('optOut').get(1);
                  read.onsuccess = () => resolve(read.result ?? null);
                  read.onerror = () => resolve(null);
                };
              }),
          ),
        )
        .toBe(true);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: scope,
        registrationId,
        data: JSON.stringify({ t: 'Not for you now', a: 'Marketing messages are off.', u: '/' }),
      });
      await expect.poll(pushesTold).toEqual([
        { type: 'storefront:push-shown', title: 'New in: the anniversary edit' },
        { type: 'storefront:push-ignored', reason: 'opted-out' },
      ]);
      expect((await notifications()).map(([title]) => title)).toEqual(['New in: the anniversary edit']);
      expect(await cspViolations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
