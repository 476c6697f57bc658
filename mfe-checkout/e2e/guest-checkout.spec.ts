import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import {
  type PageFrame,
  expectAccessible,
  expectFieldError,
  expectNoFieldError,
  expectRemotePage,
  trackPageErrors,
} from '../../e2e/support';

/** The page is drawn by the checkout remote (see `expectRemotePage`). */
const expectCheckoutPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'checkout', frame);

const canada = e2eOrigin('ca.localhost');

const steps = [
  {
    path: '/checkout/shipping',
    routeId: 'checkout-shipping',
    title: 'Shipping',
    step: 1,
    empty: 'There’s nothing to check out yet',
  },
  {
    path: '/checkout/billing',
    routeId: 'checkout-billing',
    title: 'Billing',
    step: 2,
    empty: 'There’s nothing to check out yet',
  },
  {
    path: '/checkout/payment-processing',
    routeId: 'checkout-payment-processing',
    title: 'Payment',
    step: 3,
    empty: 'No payment is in progress',
  },
  {
    path: '/checkout/thank-you',
    routeId: 'checkout-thank-you',
    title: 'Order confirmation',
    step: 4,
    empty: 'There’s no recent order to show',
  },
] as const;

const stepLabels = ['Shipping', 'Billing', 'Payment', 'Confirmation'] as const;

test.describe('a guest with an empty bag', () => {
  test('is told the bag is empty and can start shopping in the catalogue', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/my-bag');
    await expectCheckoutPage(page, { routeId: 'bag', heading: 'My bag', trail: ['Home', 'My bag'] });
    await expect(page.getByRole('heading', { level: 2, name: 'Your bag is empty' })).toBeVisible();
    await expectAccessible(page);
    await page.locator('main').getByRole('link', { name: 'Start shopping' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator('[data-remote="catalogue"][data-route-id="search"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('goes from the bag to the wishlist in the catalogue', async ({ page }) => {
    await page.goto('/my-bag');
    await page.locator('main').getByRole('link', { name: 'View my wishlist' }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page.locator('[data-remote="catalogue"][data-route-id="wishlist"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wishlist');
  });
});

test.describe('a guest stepping through checkout', () => {
  for (const { path, routeId, title, step, empty } of steps) {
    test(`sees ${title} as the current step (${step} of 4) on ${path}`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await expect(page.locator('[data-layout="checkout"]')).toBeVisible();
      await expectCheckoutPage(page, { routeId, heading: title, trail: ['Home', 'My bag', title] });
      const indicator = page.getByRole('navigation', { name: 'Checkout steps' });
      await expect(indicator.getByRole('listitem')).toContainText([...stepLabels]);
      await expect(indicator.locator('[aria-current="step"]')).toHaveCount(1);
      await expect(indicator.locator('[aria-current="step"]')).toContainText(stepLabels[step - 1]!);
      await expect(page.getByText(`Step ${step} of 4`, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: empty })).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('goes back from a checkout step to the bag', async ({ page }) => {
    await page.goto('/checkout/billing');
    await page.locator('main').getByRole('link', { name: 'Go to my bag' }).click();
    await expect(page).toHaveURL(/\/my-bag$/);
    await expectCheckoutPage(page, { routeId: 'bag', heading: 'My bag', trail: ['Home', 'My bag'] });
  });

  test('with no recent order, follows the confirmation page to the order history in the account', async ({ page }) => {
    await page.goto('/checkout/thank-you');
    await page.locator('main').getByRole('link', { name: 'View my orders' }).click();
    await expect(page).toHaveURL(/\/my-account\/order-history$/);
    await expect(page.locator('[data-remote="account"][data-route-id="order-history"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order history');
  });

  test('a French-speaking Canadian guest sees the current step marked in French', async ({ page }) => {
    await page.goto(`${canada}/fr/checkout/billing`);
    await expectCheckoutPage(page, {
      routeId: 'checkout-billing',
      heading: 'Facturation',
      trail: ['Accueil', 'Mon panier', 'Facturation'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const indicator = page.getByRole('navigation', { name: 'Étapes du paiement' });
    await expect(indicator.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(indicator.locator('[aria-current="step"]')).toContainText('Facturation');
    await expect(page.getByText('Étape 2 sur 4', { exact: true })).toBeVisible();
  });
});

test.describe('a guest looking at finance', () => {
  test('reads the finance options and goes on to apply', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/finance-options');
    await expectCheckoutPage(page, {
      routeId: 'finance-options',
      heading: 'Finance options',
      trail: ['Home', 'Finance options'],
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Finance plans are on their way' })).toBeVisible();
    await expectAccessible(page);
    await page.locator('main').getByRole('link', { name: 'Apply for finance' }).click();
    await expect(page).toHaveURL(/\/finance-options\/flexiti-apply$/);
    await expectCheckoutPage(page, {
      routeId: 'financing-application',
      heading: 'Apply for finance',
      trail: ['Home', 'Finance options', 'Apply for finance'],
    });
    expect(errors).toEqual([]);
  });

  test('submits the application empty, is shown what is required, and keeps what they typed', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/finance-options/flexiti-apply');
    await expectCheckoutPage(page, {
      routeId: 'financing-application',
      heading: 'Apply for finance',
      trail: ['Home', 'Finance options', 'Apply for finance'],
    });
    await expectAccessible(page);
    const cardNumber = page.getByLabel('Finance card number');
    const dateOfBirth = page.getByLabel('Date of birth');
    const plan = page.getByRole('radiogroup', { name: /^How would you like to pay\?/ });
    const submit = page.getByRole('button', { name: 'Continue' });

    await submit.click();
    await expectFieldError(page, cardNumber, 'Please enter a value for this field');
    await expectFieldError(page, dateOfBirth, 'Please enter your date of birth');
    await expectFieldError(page, plan, 'Please choose how you’d like to pay');
    await expect(cardNumber).toBeFocused();
    await expectAccessible(page);

    await cardNumber.fill('4111 1111 1111 1111');
    await submit.click();
    await expect(cardNumber).toHaveValue('4111 1111 1111 1111');
    await expectNoFieldError(cardNumber);
    await expectFieldError(page, dateOfBirth, 'Please enter your date of birth');
    await expect(dateOfBirth).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('must give the date of birth as DD/MM/YYYY', async ({ page }) => {
    await page.goto('/finance-options/flexiti-apply');
    const dateOfBirth = page.getByLabel('Date of birth');
    await expect(dateOfBirth).toHaveAccessibleDescription(/DD\/MM\/YYYY, for example 27\/03\/1985/);
    const submit = page.getByRole('button', { name: 'Continue' });
    await page.getByLabel('Finance card number').fill('4111111111111111');
    await page.getByRole('radio', { name: 'Monthly payments' }).check();

    for (const typed of ['1985-03-27', '27/3/1985', '31/02/1985', '27/03/2999']) {
      await dateOfBirth.fill(typed);
      await submit.click();
      await expectFieldError(page, dateOfBirth, 'Please enter a valid date of birth as DD/MM/YYYY');
      await expect(dateOfBirth).toBeFocused();
      await expect(dateOfBirth).toHaveValue(typed);
    }

    await dateOfBirth.fill('27/03/1985');
    await submit.click();
    await expectNoFieldError(dateOfBirth);
    await expect(page.getByRole('radio', { name: 'Monthly payments' })).toBeChecked();
  });

  test('a French-speaking Canadian guest is told in French what is required and how to write the date', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/finance-options/flexiti-apply`);
    await expectCheckoutPage(page, {
      routeId: 'financing-application',
      heading: 'Demander un financement',
      trail: ['Accueil', 'Options de financement', 'Demander un financement'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const cardNumber = page.getByLabel('Numéro de la carte de financement');
    const dateOfBirth = page.getByLabel('Date de naissance');
    const plan = page.getByRole('radiogroup', { name: /^Comment souhaitez-vous payer\?/ });
    const submit = page.getByRole('button', { name: 'Continuer' });

    await submit.click();
    await expectFieldError(page, cardNumber, 'Veuillez saisir une valeur pour ce champ');
    await expectFieldError(page, dateOfBirth, 'Veuillez saisir votre date de naissance');
    await expectFieldError(page, plan, 'Veuillez choisir votre mode de paiement');
    await expect(cardNumber).toBeFocused();

    await cardNumber.fill('4111 1111 1111 1111');
    await dateOfBirth.fill('1985-03-27');
    await submit.click();
    await expect(cardNumber).toHaveValue('4111 1111 1111 1111');
    await expectNoFieldError(cardNumber);
    await expectFieldError(page, dateOfBirth, 'Veuillez saisir une date de naissance valide au format JJ/MM/AAAA');
    await expect(dateOfBirth).toBeFocused();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
