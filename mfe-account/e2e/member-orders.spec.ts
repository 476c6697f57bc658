import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');
const PASSWORD = 'Lustre2026!';

/** Opens `path` as a guest, is sent to sign in, signs in there and comes back to it. */
async function signInFor(page: Page, path: string, email: string, submit = 'Sign in'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/my-account\/login\?returnTo=/);
  const main = page.getByRole('main');
  await main.getByLabel(/^Email address|^Adresse courriel/).fill(email);
  await main.getByLabel(/^Password|^Mot de passe/).fill(PASSWORD);
  await sendUntilNotThrottled(page, main.getByRole('button', { name: submit, exact: true }), '/api/identity/login');
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * Presses a form's submit button as a shopper would; when every attempt from this machine is being slowed (the
 * journeys all come from one address, and the API throttles sign-ins and lookups per address), waits as long as the
 * page is told and presses it again.
 */
async function sendUntilNotThrottled(page: Page, submit: Locator, apiPath: string): Promise<void> {
  for (let tries = 0; tries < 8; tries++) {
    const answered = page.waitForResponse(
      (response) => response.url().endsWith(apiPath) && response.request().method() === 'POST',
    );
    await submit.click();
    const response = await answered;
    if (response.status() !== 429) return;
    const { retryAfterSeconds = 1 } = (await response.json()) as { retryAfterSeconds?: number };
    await page.waitForTimeout((retryAfterSeconds + 0.5) * 1000);
  }
}

/** Sends the lookup form as a shopper would, again while this machine's lookups are being slowed. */
async function lookUp(page: Page, orderNumber: string, postcode: string, labels = english): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel(labels.number).fill(orderNumber);
  await main.getByLabel(labels.postcode).fill(postcode);
  await sendUntilNotThrottled(page, main.getByRole('button', { name: labels.submit }), '/api/orders/lookup');
}

const english = { number: /^Order number/, postcode: /^Billing post/, submit: 'Find my order' };
const french = {
  number: /^Numéro de commande/,
  postcode: /^Code postal de facturation/,
  submit: 'Trouver ma commande',
};

test.describe('a member following her orders', () => {
  test('Ava pages through her order history, opens a partially shipped order and its care plan', async ({ page }) => {
    const errors = trackPageErrors(page);
    await signInFor(page, '/my-account/order-history', 'ava.member@example.com');
    await expectRemotePage(page, 'account', {
      routeId: 'order-history',
      heading: 'Order history',
      trail: ['Home', 'My account', 'Order history'],
    });
    const list = page.getByRole('list', { name: 'Your orders, newest first' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    await expect(list.getByRole('listitem').first()).toContainText('Payment pending');
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Older orders' }).click();
    await expect(page).toHaveURL(/\/my-account\/order-history\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    const partial = list.getByRole('listitem').filter({ hasText: 'Partially shipped' });
    const link = partial.getByRole('link', { name: /^Order \d{12}$/ });
    const number = ((await link.textContent()) ?? '').replace('Order ', '');
    await link.click();

    await expectRemotePage(page, 'account', {
      routeId: 'order-details',
      heading: `Order ${number}`,
      trail: ['Home', 'My account', 'Order history', `Order ${number}`],
    });
    const main = page.getByRole('main');
    await expect(main.getByText('Partially shipped').first()).toBeVisible();
    await expect(main.getByText(/Some of your pieces are on their way/)).toBeVisible();
    await expect(main.getByRole('heading', { name: /^Parcel 1 · Australia Post$/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: /^Parcel 2 · Australia Post$/ })).toBeVisible();
    await expect(main.getByText('Being crafted').first()).toBeVisible();
    const summary = main.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Subtotal');
    await expect(summary).toContainText('Includes GST (10%)');
    await expect(summary).toContainText('Total');
    await expect(main.getByRole('region', { name: 'Billing address' })).toContainText('2000');
    await expect(main.getByRole('region', { name: 'Payment' })).toContainText(/ending in \d{4}/);
    await expectAccessible(page);

    await main.getByRole('link', { name: /^Care plan PCP\d+ \(Active\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/my-account/order-history/${number}/pcp/1$`));
    await expect(page.locator('[data-layout="empty"]')).toBeVisible();
    await expectRemotePage(page, 'account', {
      routeId: 'care-plan',
      heading: 'Professional care plan',
      trail: ['Home', 'My account', 'Order history', `Order ${number}`, 'Professional care plan'],
    });
    const plan = page.getByRole('article');
    await expect(plan).toContainText(/Plan numberPCP\d+/);
    await expect(plan).toContainText('StatusActive');
    await expect(plan).toContainText(/Term\d+ months/);
    await expect(plan).toContainText(/Commencement date\d{1,2} \w+ \d{4}/);
    await expect(plan).toContainText(/Expiry date\d{1,2} \w+ \d{4}/);
    await expect(plan).toContainText(/Recommended retail price\$\d+\.\d{2}/);
    await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();
    await expectAccessible(page);

    // A number the order does not have, and someone else's order: pages that show nothing of them.
    await page.goto(`/my-account/order-history/${number}/pcp/9`);
    await expect(page.getByRole('heading', { name: 'We couldn’t find this care plan' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/my-account/order-history/146619813017');
    await expect(page.getByRole('heading', { name: 'We couldn’t find this order' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pieces in this order' })).toHaveCount(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('Ava sees why a care plan can no longer be added, and the history’s retry when it cannot load', async ({
    page,
  }) => {
    await signInFor(page, '/my-account/order-history?page=2', 'ava.member@example.com');
    const international = page
      .getByRole('list', { name: 'Your orders, newest first' })
      .getByRole('listitem')
      .filter({ hasText: 'Completed' });
    await expect(international.first()).toBeVisible();
    // Her orders delivered more than 30 days ago that had no plan say why one cannot be added now.
    const numbers = await international.getByRole('link').allTextContents();
    let closed = false;
    for (const text of numbers) {
      await page.goto(`/my-account/order-history/${text.replace('Order ', '')}`);
      await expect(page.getByRole('list', { name: 'Pieces in this order' })).toBeVisible();
      if ((await page.getByText(/A care plan can no longer be added/).count()) > 0) {
        closed = true;
        break;
      }
    }
    expect(closed).toBe(true);

    await page.route('**/api/orders?**', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/my-account/order-history');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
  });

  test('Chloé reads her orders in French', async ({ page }) => {
    const errors = trackPageErrors(page);
    await signInFor(page, `${canada}/fr/my-account/order-history`, 'chloe.membre@example.com', 'Se connecter');
    await expectRemotePage(page, 'account', {
      routeId: 'order-history',
      heading: 'Historique des commandes',
      trail: ['Accueil', 'Mon compte', 'Historique des commandes'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const list = page.getByRole('list', { name: 'Vos commandes, de la plus récente à la plus ancienne' });
    await expect(list.getByRole('listitem').first()).toContainText(/Passée le \d{1,2} \w+/);
    await expect(list.getByText('Cueillette en magasin').first()).toBeVisible();
    const ready = list.getByRole('listitem').filter({ hasText: 'Prête pour la cueillette' });
    await ready.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Commande \d{12}$/);
    const main = page.getByRole('main');
    await expect(main.getByText(/Votre commande vous attend au magasin/)).toBeVisible();
    await expect(main.getByRole('region', { name: 'Magasin de cueillette' })).toBeVisible();
    const summary = main.getByRole('region', { name: 'Récapitulatif de la commande' });
    await expect(summary).toContainText('Sous-total');
    await expect(summary).toContainText(/TPS \(5\s%\)/);
    await expect(summary).toContainText(/\d,\d{2}\s\$/);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('a guest looking up an order', () => {
  test.setTimeout(120_000);

  test('in Australia finds a completed order and a partially shipped one, as a guest may see them', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/order-lookup');
    await lookUp(page, '146619813017', '2000');
    await expectRemotePage(page, 'account', {
      routeId: 'order-lookup',
      heading: 'Order 146619813017',
      trail: ['Home', 'Find your order', 'Order 146619813017'],
    });
    const main = page.getByRole('main');
    await expect(main.getByText('Completed').first()).toBeVisible();
    await expect(main.getByRole('region', { name: 'Order summary' })).toContainText('Includes GST (10%)');
    await expect(main.getByRole('region', { name: 'Billing address' })).toContainText('Australia');
    await expect(main.getByRole('button', { name: /Add a care plan/ })).toHaveCount(0);
    await expectAccessible(page);

    // A reload in the same tab reopens it without asking again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order 146619813017');

    await main.getByRole('button', { name: 'Look up another order' }).click();
    await lookUp(page, '522476491527', '2603');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order 522476491527');
    await expect(main.getByText('Partially shipped').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: /^Parcel 2 · / })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('is told the order number or billing postcode does not match, then how long to wait', async ({ page }) => {
    await page.goto('/order-lookup');
    await lookUp(page, '522476491527', '3000');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText('The order number or billing postcode does not match.');
    await expect(main.getByLabel(english.number)).toHaveValue('522476491527');
    // Straight away again: each mismatch makes the next attempt wait (1 s, then 2 s, 4 s …).
    await main.getByRole('button', { name: 'Find my order' }).click();
    await expect(main.getByRole('alert')).toContainText(/Too many requests\. Please wait \d+ seconds?/);
    await expect(main.getByLabel(english.postcode)).toHaveValue('3000');
    await expectAccessible(page);
  });

  test('in New Zealand finds an order ready to collect', async ({ page }) => {
    await page.goto(`${newZealand}/order-lookup`);
    await lookUp(page, '158378309598', '1010');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order 158378309598');
    const main = page.getByRole('main');
    await expect(main.getByText('Ready to collect').first()).toBeVisible();
    await expect(main.getByRole('region', { name: 'Pick-up store' })).toBeVisible();
    await expectAccessible(page);
  });

  test('in French Canada finds an order, and is told in French when it does not match', async ({ page }) => {
    await page.goto(`${canada}/fr/order-lookup`);
    await lookUp(page, '256696773728', 'H3B 1A5', french);
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(
      'Le numéro de commande ou le code postal de facturation ne correspond pas.',
    );
    await expectAccessible(page);
    await lookUp(page, '256696773728', 'h3b1a4', french);
    await expectRemotePage(page, 'account', {
      routeId: 'order-lookup',
      heading: 'Commande 256696773728',
      trail: ['Accueil', 'Retrouver votre commande', 'Commande 256696773728'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await expect(main.getByRole('region', { name: 'Récapitulatif de la commande' })).toContainText('Total');
    await expectAccessible(page);
  });
});

test.describe('a member protecting a piece after the order', () => {
  test('Liam adds a care plan to a piece delivered this month, paying on the provider’s page @serial', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await signInFor(page, `${canada}/my-account/order-history?page=2`, 'liam.member@example.com');
    // His orders delivered in the last 30 days offer a plan for each eligible piece without one.
    const orders = page.getByRole('list', { name: 'Your orders, newest first' }).getByRole('listitem');
    await expect(orders.first()).toBeVisible();
    const candidates = await orders
      .filter({ hasText: /Completed|Collected/ })
      .getByRole('link')
      .allTextContents();
    let offered = false;
    for (const text of candidates) {
      await page.goto(`${canada}/my-account/order-history/${text.replace('Order ', '')}`);
      await expect(page.getByRole('list', { name: 'Pieces in this order' })).toBeVisible();
      if ((await page.getByRole('button', { name: /^Add a care plan for / }).count()) > 0) {
        offered = true;
        break;
      }
    }
    expect(offered).toBe(true);
    const main = page.getByRole('main');
    await expect(main.getByText(/Available until \w+ \d{1,2}, \d{4}|Available until \d{1,2} \w+ \d{4}/)).toBeVisible();
    await main
      .getByRole('button', { name: /^Add a care plan for / })
      .first()
      .click();

    // The provider's hosted page: the card never reaches the storefront.
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill('12/35');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page.getByText('Your care plan is in place')).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/order-history\/\d{12}$/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View your care plan' }).click();
    await expect(page.getByRole('article')).toContainText('StatusActive');
    await expect(page.getByRole('article')).toContainText(/Recommended retail price\$\d+\.\d{2}/);
    expect(errors).toEqual([]);
  });
});
