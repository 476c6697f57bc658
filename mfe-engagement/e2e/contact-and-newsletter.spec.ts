import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { freshEmail } from '../../e2e/members';
import {
  type PageFrame,
  expectAccessible,
  expectFieldError,
  expectNoFieldError,
  expectRemotePage,
  trackPageErrors,
} from '../../e2e/support';

/** The page is drawn by the engagement remote (see `expectRemotePage`). */
const expectEngagementPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'engagement', frame);

const australia = e2eOrigin('localhost');
const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');

interface OutboxMessage {
  to: string;
  from: string | null;
  subject: string;
  text: string;
  kind: string;
}

/** The newest e-mail of this kind to this address, once the API has written it (`GET /api/dev/outbox`). */
async function emailTo(page: Page, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${australia}/api/dev/outbox?${new URLSearchParams({ to, kind })}`);
      found = ((await answer.json()) as { messages: OutboxMessage[] }).messages[0];
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The customer-service e-mail that carries this enquiry's reference. */
async function enquiryEmail(page: Page, mailbox: string, reference: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const query = new URLSearchParams({ to: mailbox, kind: 'contact', limit: '200' });
      const answer = await page.request.get(`${australia}/api/dev/outbox?${query}`);
      const { messages } = (await answer.json()) as { messages: OutboxMessage[] };
      found = messages.find((message) => message.subject.includes(reference));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The contact form's fields, by their English or French labels (the page's, not the footer's sign-up). */
function contactForm(page: Page, language: 'en' | 'fr' = 'en') {
  const fr = language === 'fr';
  const area = page.locator('[data-remote="engagement"][data-route-id="contact-us"]');
  return {
    enquiryType: area.getByLabel(fr ? 'Quel est l’objet de votre demande?' : 'What is your enquiry about?'),
    orderEnquiryType: area.getByLabel(
      fr ? 'Quel est l’objet de votre demande au sujet de la commande?' : 'What is it about the order?',
    ),
    orderNumber: area.getByLabel(fr ? 'Numéro de commande' : 'Order number'),
    productName: area.getByLabel(fr ? 'Nom du produit' : 'Product name'),
    productNumber: area.getByLabel(fr ? 'Numéro du produit (UGS)' : 'Product number (SKU)'),
    store: area.getByRole('combobox', { name: fr ? 'Boutique' : 'Store' }),
    quoteNumber: area.getByLabel(fr ? 'Numéro de soumission' : 'Quote number'),
    comment: area.getByLabel(fr ? 'Votre message' : 'Your message'),
    firstName: area.getByLabel(fr ? 'Prénom' : 'First name'),
    lastName: area.getByLabel(fr ? 'Nom de famille' : 'Last name'),
    email: area.getByLabel(fr ? 'Adresse courriel' : 'Email address'),
    phone: area.getByLabel(fr ? 'Numéro de téléphone' : 'Phone number'),
    submit: area.getByRole('button', { name: fr ? 'Envoyer la demande' : 'Send enquiry' }),
  };
}

/** Picks the first store of the market in the picker, once the stores have loaded; its id. */
async function pickFirstStore(page: Page, store: ReturnType<typeof contactForm>['store']): Promise<string> {
  await expect(store.locator('option')).not.toHaveCount(1);
  await store.selectOption({ index: 1 });
  return store.inputValue();
}

/** After sending: the success page, with the enquiry's reference. */
async function referenceOnSuccessPage(page: Page, language: 'en' | 'fr' = 'en'): Promise<string> {
  await expect(page).toHaveURL(/\/customer-service\/contact-us\/success\?reference=[0-9A-F]{8}$/);
  const line = page.getByText(language === 'fr' ? /La référence de votre demande est/ : /Your enquiry reference is/);
  await expect(line).toBeVisible();
  return new URL(page.url()).searchParams.get('reference')!;
}

test.describe('a customer contacting customer service', () => {
  test('is told what each enquiry type needs, watches the message counted, and keeps what they typed', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/customer-service/contact-us');
    await expectEngagementPage(page, { routeId: 'contact-us', heading: 'Contact us', trail: ['Home', 'Contact us'] });
    const form = contactForm(page);

    await form.submit.click();
    await expectFieldError(page, form.enquiryType, 'Please select an enquiry type');
    await expectFieldError(page, form.firstName, 'Please enter your first name');
    await expectFieldError(page, form.lastName, 'Your name is empty');
    await expectFieldError(page, form.email, 'Please enter your email address');
    await expectNoFieldError(form.phone);
    await expectFieldError(page, form.comment, 'Please enter your comment');
    await expect(form.enquiryType).toBeFocused();

    await form.enquiryType.selectOption({ label: 'An order' });
    await form.firstName.fill('Ada');
    await form.comment.fill('Where is my ring?');
    await expect(page.getByText('983 characters left')).toBeVisible();
    await form.orderNumber.fill('1234');
    await form.phone.fill('call me');
    await form.submit.click();
    await expectFieldError(page, form.orderEnquiryType, 'Please select an order enquiry type');
    await expect(form.orderEnquiryType).toBeFocused();
    await expectFieldError(page, form.orderNumber, 'Please enter a valid order number');
    await expectFieldError(page, form.phone, 'Please enter a valid phone number');
    await expect(form.firstName).toHaveValue('Ada');
    await expect(form.comment).toHaveValue('Where is my ring?');
    await expectAccessible(page);

    await form.orderEnquiryType.selectOption({ label: 'Incorrect order or item' });
    await expect(form.productName).toBeVisible();
    await form.enquiryType.selectOption({ label: 'Store feedback' });
    await expect(form.orderNumber).toBeHidden();
    await expect(form.store).toBeVisible();
    await form.enquiryType.selectOption({ label: 'An order' });
    await expect(form.orderNumber).toHaveValue('1234');

    await form.comment.fill('x'.repeat(1005));
    await expect(form.comment).toHaveValue('x'.repeat(1005));
    await expect(page.getByText('5 characters too many')).toBeVisible();
    await expectFieldError(page, form.comment, 'This field must be 1000 characters or less');
    expect(errors).toEqual([]);
  });

  test('is told something went wrong when sending fails, and loses nothing typed', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"code":"UNAVAILABLE"}' }),
    );
    await page.goto('/customer-service/contact-us');
    const form = contactForm(page);
    await form.enquiryType.selectOption({ label: 'General enquiry' });
    await form.comment.fill('Do you resize rings in store?');
    await form.firstName.fill('Ada');
    await form.lastName.fill('Lovelace');
    await form.email.fill('ada@example.com');
    await form.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' })).toBeVisible();
    await expect(page).toHaveURL(/\/customer-service\/contact-us$/);
    await expect(form.comment).toHaveValue('Do you resize rings in store?');
    await expect(form.email).toHaveValue('ada@example.com');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('asks about an order on a phone, and customer service receives it @mobile-only', async ({ page }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'contact-order-phone');
    await page.goto('/customer-service/contact-us');
    const form = contactForm(page);
    await form.enquiryType.selectOption({ label: 'An order' });
    await form.orderEnquiryType.selectOption({ label: 'Delivery' });
    await form.orderNumber.fill('1000 0000 0123');
    await form.comment.fill('Could the courier leave it at the front desk?');
    await form.firstName.fill('Olivia');
    await form.lastName.fill('Brown');
    await form.email.fill(email);
    await form.submit.click();
    const reference = await referenceOnSuccessPage(page);
    await expectAccessible(page);
    const sent = await enquiryEmail(page, 'customer.service@example-jewellers.com.au', reference);
    expect(sent.text).toContain('About the order: Delivery');
    expect(sent.text).toContain('Order number: 100000000123');
    expect((await emailTo(page, email, 'contact-acknowledgement')).subject).toBe(
      `We have received your enquiry (${reference})`,
    );
    expect(errors).toEqual([]);
  });

  test.describe('each enquiry type reaches customer service @desktop-only', () => {
    test('a general enquiry from Australia', async ({ page }, testInfo) => {
      const errors = trackPageErrors(page);
      const email = freshEmail(testInfo, 'contact-general');
      await page.goto('/customer-service/contact-us');
      const form = contactForm(page);
      await form.enquiryType.selectOption({ label: 'General enquiry' });
      await form.comment.fill('Do you offer ring cleaning while I wait?');
      await form.firstName.fill('Grace');
      await form.lastName.fill('Nguyen');
      await form.email.fill(email);
      await form.phone.fill('0412 000 111');
      await form.submit.click();
      const reference = await referenceOnSuccessPage(page);
      await expectEngagementPage(page, {
        routeId: 'contact-success',
        heading: 'Thank you for contacting us',
        trail: ['Home', 'Contact us', 'Thank you for contacting us'],
      });
      await expectAccessible(page);
      const sent = await enquiryEmail(page, 'customer.service@example-jewellers.com.au', reference);
      expect(sent.text).toContain('Enquiry type: General enquiry');
      expect(sent.text).toContain('Comment: Do you offer ring cleaning while I wait?');
      expect(sent.text).toContain('Phone: 0412 000 111');
      const acknowledgement = await emailTo(page, email, 'contact-acknowledgement');
      expect(acknowledgement.text).toContain(`Enquiry reference: ${reference}`);
      expect(errors).toEqual([]);
    });

    test('an incorrect order from New Zealand, with the piece that was wrong', async ({ page }, testInfo) => {
      const errors = trackPageErrors(page);
      const email = freshEmail(testInfo, 'contact-order');
      await page.goto(`${newZealand}/customer-service/contact-us`);
      const form = contactForm(page);
      await form.enquiryType.selectOption({ label: 'An order' });
      await form.orderEnquiryType.selectOption({ label: 'Incorrect order or item' });
      await form.orderNumber.fill('54321');
      await form.productName.fill('Pearl drop earrings');
      await form.productNumber.fill('2041 0033');
      await form.comment.fill('I received studs instead of drops.');
      await form.firstName.fill('Aroha');
      await form.lastName.fill('Ngata');
      await form.email.fill(email);
      await form.submit.click();
      const reference = await referenceOnSuccessPage(page);
      const sent = await enquiryEmail(page, 'customer.service@example-jewellers.co.nz', reference);
      expect(sent.text).toContain('About the order: Incorrect order or item');
      expect(sent.text).toContain('Order number: 54321');
      expect(sent.text).toContain('Product name: Pearl drop earrings');
      expect(sent.text).toContain('Product number: 20410033');
      expect(errors).toEqual([]);
    });

    test('a product enquiry from Australia, about a piece seen in a store', async ({ page }, testInfo) => {
      const errors = trackPageErrors(page);
      const email = freshEmail(testInfo, 'contact-product');
      await page.goto('/customer-service/contact-us');
      const form = contactForm(page);
      await form.enquiryType.selectOption({ label: 'A product' });
      await form.productName.fill('Sapphire halo ring');
      await form.productNumber.fill('12345678');
      const store = await pickFirstStore(page, form.store);
      await form.comment.fill('Is it available in platinum?');
      await form.firstName.fill('Mia');
      await form.lastName.fill('Chen');
      await form.email.fill(email);
      await form.submit.click();
      const reference = await referenceOnSuccessPage(page);
      const sent = await enquiryEmail(page, 'customer.service@example-jewellers.com.au', reference);
      expect(sent.text).toContain('Product name: Sapphire halo ring');
      expect(sent.text).toContain('Product number: 12345678');
      expect(sent.text).toContain(`(${store})`);
      expect(errors).toEqual([]);
    });

    test('a recycling enquiry from French Canada, written to customer service in French', async ({
      page,
    }, testInfo) => {
      const errors = trackPageErrors(page);
      const email = freshEmail(testInfo, 'contact-recycle');
      await page.goto(`${canada}/fr/customer-service/contact-us`);
      await expectEngagementPage(page, {
        routeId: 'contact-us',
        heading: 'Nous joindre',
        trail: ['Accueil', 'Nous joindre'],
        breadcrumbLabel: 'Fil d’Ariane',
      });
      const form = contactForm(page, 'fr');
      await form.submit.click();
      await expectFieldError(page, form.enquiryType, 'Veuillez sélectionner un type de demande');
      await form.enquiryType.selectOption({ label: 'Recyclage de bijoux' });
      const store = await pickFirstStore(page, form.store);
      await form.quoteNumber.fill('Q-2041');
      await form.comment.fill('J’aimerais recycler une vieille chaîne en or.');
      await form.firstName.fill('Élodie');
      await form.lastName.fill('Tremblay');
      await form.email.fill(email);
      await expectAccessible(page);
      await form.submit.click();
      const reference = await referenceOnSuccessPage(page, 'fr');
      await expectEngagementPage(page, {
        routeId: 'contact-success',
        heading: 'Merci de nous avoir écrit',
        trail: ['Accueil', 'Nous joindre', 'Merci de nous avoir écrit'],
        breadcrumbLabel: 'Fil d’Ariane',
      });
      const sent = await enquiryEmail(page, 'customer.service@example-jewellers.ca', reference);
      expect(sent.subject).toBe(`Recyclage de bijoux : demande ${reference} de Élodie Tremblay`);
      expect(sent.text).toContain('Numéro de soumission: Q-2041');
      expect(sent.text).toContain(`(${store})`);
      expect(sent.text).toContain('Commentaire: J’aimerais recycler une vieille chaîne en or.');
      expect((await emailTo(page, email, 'contact-acknowledgement')).subject).toBe(
        `Nous avons bien reçu votre demande (${reference})`,
      );
      expect(errors).toEqual([]);
    });

    test('store feedback from French Canada, about a store of the market', async ({ page }, testInfo) => {
      const errors = trackPageErrors(page);
      const email = freshEmail(testInfo, 'contact-store');
      await page.goto(`${canada}/fr/customer-service/contact-us`);
      const form = contactForm(page, 'fr');
      await form.enquiryType.selectOption({ label: 'Commentaires sur un magasin' });
      await form.submit.click();
      await expectFieldError(page, form.store, 'Veuillez sélectionner une boutique');
      const store = await pickFirstStore(page, form.store);
      await form.comment.fill('Un service impeccable, merci à toute l’équipe.');
      await form.firstName.fill('Chloé');
      await form.lastName.fill('Gagnon');
      await form.email.fill(email);
      await form.submit.click();
      const reference = await referenceOnSuccessPage(page, 'fr');
      const sent = await enquiryEmail(page, 'customer.service@example-jewellers.ca', reference);
      expect(sent.text).toContain('Type de demande: Commentaires sur un magasin');
      expect(sent.text).toContain(`(${store})`);
      expect(errors).toEqual([]);
    });
  });

  test('after sending, follows each of the seven links to its area @desktop-only', async ({ page }) => {
    const links = [
      { name: 'Track an order', url: /\/order-lookup$/, remote: 'account', routeId: 'order-lookup' },
      { name: 'Finance options', url: /\/finance-options$/, remote: 'checkout', routeId: 'finance-options' },
      { name: 'Delivery', url: /\/customer-service\/delivery$/, remote: 'engagement', routeId: 'content-page' },
      { name: 'FAQs', url: /\/customer-service\/faqs$/, remote: 'engagement', routeId: 'content-page' },
      { name: 'Returns', url: /\/customer-service\/returns$/, remote: 'engagement', routeId: 'content-page' },
      {
        name: 'General enquiries',
        url: /\/customer-service\/contact-us$/,
        remote: 'engagement',
        routeId: 'contact-us',
      },
      { name: 'Click and collect', url: /\/stores$/, remote: 'stores', routeId: 'store-finder' },
    ] as const;
    const errors = trackPageErrors(page);
    await page.goto('/customer-service/contact-us/success');
    const nav = page.getByRole('navigation', { name: 'While you wait, these pages may help' });
    await expect(nav.getByRole('link')).toHaveText(links.map((link) => link.name));
    for (const { name, url, remote, routeId } of links) {
      await page.goto('/customer-service/contact-us/success');
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.locator(`[data-remote="${remote}"][data-route-id="${routeId}"]`)).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('a visitor signing up to the newsletter', () => {
  test('signs up from the footer and confirms from the e-mailed link', async ({ page }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'newsletter-footer');
    await page.goto('/stores');
    const footer = page.getByRole('contentinfo');
    // Scrolled to the sign-up band itself, as a shopper reaching it would: it loads once it is in view, and the
    // footer (with its privacy choice) is taller than a phone's screen, so showing the footer's middle skips it.
    await footer.getByRole('link', { name: 'Sign up to our newsletter' }).scrollIntoViewIfNeeded();
    const signUp = footer.getByRole('region', { name: 'Be the first to know' });
    await expect(signUp).toBeVisible();
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    await expectFieldError(page, signUp.getByLabel('Email for our newsletter'), 'Please enter your email address');
    await signUp.getByLabel('Email for our newsletter').fill(email);
    await signUp.getByRole('button', { name: 'Sign up' }).click();
    await expect(signUp.getByRole('status')).toContainText(`We have emailed ${email}.`);
    await expectAccessible(page);

    const confirmation = await emailTo(page, email, 'newsletter-confirmation');
    expect(confirmation.from).toBe('newsletter@example-jewellers.com.au');
    expect(confirmation.subject).toBe('Please confirm your subscription');
    const link = new URL(confirmation.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/newsletter/confirm');
    await page.goto(`${link.pathname}${link.search}`);
    await expectEngagementPage(page, {
      routeId: 'newsletter-confirm',
      heading: 'Your newsletter subscription',
      trail: ['Home', 'Sign up to our newsletter', 'Your newsletter subscription'],
    });
    await expect(page.getByText('Your subscription is confirmed')).toBeVisible();
    await expectAccessible(page);
    expect((await emailTo(page, email, 'newsletter-welcome')).subject).toBe('You are on the list');
    expect(errors).toEqual([]);
  });

  test('a French-speaking Canadian signs up on the newsletter page and confirms in French', async ({
    page,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'newsletter-fr');
    await page.goto(`${canada}/fr/newsletter`);
    await expectEngagementPage(page, {
      routeId: 'newsletter',
      heading: 'Abonnez-vous à notre infolettre',
      trail: ['Accueil', 'Abonnez-vous à notre infolettre'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const main = page.locator('[data-remote="engagement"][data-route-id="newsletter"]');
    const field = main.getByLabel('Courriel pour l’infolettre');
    const submit = main.getByRole('button', { name: 'S’abonner' });
    await submit.click();
    await expectFieldError(page, field, 'Veuillez saisir votre adresse courriel');
    await expect(field).toBeFocused();
    await field.fill('elodie@');
    await submit.click();
    await expectFieldError(page, field, 'Veuillez saisir une adresse courriel valide');
    await expect(field).toHaveValue('elodie@');
    await field.fill(email);
    await submit.click();
    await expect(main.getByRole('status')).toContainText('Veuillez consulter votre boîte de réception');
    await expectAccessible(page);

    const confirmation = await emailTo(page, email, 'newsletter-confirmation');
    expect(confirmation.from).toBe('infolettre@example-jewellers.ca');
    expect(confirmation.subject).toBe('Veuillez confirmer votre abonnement');
    const link = new URL(confirmation.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/fr/newsletter/confirm');
    await page.goto(`${canada}${link.pathname}${link.search}`);
    await expectEngagementPage(page, {
      routeId: 'newsletter-confirm',
      heading: 'Votre abonnement à l’infolettre',
      trail: ['Accueil', 'Abonnez-vous à notre infolettre', 'Votre abonnement à l’infolettre'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await expect(page.getByText('Votre abonnement est confirmé')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a New Zealander opens the link a second time and is offered the sign-up again @desktop-only', async ({
    page,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    const email = freshEmail(testInfo, 'newsletter-nz');
    await page.goto(`${newZealand}/newsletter`);
    const main = page.locator('[data-remote="engagement"][data-route-id="newsletter"]');
    await main.getByLabel('Email for our newsletter').fill(email);
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(main.getByRole('status')).toContainText('Please check your inbox');
    const confirmation = await emailTo(page, email, 'newsletter-confirmation');
    expect(confirmation.from).toBe('newsletter@example-jewellers.co.nz');
    const link = new URL(confirmation.text.match(/https?:\/\/\S+/)![0]);

    await page.goto(`${newZealand}${link.pathname}${link.search}`);
    await expect(page.getByText('Your subscription is confirmed')).toBeVisible();
    // Another browser (no memory of this tab's confirmation) opens the used link.
    const otherBrowser = await page.context().browser()!.newContext();
    const other = await otherBrowser.newPage();
    await other.goto(`${newZealand}${link.pathname}${link.search}`);
    const confirmPage = other.locator('[data-remote="engagement"][data-route-id="newsletter-confirm"]');
    await expect(
      confirmPage.getByRole('heading', { level: 2, name: 'This link has expired or was already used' }),
    ).toBeVisible();
    await expect(confirmPage.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expectAccessible(other);
    await otherBrowser.close();
    expect(errors).toEqual([]);
  });

  test('is told something went wrong when the sign-up fails, and keeps the address', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"code":"INTERNAL"}' }),
    );
    await page.goto('/newsletter');
    const main = page.locator('[data-remote="engagement"][data-route-id="newsletter"]');
    await main.getByLabel('Email for our newsletter').fill('ada@example.com');
    await main.getByRole('button', { name: 'Sign up' }).click();
    await expect(main.getByRole('alert')).toHaveText(/Something went wrong\. Please try again\./);
    await expect(main.getByLabel('Email for our newsletter')).toHaveValue('ada@example.com');
    expect(errors).toEqual([]);
  });
});
