import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { JOURNEY_PASSWORD as PASSWORD, callApi, freshEmail, joinBrilliance } from '../../e2e/members';
import { expectAccessible, expectRemotePage, sampleStores, trackPageErrors } from '../../e2e/support';

const canada = e2eOrigin('ca.localhost');

/** A new Australian member with no store on the account. */
const NEW_MEMBER = { firstName: 'Mira', lastName: 'Stone', state: 'NSW', mobilePhone: '0412 555 011' };

const banner = (page: Page): Locator => page.getByRole('banner');
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** The header's My Store entry as the shopper reaches it: in the bar on a wide screen, in the menu drawer on a phone. */
async function headerMyStore(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isPhone(testInfo)) return banner(page).getByRole('link', { name: /^(My store|Mon magasin)/ });
  await banner(page)
    .getByRole('button', { name: /Open menu|Ouvrir le menu/ })
    .click();
  return page.getByRole('dialog').getByRole('link', { name: /^(My store|Mon magasin)/ });
}

/** Closes the menu drawer a phone opened to see My Store. */
async function closeMenu(page: Page, testInfo: TestInfo): Promise<void> {
  if (!isPhone(testInfo)) return;
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The header shows this store with its hours today (open from … to …, or closed), read on the store's clock. */
async function expectHeaderStore(page: Page, testInfo: TestInfo, name: string, slug: string): Promise<void> {
  const entry = await headerMyStore(page, testInfo);
  await expect(entry).toHaveAccessibleName(
    new RegExp(`^My store: ${escape(name)} · (Open today \\d{1,2}:\\d{2} [ap]m – \\d{1,2}:\\d{2} [ap]m|Closed today)`),
  );
  await expect(entry).toHaveAttribute('href', `/stores/${slug}`);
  await expect(entry).toBeVisible();
  await closeMenu(page, testInfo);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs in with the page's own form (waiting as told when the API asks to), and lands on the account. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/my-account/login');
  const main = page.getByRole('main');
  await main.getByLabel(/^Email address/).fill(email);
  await main.getByLabel(/^Password/).fill(PASSWORD);
  const button = main.getByRole('button', { name: 'Sign in', exact: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    await button.click();
    try {
      await expect(page).toHaveURL(/\/my-account$/, { timeout: 10_000 });
      return;
    } catch {
      await page.waitForTimeout(1500);
    }
  }
  await expect(page).toHaveURL(/\/my-account$/);
}

/** The member's My Store as the account keeps it. */
async function accountStore(page: Page): Promise<string | null> {
  const { json } = await callApi(page, 'GET', '/account/my-store');
  return (json as { store: { id: string } | null }).store?.id ?? null;
}

/** The store page's own name (its h1), once it has arrived. */
async function storePageName(page: Page): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.textContent())?.trim() ?? '';
}

/** Sets the store page's store as My Store, and sees it said and shown. */
async function setFromStorePage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Set as My Store: ${name}` }).click();
  await expect(page.getByText('This is My Store')).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `${name} is now your store.` })).toBeAttached();
}

/** A page of another device: a fresh browser context of the same kind (phone or desktop), nothing kept in it. */
async function otherDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  return context.newPage();
}

test.describe('a guest choosing My Store', () => {
  test('sets it from the finder’s results, sees it in the header with its hours today, and a reload keeps it @phone', async ({
    page,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    await page.goto('/stores?q=Sydney');
    const results = page.getByRole('region', { name: 'Stores found' });
    const first = results.getByRole('listitem').first();
    const name = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    const slug = (await first.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href'))!
      .split('/')
      .pop()!;
    await expect(banner(page).getByRole('link', { name: /^My store/ })).toHaveCount(0);

    await first.getByRole('button', { name: `Set as My Store: ${name}` }).click();
    await expect(first.getByText('This is My Store')).toBeFocused();
    await expect(first.getByRole('status')).toHaveText(
      `${name} is now your store. You’ll see it at the top of every page.`,
    );
    // Only one store is My Store: the others still offer it.
    await expect(results.getByText('This is My Store')).toHaveCount(1);
    await expectAccessible(page);
    await expectHeaderStore(page, testInfo, name, slug);

    await page.reload();
    await expect(page.getByRole('region', { name: 'Stores found' }).getByText('This is My Store')).toBeVisible();
    await expectHeaderStore(page, testInfo, name, slug);

    // The header's entry opens the store's page, which knows it is My Store.
    const entry = await headerMyStore(page, testInfo);
    await entry.click();
    await expectRemotePage(page, 'stores', { routeId: 'store-detail', heading: name, trail: ['Home', 'Stores', name] });
    await expect(page.getByText('This is My Store')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('sets it from a store page, changes its mind and removes it', async ({ page }, testInfo) => {
    const errors = trackPageErrors(page);
    await page.goto(`/stores/${sampleStores.AU}`);
    const name = await storePageName(page);
    await setFromStorePage(page, name);
    await expectAccessible(page);
    await expectHeaderStore(page, testInfo, name, sampleStores.AU);

    await page.getByRole('button', { name: `Remove as My Store: ${name}` }).click();
    await expect(page.getByRole('button', { name: `Set as My Store: ${name}` })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: `${name} is no longer your store.` })).toBeAttached();
    if (isPhone(testInfo)) await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: /^My store/ })).toHaveCount(0);
    await closeMenu(page, testInfo);
    expect(errors).toEqual([]);
  });

  test('in French on the Canadian site, sees its store and hours in French', async ({ page }, testInfo) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/stores/${sampleStores.CA}`);
    const name = await storePageName(page);
    await page.getByRole('button', { name: `Choisir comme Mon magasin : ${name}` }).click();
    await expect(page.getByText('C’est Mon magasin')).toBeFocused();
    const entry = await headerMyStore(page, testInfo);
    await expect(entry).toHaveAccessibleName(
      new RegExp(
        `^Mon magasin : ${escape(name)} · (Ouvert aujourd’hui de \\d{1,2} h \\d{2} à \\d{1,2} h \\d{2}|Fermé aujourd’hui)`,
      ),
    );
    await expect(entry).toHaveAttribute('href', new RegExp(`/fr/.+/${sampleStores.CA}$`));
    await closeMenu(page, testInfo);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('a member’s My Store', () => {
  test('is saved to the account, stays on the device after sign-out, and comes back at sign-in elsewhere', async ({
    page,
    browser,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'mystore-keeps');
    await page.goto('/stores');
    await joinBrilliance(page, email, NEW_MEMBER, { signOut: true });
    await signIn(page, email);

    await page.goto(`/stores/${sampleStores.AU}`);
    const name = await storePageName(page);
    await setFromStorePage(page, name);
    await expect.poll(() => accountStore(page)).toBe(sampleStores.AU);
    await expectHeaderStore(page, testInfo, name, sampleStores.AU);

    // Signing out keeps the store on this device as the guest's.
    const account = banner(page).getByRole('button', { name: /^Hi, Mira/ });
    await account.click();
    await banner(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expectHeaderStore(page, testInfo, name, sampleStores.AU);

    // Another device: nothing in its browser until the member signs in, then the account's store.
    const elsewhere = await otherDevice(browser, testInfo);
    const elsewhereErrors = trackPageErrors(elsewhere);
    await elsewhere.goto('/');
    await expect(banner(elsewhere).getByRole('link', { name: /^My store/ })).toHaveCount(0);
    await signIn(elsewhere, email);
    await expectHeaderStore(elsewhere, testInfo, name, sampleStores.AU);
    await elsewhere.reload();
    await expectHeaderStore(elsewhere, testInfo, name, sampleStores.AU);
    await expectAccessible(elsewhere);
    await elsewhere.context().close();
    expect(elsewhereErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a guest’s choice is saved to a member account that had none at sign-in', async ({ page }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'mystore-merge');
    await page.goto(`/stores/${sampleStores.AU}`);
    await joinBrilliance(page, email, NEW_MEMBER, { signOut: true });
    await page.reload();
    const name = await storePageName(page);
    await setFromStorePage(page, name);
    await expect.poll(() => callApi(page, 'GET', '/account/my-store').then((answer) => answer.status)).toBe(401);

    await signIn(page, email);
    await expect.poll(() => accountStore(page)).toBe(sampleStores.AU);
    await expectHeaderStore(page, testInfo, name, sampleStores.AU);
    expect(errors).toEqual([]);
  });
});
