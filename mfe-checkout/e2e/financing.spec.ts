import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectFieldError, expectRemotePage, trackPageErrors } from '../../e2e/support';

const canada = e2eOrigin('ca.localhost');

/** The demo financing accounts (README "Demo data"). */
const accounts = {
  active: { card: '6055990000000011', dateOfBirth: '27/03/1985' },
  inactive: { card: '6055990000000037', dateOfBirth: '14/07/1992' },
  unknown: { card: '6055990000000011', dateOfBirth: '01/01/1990' },
};

const words = {
  en: {
    prefix: '',
    locale: 'en-CA',
    title: 'Apply for finance',
    trail: ['Home', 'Finance options', 'Apply for finance'],
    card: 'Finance card number',
    dateOfBirth: 'Date of birth',
    find: 'Find my plans',
    inactive: 'Your account must be active to continue',
    notFound: 'Account not found. Please check your information.',
    invalidCard: 'Please enter a valid card number',
    invalidDate: 'Please enter a valid date of birth as DD/MM/YYYY',
    plans: 'Choose your plan',
    apply: 'Apply and continue',
    billing: 'Billing',
    payWith: 'Flexiti financing',
    applyLink: 'Apply for financing',
    approved: 'Financing approved',
    placeOrder: 'Place order',
    financeTitle: 'Finance options',
    throttled: /Please wait (\d+) (second|minute)/,
  },
  fr: {
    prefix: '/fr',
    locale: 'fr-CA',
    title: 'Demander un financement',
    trail: ['Accueil', 'Options de financement', 'Demander un financement'],
    card: 'Numéro de la carte de financement',
    dateOfBirth: 'Date de naissance',
    find: 'Voir mes plans',
    inactive: 'Votre compte doit être actif pour continuer',
    notFound: 'Compte introuvable. Veuillez vérifier vos renseignements.',
    invalidCard: 'Veuillez saisir un numéro de carte valide',
    invalidDate: 'Veuillez saisir une date de naissance valide au format JJ/MM/AAAA',
    plans: 'Choisissez votre plan',
    apply: 'Faire la demande et continuer',
    billing: 'Facturation',
    payWith: 'Financement Flexiti',
    applyLink: 'Demander un financement',
    approved: 'Financement approuvé',
    placeOrder: 'Passer la commande',
    financeTitle: 'Options de financement',
    throttled: /Veuillez patienter (\d+) (seconde|minute)/,
  },
} as const;
type Words = (typeof words)[keyof typeof words];

/**
 * Puts one piece in stock, priced for finance (from $500 to $5,000, within the demo account's limit), in this
 * browser's bag. Asked from the page: only the browser resolves the market hosts, and the bag cookie is the page's.
 */
async function putAPieceInTheBag(page: Page, locale: string): Promise<void> {
  const added = await page.evaluate(async (locale) => {
    const headers = { 'x-storefront-locale': locale };
    const list = (await (await fetch('/api/products?category=engagement-rings&pageSize=48', { headers })).json()) as {
      items: { slug: string; price: { effectiveCents: number }; availability: { stock: string } }[];
    };
    const candidates = list.items.filter(
      (item) =>
        item.availability.stock === 'in_stock' &&
        item.price.effectiveCents >= 50_000 &&
        item.price.effectiveCents <= 500_000,
    );
    for (const tile of candidates) {
      const detail = (await (await fetch(`/api/products/${tile.slug}`, { headers })).json()) as {
        flags: { sized: boolean };
        variants: { sku: string; quantity: number; sizes: { code: string; quantity: number }[] }[];
      };
      const variant = detail.variants.find((candidate) =>
        detail.flags.sized ? candidate.sizes.some((size) => size.quantity > 2) : candidate.quantity > 2,
      );
      if (!variant) continue;
      const size = detail.flags.sized ? variant.sizes.find((entry) => entry.quantity > 2)?.code : undefined;
      const response = await fetch('/api/bag/lines', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-storefront-csrf': '1' },
        body: JSON.stringify({ sku: variant.sku, quantity: 1, ...(size ? { size } : {}) }),
      });
      if (response.ok) return true;
    }
    return false;
  }, locale);
  expect(added, 'a piece in stock between $500 and $5,000 added to the bag').toBe(true);
}

/** E-mail, standard delivery to Ontario and billing same as delivery, as the shipping and billing steps save them. */
async function completeDetails(page: Page, locale: string): Promise<void> {
  const failures = await page.evaluate(async (locale) => {
    const address = {
      firstName: 'Liam',
      lastName: 'Tremblay',
      address1: '100 Queen Street West',
      city: 'Toronto',
      state: 'ON',
      postcode: 'M5H 2N2',
      country: 'CA',
      phone: '416 555 0134',
    };
    const failed: string[] = [];
    for (const [url, body] of [
      ['/api/checkout/email', { email: 'liam@example.com' }],
      ['/api/checkout/shipping', { deliveryMethod: 'standard', address }],
      ['/api/checkout/billing', { sameAsShipping: true }],
    ] as const) {
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'x-storefront-locale': locale, 'content-type': 'application/json', 'x-storefront-csrf': '1' },
        body: JSON.stringify(body),
      });
      if (!response.ok) failed.push(`${url}: ${response.status}`);
    }
    return failed;
  }, locale);
  expect(failures).toEqual([]);
}

/**
 * Presses `button` until the page shows `done` or an answer other than "too many attempts". Every miss from one address
 * doubles that address's wait (lookups and applications alike), and the journeys running side by side share one, so
 * a "too many attempts" answer is waited out as a shopper would: the page says how long.
 */
async function pressPatiently(page: Page, w: Words, button: string, done: Locator): Promise<void> {
  const alert = page.getByRole('alert');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.getByRole('button', { name: button }).click();
    await expect(alert.or(done).first()).toBeVisible();
    const text = (await alert.isVisible()) ? ((await alert.textContent()) ?? '') : '';
    const throttled = w.throttled.exec(text);
    if (!throttled) return;
    const seconds = Number(throttled[1]) * (throttled[2]?.startsWith('minute') ? 60 : 1);
    await page.waitForTimeout(seconds * 1000 + 500);
  }
}

/** Looks the account up (see `pressPatiently`). */
const findPlans = (page: Page, w: Words) =>
  pressPatiently(page, w, w.find, page.getByRole('radiogroup', { name: w.plans }));

async function fillAccount(page: Page, w: Words, account: { card: string; dateOfBirth: string }): Promise<void> {
  await page.getByRole('textbox', { name: w.card }).fill(account.card);
  await page.getByRole('textbox', { name: w.dateOfBirth }).fill(account.dateOfBirth);
}

/**
 * The application from the billing step: financing chosen there leads to the application; what was typed survives
 * each refusal; the approval brings the shopper back to billing. `placeOrder` then places the order with it.
 */
async function applyForFinance(page: Page, w: Words, { placeOrder }: { placeOrder: boolean }): Promise<void> {
  const errors = trackPageErrors(page);
  await page.goto(`${canada}${w.prefix}/`);
  await putAPieceInTheBag(page, w.locale);
  await completeDetails(page, w.locale);
  await page.goto(`${canada}${w.prefix}/checkout/billing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.billing);
  await page.getByRole('radio', { name: w.payWith }).check();
  await page.locator('main').getByRole('link', { name: w.applyLink }).click();
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/finance-options/flexiti-apply$`));
  await expectRemotePage(page, 'checkout', {
    routeId: 'financing-application',
    heading: w.title,
    trail: w.trail,
    ...(w.prefix ? { breadcrumbLabel: 'Fil d’Ariane' } : {}),
  });
  const card = page.getByRole('textbox', { name: w.card });
  const dateOfBirth = page.getByRole('textbox', { name: w.dateOfBirth });
  await expect(card).toBeVisible();
  await expectAccessible(page);

  // Checked in the browser first: a number that fails the check digit, a date that does not exist.
  await fillAccount(page, w, { card: '6055990000000012', dateOfBirth: '31/02/1990' });
  await page.getByRole('button', { name: w.find }).click();
  await expectFieldError(page, card, w.invalidCard);
  await expectFieldError(page, dateOfBirth, w.invalidDate);
  await expect(card).toBeFocused();

  // An inactive account is refused, and what was typed stays.
  await fillAccount(page, w, accounts.inactive);
  await findPlans(page, w);
  await expect(page.getByRole('alert')).toContainText(w.inactive);
  await expect(card).toHaveValue(accounts.inactive.card);
  await expect(dateOfBirth).toHaveValue(accounts.inactive.dateOfBirth);
  await expect(page.getByRole('radiogroup', { name: w.plans })).toHaveCount(0);

  // An unknown one is not found.
  await fillAccount(page, w, accounts.unknown);
  await findPlans(page, w);
  await expect(page.getByRole('alert')).toContainText(w.notFound);

  // The active account: plans for the amount, chosen from a radio group, applied for, back to billing.
  await fillAccount(page, w, accounts.active);
  await findPlans(page, w);
  const plans = page.getByRole('radiogroup', { name: w.plans });
  await expect(plans).toBeVisible();
  await expect(plans.getByRole('radio').first()).toBeVisible();
  expect(await plans.getByRole('radio').count()).toBeGreaterThan(1);
  await expectAccessible(page);
  await plans.getByRole('radio').nth(1).check();
  await pressPatiently(page, w, w.apply, page.getByRole('heading', { level: 1, name: w.billing }));
  await expect(page).toHaveURL(new RegExp(`${w.prefix}/checkout/billing$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.billing);
  await expect(page.getByRole('radio', { name: w.payWith })).toBeChecked();
  await expect(page.getByText(w.approved)).toBeVisible();
  // The approval is kept with the checkout on the server: with nothing left in the tab, a reload still pays with it.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('radio', { name: w.payWith })).toBeChecked();
  await expect(page.getByText(w.approved)).toBeVisible();
  if (placeOrder) {
    await page.getByRole('button', { name: w.placeOrder }).click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/checkout/thank-you$`), { timeout: 15_000 });
    await expect(page.getByText(/\b\d{12}\b/).first()).toBeVisible();
    // The placed order's tax is final: Ontario's HST, not an estimate.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('HST (13%)');
    await expect(summary).not.toContainText('Estimated');
  }
  expect(errors).toEqual([]);
}

test.describe('a guest shopper paying with finance in Canada', () => {
  test('is refused with an inactive account, not found with a wrong date of birth, approved, reloads, and orders', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await applyForFinance(page, words.en, { placeOrder: true });
  });

  test('does the same in French, up to the approval', async ({ page }) => {
    test.setTimeout(90_000);
    await applyForFinance(page, words.fr, { placeOrder: false });
  });

  test('reads about finance options and finds the way to apply', async ({ page }) => {
    await page.goto(`${canada}/finance-options`);
    await expectRemotePage(page, 'checkout', {
      routeId: 'finance-options',
      heading: words.en.financeTitle,
      trail: ['Home', words.en.financeTitle],
    });
    await expectAccessible(page);
    await page.locator('main').getByRole('link', { name: 'Apply for finance' }).first().click();
    await expect(page).toHaveURL(/\/finance-options\/flexiti-apply$/);
  });

  test('is told finance is for Canada only in Australia, with a way back', async ({ page }) => {
    await page.goto('/finance-options/flexiti-apply');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Finance applications are available in Canada only' }),
    ).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Back to billing' })).toBeVisible();
    await expectAccessible(page);
  });
});
