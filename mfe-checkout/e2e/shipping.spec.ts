import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import {
  expectAccessible,
  expectFieldError,
  expectNoFieldError,
  expectRemotePage,
  trackPageErrors,
} from '../../e2e/support';
import { putAPieceInTheBag } from '../../e2e/bag';

const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');

/** Words a shopper reads on the shipping step, per language. */
const words = {
  en: {
    email: 'Email address',
    continue: 'Continue',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Street address',
    city: 'Town or city',
    postcode: 'Postcode',
    postalCode: 'Postal code',
    phone: 'Phone',
    methods: /^Delivery method/,
    toBilling: 'Continue to billing',
    fixFields: 'Please check the highlighted fields.',
  },
  fr: {
    email: 'Adresse courriel',
    continue: 'Continuer',
    firstName: 'Prénom',
    lastName: 'Nom de famille',
    street: 'Adresse municipale',
    city: 'Ville',
    postcode: 'Code postal',
    postalCode: 'Code postal',
    phone: 'Téléphone',
    methods: /^Mode de livraison/,
    toBilling: 'Continuer vers la facturation',
    fixFields: 'Veuillez vérifier les champs signalés.',
  },
} as const;
type Words = (typeof words)[keyof typeof words];

async function giveEmail(page: Page, w: Words, email: string) {
  await page.getByLabel(w.email).fill(email);
  await page.getByRole('button', { name: w.continue, exact: true }).click();
  await expect(page.getByText(email)).toBeVisible();
}

async function fillAddress(
  page: Page,
  w: Words,
  address: { first: string; last: string; street: string; city: string; phone: string },
) {
  await page.getByLabel(w.firstName).fill(address.first);
  await page.getByLabel(w.lastName).fill(address.last);
  await page.getByLabel(w.street).fill(address.street);
  await page.getByLabel(w.city).fill(address.city);
  await page.getByLabel(w.phone).fill(address.phone);
}

test.describe('a guest on the shipping step', () => {
  test('in Australia: e-mail first, the address problems announced and focused, then a delivery method and on to billing @phone', async ({
    page,
  }) => {
    test.slow();
    const errors = trackPageErrors(page);
    const w = words.en;
    await putAPieceInTheBag(page);
    await page.goto('/checkout/shipping');
    await expectRemotePage(page, 'checkout', {
      routeId: 'checkout-shipping',
      heading: 'Shipping',
      trail: ['Home', 'My bag', 'Shipping'],
    });
    await expect(page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]')).toHaveText(
      /Shipping/,
    );
    // On a phone the summary is folded behind a disclosure above the forms, naming the total.
    if (test.info().project.name === 'mobile') {
      await page.getByRole('button', { name: /^Show order summary \$[\d,]+\.\d\d$/ }).click();
    }
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('GST inclusive');
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/my-account/login?returnTo=%2Fcheckout%2Fshipping',
    );
    await expect(page.getByRole('link', { name: 'Join Brilliance' })).toBeVisible();

    // E-mail first.
    const email = page.getByLabel(w.email);
    await page.getByRole('button', { name: w.continue, exact: true }).click();
    await expectFieldError(page, email, 'Please enter your email address');
    await expect(email).toBeFocused();
    await giveEmail(page, w, 'olivia@example.com');

    // The address, sent empty.
    const toBilling = page.getByRole('button', { name: w.toBilling });
    await toBilling.click();
    await expect(page.getByRole('alert').filter({ hasText: w.fixFields })).toBeVisible();
    const firstName = page.getByLabel(w.firstName);
    await expect(firstName).toBeFocused();
    await expectFieldError(page, firstName, 'Please enter your first name');
    await expectFieldError(page, page.getByLabel(w.lastName), 'Your name is empty');
    await expectFieldError(page, page.getByLabel(w.street), 'Please enter a value for this field');
    await expectFieldError(page, page.getByLabel('State or territory'), 'Please select your state');
    await expectFieldError(page, page.getByLabel(w.postcode), 'Please enter a value for this field');
    await expectFieldError(page, page.getByLabel(w.phone), 'Please enter your mobile phone number');
    await expectAccessible(page);

    await fillAddress(page, w, {
      first: 'Olivia',
      last: 'Nguyen',
      street: '12 George Street',
      city: 'Sydney',
      phone: '0412 345 678',
    });
    await page.getByLabel('State or territory').selectOption({ label: 'New South Wales' });
    await page.getByLabel(w.postcode).fill('20000');
    await toBilling.click();
    await expectFieldError(page, page.getByLabel(w.postcode), 'Please enter a valid 4-digit postcode');
    await expect(page.getByLabel(w.postcode)).toBeFocused();
    await expectNoFieldError(firstName);
    await expect(firstName).toHaveValue('Olivia');
    await page.getByLabel(w.postcode).fill('2000');

    // Delivery methods with price and dates.
    const methods = page.getByRole('radiogroup', { name: w.methods });
    await expect(methods.getByRole('radio', { name: /^Standard delivery/ })).toBeChecked();
    await expect(methods.getByRole('radio', { name: /^Standard delivery/ })).toHaveAccessibleDescription(
      /^Estimated delivery \w{3}, \d{1,2} \w{3}/,
    );
    await methods.getByText('Express Post').click();
    await expect(methods.getByRole('radio', { name: /^Express Post \$14\.95$/ })).toBeChecked();
    await toBilling.click();
    await expect(page).toHaveURL(/\/checkout\/billing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');

    // Back on the step, what was saved is there.
    await page.goto('/checkout/shipping');
    await expect(page.getByLabel(w.street)).toHaveValue('12 George Street');
    await expect(page.getByLabel('State or territory')).toHaveValue('NSW');
    await expect(page.getByRole('radio', { name: /^Express Post/ })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('chooses click and collect without a store and is asked to select a store first', async ({ page }) => {
    const errors = trackPageErrors(page);
    await putAPieceInTheBag(page);
    await page.goto('/checkout/shipping');
    await giveEmail(page, words.en, 'olivia@example.com');
    const collect = page.getByRole('radio', { name: 'Click and collect' });
    await expect(collect).toHaveAccessibleDescription(/^Free · ready to collect from/);
    await page.locator('label', { hasText: 'Click and collect' }).first().click();
    await expect(collect).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Collection store' })).toBeVisible();
    await page.getByRole('button', { name: words.en.toBilling }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a store first' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('in French Canada: Québec, the postal code rule and the messages in French', async ({ page }) => {
    test.slow();
    const errors = trackPageErrors(page);
    const w = words.fr;
    await putAPieceInTheBag(page, canada);
    await page.goto(`${canada}/fr/checkout/shipping`);
    await expectRemotePage(page, 'checkout', {
      routeId: 'checkout-shipping',
      heading: 'Livraison',
      trail: ['Accueil', 'Mon panier', 'Livraison'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await giveEmail(page, w, 'chloe@example.com');
    await page.getByRole('button', { name: w.toBilling }).click();
    await expectFieldError(page, page.getByLabel(w.firstName), 'Veuillez saisir votre prénom');
    await expectFieldError(page, page.getByLabel('Province ou territoire'), 'Veuillez sélectionner votre province');
    await expectFieldError(page, page.getByLabel(w.postalCode), 'Veuillez saisir une valeur pour ce champ');
    await expect(page.getByLabel(w.firstName)).toBeFocused();

    await fillAddress(page, w, {
      first: 'Chloé',
      last: 'Gagnon',
      street: '1000 rue De La Gauchetière Ouest',
      city: 'Montréal',
      phone: '514 555 0199',
    });
    await page.getByLabel('Province ou territoire').selectOption({ label: 'Québec' });
    await page.getByLabel(w.postalCode).fill('H3B 1A');
    await page.getByRole('button', { name: w.toBilling }).click();
    await expectFieldError(page, page.getByLabel(w.postalCode), 'Veuillez saisir un code postal valide');
    await page.getByLabel(w.postalCode).fill('h3b1a4');
    const methods = page.getByRole('radiogroup', { name: w.methods });
    await expect(methods.getByRole('radio', { name: /^Livraison standard/ })).toHaveAccessibleDescription(
      /^Livraison prévue du /,
    );
    await expect(page.getByRole('radio', { name: 'Cueillette en magasin' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: w.toBilling }).click();
    await expect(page).toHaveURL(/\/fr\/checkout\/billing$/);
    await page.goto(`${canada}/fr/checkout/shipping`);
    await expect(page.getByLabel(w.postalCode)).toHaveValue('H3B 1A4');
    await expect(page.getByLabel('Province ou territoire')).toHaveValue('QC');
    expect(errors).toEqual([]);
  });

  test('in New Zealand: an optional region and a 4-digit postcode', async ({ page }) => {
    const errors = trackPageErrors(page);
    const w = words.en;
    await putAPieceInTheBag(page, newZealand);
    await page.goto(`${newZealand}/checkout/shipping`);
    await giveEmail(page, w, 'aroha@example.com');
    await expect(page.getByLabel('State or territory')).toHaveCount(0);
    await fillAddress(page, w, {
      first: 'Aroha',
      last: 'Walker',
      street: '45 Queen Street',
      city: 'Auckland',
      phone: '021 555 0199',
    });
    await page.getByLabel(w.postcode).fill('10100');
    await page.getByRole('button', { name: w.toBilling }).click();
    await expectFieldError(page, page.getByLabel(w.postcode), 'Please enter a valid 4-digit postcode');
    await expectNoFieldError(page.getByLabel('Region (optional)'));
    await page.getByLabel(w.postcode).fill('1010');
    await expect(page.getByRole('radio', { name: /^Express delivery/ })).toBeVisible();
    await page.getByRole('button', { name: w.toBilling }).click();
    await expect(page).toHaveURL(/\/checkout\/billing$/);
    expect(errors).toEqual([]);
  });
});
