import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectFieldError, trackPageErrors } from '../../e2e/support';

/**
 * A sized, engravable band the seeded stores carry in each market (the demo data's store stock is deterministic):
 * size L near Sydney and Auckland, size Q (8.5 in Canada) near Montréal.
 */
const PRODUCT = '/p/heritage-mens-two-tone-inlay-wedding-band';

interface Market {
  name: string;
  origin: string;
  prefix: string;
  /** Where the shopper searches for a store. */
  city: string;
  size: string;
  /** The size as the market shows it. */
  sizeLabel: string;
  words: {
    ringSize: string;
    sizeRequired: string;
    reserve: string;
    location: string;
    findStores: string;
    reserveHere: RegExp;
    firstName: RegExp;
    lastName: RegExp;
    email: RegExp;
    phone: RegExp;
    submit: string;
    firstNameRequired: string;
    reserved: string;
    emailed: string;
    cancelTitle: string;
    cancelButton: string;
    cancelled: string;
    notFound: string;
    addEngraving: string;
    engravingText: string;
    engravedRefused: string;
    subject: RegExp;
  };
}

const english = {
  ringSize: 'Ring size',
  sizeRequired: 'Please select a ring size',
  reserve: 'Reserve in store',
  location: 'Postcode, suburb or city',
  findStores: 'Find stores',
  reserveHere: /^Reserve here: /,
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  phone: /^Mobile phone/,
  submit: 'Reserve',
  firstNameRequired: 'Please enter your first name',
  reserved: 'Your piece is reserved',
  emailed: 'We’ve e-mailed you at',
  cancelTitle: 'Cancel your reservation',
  cancelButton: 'Cancel my reservation',
  cancelled: 'Your reservation is cancelled',
  notFound: 'We can’t find this reservation',
  addEngraving: 'Add engraving',
  engravingText: 'Engraving text',
  engravedRefused: 'Reserve in store is not available for engraved items',
  subject: /^Your reservation at .+ \([A-Z0-9]{8}\)$/,
};

const markets: Market[] = [
  {
    name: 'en-AU',
    origin: '',
    prefix: '',
    city: 'Sydney',
    size: 'L',
    sizeLabel: 'L',
    words: english,
  },
  {
    name: 'fr-CA',
    origin: e2eOrigin('ca.localhost'),
    prefix: '/fr',
    city: 'Montréal',
    size: 'Q',
    sizeLabel: '8,5', // a half size written the French way, as the product page writes 0,5 ct
    words: {
      ringSize: 'Taille de bague',
      sizeRequired: 'Veuillez sélectionner une taille de bague',
      reserve: 'Réserver en magasin',
      location: 'Code postal, quartier ou ville',
      findStores: 'Trouver des magasins',
      reserveHere: /^Réserver ici : /,
      firstName: /^Prénom/,
      lastName: /^Nom/,
      email: /^Courriel/,
      phone: /^Téléphone cellulaire/,
      submit: 'Réserver',
      firstNameRequired: 'Veuillez saisir votre prénom',
      reserved: 'Votre pièce est réservée',
      emailed: 'Nous vous avons envoyé un courriel à',
      cancelTitle: 'Annuler votre réservation',
      cancelButton: 'Annuler ma réservation',
      cancelled: 'Votre réservation est annulée',
      notFound: 'Nous ne trouvons pas cette réservation',
      addEngraving: 'Ajouter une gravure',
      engravingText: 'Texte de la gravure',
      engravedRefused: 'La réservation en magasin n’est pas offerte pour les articles gravés',
      subject: /^Votre réservation chez .+ \([A-Z0-9]{8}\)$/,
    },
  },
  {
    name: 'en-NZ',
    origin: e2eOrigin('nz.localhost'),
    prefix: '',
    city: 'Auckland',
    size: 'L',
    sizeLabel: 'L',
    words: english,
  },
];

/** An address of this test alone (both projects and both workers share the run's database and outbox). */
function freshEmail(testInfo: TestInfo, market: string): string {
  return `e2e.reserve.${market}.${testInfo.project.name}.${Date.now()}@example.com`;
}

/** Screenshots to look at, when `SHOTS_DIR` names a folder: the desktop at 1280 wide, the phone at 390. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${testInfo.project.name}-${name}.png`, fullPage: false });
}

interface Mail {
  subject: string;
  text: string;
}

/** The newest reservation e-mail sent to the address (the development outbox, read through the edge). */
async function reservationMail(page: Page, to: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        mail = await page.evaluate(async (address) => {
          const answer = await fetch(
            `/api/dev/outbox?${new URLSearchParams({ to: address, kind: 'store-reservation' })}`,
          );
          return ((await answer.json()) as { messages: Mail[] }).messages[0];
        }, to);
        return mail?.subject ?? '';
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return mail!;
}

for (const market of markets) {
  const w = market.words;

  test.describe(`reserve in store (${market.name})`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    });

    test('asks for a size first, then reserves at a store near the shopper, e-mails the cancel link, and cancels only on the press', async ({
      page,
    }, testInfo) => {
      const errors = trackPageErrors(page);
      const email = freshEmail(testInfo, market.name);
      await page.goto(`${market.origin}${market.prefix}${PRODUCT}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      // Reserve in store needs a size first (SPEC §5).
      const reserveButton = page.getByRole('button', { name: w.reserve, exact: true });
      await reserveButton.click();
      const size = page.getByRole('combobox', { name: w.ringSize });
      await expectFieldError(page, size, w.sizeRequired);
      await expect(page.getByRole('region', { name: w.reserve, exact: true })).toHaveCount(0);
      await size.selectOption(market.size);
      await reserveButton.click();

      // Choose a store with the piece in that size.
      const widget = page.getByRole('region', { name: w.reserve, exact: true });
      await expect(widget.getByText(market.sizeLabel, { exact: true })).toBeVisible();
      await widget.getByRole('textbox', { name: new RegExp(`^${w.location}`) }).fill(market.city);
      await widget.getByRole('button', { name: w.findStores }).click();
      const choice = widget.getByRole('button', { name: w.reserveHere }).first();
      await choice.scrollIntoViewIfNeeded();
      await shot(page, testInfo, `${market.name}-choose`);
      const storeName = ((await choice.getAttribute('aria-label')) ?? '').replace(w.reserveHere, '');
      expect(storeName).not.toBe('');
      await choice.click();

      // The form: a missing name is said under its field, with focus on it; what was typed stays.
      const firstName = widget.getByRole('textbox', { name: w.firstName });
      await widget.getByRole('textbox', { name: w.lastName }).fill('Tan');
      await widget.getByRole('textbox', { name: w.email }).fill(email);
      await widget.getByRole('textbox', { name: w.phone }).fill('0412 345 678');
      await widget.getByRole('button', { name: w.submit, exact: true }).click();
      await expectFieldError(page, firstName, w.firstNameRequired);
      await expect(firstName).toBeFocused();
      await expect(widget.getByRole('textbox', { name: w.email })).toHaveValue(email);
      await firstName.fill('Grace');
      await widget.scrollIntoViewIfNeeded();
      await shot(page, testInfo, `${market.name}-form`);
      await expectAccessible(page);
      await widget.getByRole('button', { name: w.submit, exact: true }).click();

      // The confirmation: the store, the piece and size, the hold's end, the reference, the e-mail.
      const confirmation = widget.getByRole('region', { name: w.reserved });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toContainText(`${w.emailed} ${email}`);
      await expect(confirmation).toContainText(storeName);
      await expect(confirmation.getByRole('definition').nth(2)).toHaveText(market.sizeLabel);
      const reference = (await confirmation.getByRole('definition').first().innerText()).trim();
      expect(reference).toMatch(/^[A-Z0-9]{8}$/);
      await expect(
        confirmation.getByRole('link', { name: new RegExp(storeName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
      ).toHaveAttribute('href', new RegExp(`^${market.prefix}/stores/[a-z0-9-]+$`));
      await confirmation.scrollIntoViewIfNeeded();
      await shot(page, testInfo, `${market.name}-confirmation`);
      await expectAccessible(page);

      // The e-mail, in the shopper's language, links to the cancel page of their market and language.
      const mail = await reservationMail(page, email);
      expect(mail.subject).toMatch(w.subject);
      expect(mail.subject).toContain(reference);
      const link = /https?:\/\/\S+token=[\w-]+/.exec(mail.text)?.[0] ?? '';
      const url = new URL(link);
      expect(url.origin).toBe(new URL(market.origin || page.url()).origin);
      expect(url.pathname).toBe(`${market.prefix}/stores/reservations/cancel`);

      // Opening the link (in a new tab, as from a mail app) cancels nothing, since mail scanners open links; the
      // press does.
      const tab = await page.context().newPage();
      errors.push(...trackPageErrors(tab));
      await tab.setViewportSize(page.viewportSize()!);
      await tab.goto(link);
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(w.cancelTitle);
      await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const cancel = tab.getByRole('button', { name: w.cancelButton });
      await expect(cancel).toBeVisible();
      await shot(tab, testInfo, `${market.name}-cancel`);
      await expectAccessible(tab);
      await cancel.click();
      await expect(tab.getByRole('status').filter({ hasText: w.cancelled })).toBeVisible();
      await expect(tab.getByText(reference, { exact: true })).toBeVisible();
      await expect(tab.getByText(storeName, { exact: true })).toBeVisible();
      await shot(tab, testInfo, `${market.name}-cancelled`);
      await expectAccessible(tab);

      // A link that names no reservation says so.
      await tab.goto(`${market.origin}${market.prefix}/stores/reservations/cancel?token=not-a-reservation`);
      await tab.getByRole('button', { name: w.cancelButton }).click();
      await expect(tab.getByRole('heading', { level: 2, name: w.notFound })).toBeVisible();
      await expectAccessible(tab);
      expect(errors).toEqual([]);
    });

    test('refuses to reserve an engraved piece', async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(`${market.origin}${market.prefix}${PRODUCT}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Engraving first, then the size, which must still be chosen when Reserve in store is pressed.
      await page.getByRole('checkbox', { name: w.addEngraving }).check();
      await page.getByRole('textbox', { name: w.engravingText }).fill('Always');
      const size = page.getByRole('combobox', { name: w.ringSize });
      await size.selectOption(market.size);
      await expect(page).toHaveURL(/size=/);
      await expect(size).toHaveValue(market.size);
      await page.getByRole('button', { name: w.reserve, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.engravedRefused })).toBeVisible();
      await expect(page.getByRole('region', { name: w.reserve, exact: true })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}
