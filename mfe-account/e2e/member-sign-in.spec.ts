import { expect, request as apiRequest, test, type Locator, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectFieldError, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };
const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');
const PASSWORD = 'Lustre2026!';

const banner = (page: Page): Locator => page.getByRole('banner');
const signInForm = (page: Page) => ({
  email: page.getByRole('main').getByLabel(/^Email address|^Adresse courriel/),
  password: page.getByRole('main').getByLabel(/^Password|^Mot de passe/),
});

/**
 * Fills the sign-in form and sends it with the page's own button. The desktop and phone runs sign the same members in
 * at the same moment from one address, and the API lets only one of such simultaneous attempts through (the other is
 * told to wait a second): like a shopper, wait as told and press again.
 */
async function signIn(page: Page, email: string, password = PASSWORD, submit = 'Sign in'): Promise<void> {
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  const button = page.getByRole('main').getByRole('button', { name: submit, exact: true });
  const wait = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: /Too many requests|Trop de demandes/ });
  for (let attempt = 0; attempt < 3; attempt++) {
    await button.click();
    // Either the page moves on (the form goes) or it says to wait.
    const throttled = await Promise.race([
      wait.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      ),
      form.password.waitFor({ state: 'detached', timeout: 15_000 }).then(
        () => false,
        () => false,
      ),
    ]);
    if (!throttled) return;
    const seconds = Number(/(\d+) (?:second|seconde)/.exec((await wait.textContent()) ?? '')?.[1] ?? 1);
    await page.waitForTimeout(seconds * 1000 + 500);
  }
}

/** What the API says of this browser's session (its cookies). */
async function apiSession(page: Page): Promise<{ signedIn: boolean; customer?: { firstName: string } }> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/identity/session');
    return (await answer.json()) as { signedIn: boolean; customer?: { firstName: string } };
  });
}

/** The session cookie this browser holds for the page's host. */
async function sessionCookie(page: Page): Promise<string> {
  const cookies = await page.context().cookies(page.url());
  const sid = cookies.find((cookie) => cookie.name === 'sid' || cookie.name === '__Host-sid');
  expect(sid, 'a session cookie').toBeTruthy();
  return `${sid!.name}=${sid!.value}`;
}

/** The API's answer to a replay of an old session cookie, from outside the browser (Node resolves only `localhost`). */
async function replayedSession(origin: string, cookie: string): Promise<unknown> {
  const outsider = await apiRequest.newContext({ baseURL: origin, extraHTTPHeaders: { cookie } });
  const answer = await outsider.get('/api/identity/session');
  const body: unknown = await answer.json();
  await outsider.dispose();
  return body;
}

/** A piece the page's market sells now (unsized, in stock), read as the shopper's browser would. */
async function aPiece(page: Page): Promise<{ id: string; sku: string; name: string }> {
  const piece = await page.evaluate(async () => {
    const answer = await fetch('/api/products?category=earrings&pageSize=24&sort=price-asc', {
      headers: { 'x-storefront-locale': document.documentElement.lang },
    });
    const { items } = (await answer.json()) as {
      items: { id: string; sku: string; name: string; availability: { stock: string }; flags: { sized: boolean } }[];
    };
    return items.find((item) => item.availability.stock === 'in_stock' && !item.flags.sized) ?? null;
  });
  expect(piece, 'an unsized earring in stock').not.toBeNull();
  return { id: piece!.id, sku: piece!.sku, name: piece!.name };
}

test.describe('a guest on a members-only account page', () => {
  for (const path of ['/my-account/wishlist', '/my-account/my-offers']) {
    test(`is sent to sign in from ${path}, replacing it in the history`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto('/');
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/my-account/login\\?returnTo=${encodeURIComponent(path)}$`));
      await expectRemotePage(page, 'account', {
        routeId: 'login',
        heading: 'Sign in',
        trail: ['Home', 'My account', 'Sign in'],
      });
      await page.goBack();
      await expect(page).toHaveURL(/:\d+\/$/);
      expect(errors).toEqual([]);
    });
  }

  test('lands on /auth-redirect and is sent to sign in, to come back to a same-site returnTo only', async ({
    page,
  }) => {
    await page.goto(`/auth-redirect?returnTo=${encodeURIComponent('//evil.example')}`);
    await expect(page).toHaveURL(/\/my-account\/login\?returnTo=%2Fmy-account$/);
    await page.goto(`/auth-redirect?returnTo=${encodeURIComponent('/my-account/order-history')}`);
    await expect(page).toHaveURL(/\/my-account\/login\?returnTo=%2Fmy-account%2Forder-history$/);
  });
});

test.describe('a member signing in and out', () => {
  test('Ava signs in from the header, is greeted by name, and signs out from the header menu @phone', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await banner(page).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/my-account\/login$/);
    await expectRemotePage(page, 'account', {
      routeId: 'login',
      heading: 'Sign in',
      trail: ['Home', 'My account', 'Sign in'],
    });
    const guestCookie = await sessionCookie(page).catch(() => null);

    await signIn(page, 'ava.member@example.com');
    await expect(page).toHaveURL(/\/my-account$/);
    const account = banner(page).getByRole('button', { name: 'Hi, Ava' });
    await expect(account).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /^Wishlist, / })).toBeVisible();
    expect(await apiSession(page)).toMatchObject({ signedIn: true, customer: { firstName: 'Ava' } });
    const memberCookie = await sessionCookie(page);
    // The session id rotates at sign-in: the guest's cookie (if the visit had one) is not the member's.
    if (guestCookie) expect(memberCookie).not.toBe(guestCookie);

    // The menu opens from the keyboard and closes with Escape.
    await account.focus();
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(banner(page).getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Orders' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();

    await account.click();
    await banner(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(banner(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await apiSession(page)).toEqual({ signedIn: false });
    // The member's cookie is dead on the server, even replayed from elsewhere.
    expect(await replayedSession(e2eOrigin('localhost'), memberCookie)).toEqual({ signedIn: false });
    expect(errors).toEqual([]);
  });

  test('Chloé signs in in French and signs out from the account navigation', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/my-account/login`);
    await expectRemotePage(page, 'account', {
      routeId: 'login',
      heading: 'Connexion',
      trail: ['Accueil', 'Mon compte', 'Connexion'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await signIn(page, 'chloe.membre@example.com', PASSWORD, 'Se connecter');
    await expect(page).toHaveURL(/\/fr\/my-account$/);
    await expect(banner(page).getByRole('button', { name: 'Bonjour, Chloé' })).toBeVisible();
    const memberCookie = await sessionCookie(page);

    const nav = page.getByRole('navigation', { name: 'Mon compte' });
    await nav.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(banner(page).getByRole('link', { name: 'Se connecter' })).toBeVisible();
    expect(await apiSession(page)).toEqual({ signedIn: false });
    expect(await replayedSession(e2eOrigin('localhost'), memberCookie)).toEqual({ signedIn: false });
    expect(errors).toEqual([]);
  });

  test('a wrong password says it does not match our records; the form is accessible filled and in error', async ({
    page,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    // One address per run (desktop, phone): two failures of one e-mail at once would be told to wait instead.
    const nobody = `nobody.${testInfo.project.name}@example.com`;
    await page.goto('/my-account/login');
    const form = signInForm(page);
    await form.email.fill(nobody);
    await form.password.fill('not-the-password');
    await expectAccessible(page);

    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('does not match our records');
    await expect(alert).toContainText('contact customer service');
    await expect(alert.getByRole('link', { name: 'Contact customer service' })).toBeVisible();
    await expect(form.email).toHaveValue(nobody);
    await expect(form.password).toHaveValue('not-the-password');
    expect(await apiSession(page)).toEqual({ signedIn: false });
    await expectAccessible(page);

    // A field problem is shown on its field, and the page stays accessible in that state too.
    await form.email.fill('not-an-email');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectFieldError(page, form.email, 'Please enter a valid email address');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a guest sent to sign in from a members-only page comes back to it', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/my-account/wishlist');
    await expect(page).toHaveURL(/\/my-account\/login\?returnTo=%2Fmy-account%2Fwishlist$/);
    await signIn(page, 'ava.member@example.com');
    await expect(page).toHaveURL(/\/my-account\/wishlist$/);
    await expectRemotePage(page, 'account', {
      routeId: 'account-wishlist',
      heading: 'Wishlist',
      trail: ['Home', 'My account', 'Wishlist'],
    });
    // A member who reloads a members-only page stays on it.
    await page.reload();
    await expect(page).toHaveURL(/\/my-account\/wishlist$/);
    await expect(page.locator('[data-remote="account"][data-route-id="account-wishlist"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an off-site returnTo never leads off the site, before or after signing in', async ({ page }) => {
    const hostile = [
      '//evil.example/phish',
      'https://evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(document.domain)',
      `${'http:'}//evil.example@localhost/`,
    ];
    await page.goto(`/my-account/login?returnTo=${encodeURIComponent(hostile[0]!)}`);
    await signIn(page, 'ava.member@example.com');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/my-account$/);

    // A signed-in member visiting the sign-in page is sent on at once, and never off the site.
    for (const returnTo of hostile) {
      await page.goto(`/my-account/login?returnTo=${encodeURIComponent(returnTo)}`);
      await expect(page, returnTo).toHaveURL(/^http:\/\/localhost:\d+\/my-account$/);
      await expect(page.getByRole('main').getByLabel(/^Password/)).toHaveCount(0);
    }
    await page.goto(`/my-account/login?returnTo=${encodeURIComponent('/my-account/order-history')}`);
    await expect(page).toHaveURL(/\/my-account\/order-history$/);
  });

  test('the guest wishlist and bag join Nikau’s account at sign-in, and the header counts them', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${newZealand}/`);
    const piece = await aPiece(page);
    await page.evaluate(
      async ({ piece, headers }) => {
        const now = Date.now();
        localStorage.setItem(
          'storefront:wishlist',
          JSON.stringify({ items: [{ productId: piece.id, addedAt: now }], expiresAt: now + 86_400_000 }),
        );
        const answer = await fetch('/api/bag/lines', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-storefront-locale': document.documentElement.lang,
            ...headers,
          },
          body: JSON.stringify({ sku: piece.sku, quantity: 1 }),
        });
        if (!answer.ok) throw new Error(`add to bag: ${answer.status}`);
      },
      { piece, headers: csrf },
    );
    await page.goto(`${newZealand}/my-account/login`);
    await expect(banner(page).getByRole('link', { name: 'Wishlist, 1 piece' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /^Bag, \d+ items?$/ })).toBeVisible();

    await signIn(page, 'nikau.member@example.com');
    await expect(banner(page).getByRole('button', { name: 'Hi, Nikau' })).toBeVisible();
    const summary = await page.evaluate(async () => {
      const [bag, wishlist] = await Promise.all([fetch('/api/bag'), fetch('/api/wishlist')]);
      return {
        bag: (await bag.json()) as { lines: { sku: string }[]; summary?: unknown },
        bagCount: ((await (await fetch('/api/bag/summary')).json()) as { itemCount: number }).itemCount,
        wishlist: ((await wishlist.json()) as { items: { productId: string }[] }).items.map((item) => item.productId),
      };
    });
    expect(summary.wishlist).toContain(piece.id);
    expect(summary.bag.lines.map((line) => line.sku)).toContain(piece.sku);
    const piecesWord = (count: number) => (count === 1 ? 'piece' : 'pieces');
    await expect(
      banner(page).getByRole('link', {
        name: `Wishlist, ${summary.wishlist.length} ${piecesWord(summary.wishlist.length)}`,
      }),
    ).toBeVisible();
    await expect(
      banner(page).getByRole('link', {
        name: `Bag, ${summary.bagCount} ${summary.bagCount === 1 ? 'item' : 'items'}`,
      }),
    ).toBeVisible();

    await page.goto(`${newZealand}/my-account/wishlist`);
    await expect(page.getByRole('main').getByRole('link', { name: piece.name, exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
