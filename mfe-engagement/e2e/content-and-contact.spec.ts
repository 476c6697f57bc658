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

/** The page is drawn by the engagement remote (see `expectRemotePage`). */
const expectEngagementPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'engagement', frame);

const canada = e2eOrigin('ca.localhost');

/** Content pages as they are today: a heading from the address and a note that the content is on its way. */
const contentPages = [
  { path: '/customer-service/delivery', routeId: 'content-page', heading: 'Delivery', trail: ['Home', 'Delivery'] },
  { path: '/customer-service/returns', routeId: 'content-page', heading: 'Returns', trail: ['Home', 'Returns'] },
  { path: '/customer-service/faqs', routeId: 'content-page', heading: 'Faqs', trail: ['Home', 'Faqs'] },
  {
    path: '/brilliance-terms',
    routeId: 'content-page',
    heading: 'Brilliance terms',
    trail: ['Home', 'Brilliance terms'],
  },
  {
    path: '/connected/spring-sparkle',
    routeId: 'connected-content',
    heading: 'Spring sparkle',
    trail: ['Home', 'Spring sparkle'],
  },
] as const;

/** Where each link of the contact-success page leads, and which remote draws it. */
const helpfulLinks = [
  { name: 'Track an order', url: /\/order-lookup$/, remote: 'account', routeId: 'order-lookup' },
  { name: 'Finance options', url: /\/finance-options$/, remote: 'checkout', routeId: 'finance-options' },
  { name: 'Delivery', url: /\/customer-service\/delivery$/, remote: 'engagement', routeId: 'content-page' },
  { name: 'FAQs', url: /\/customer-service\/faqs$/, remote: 'engagement', routeId: 'content-page' },
  { name: 'Returns', url: /\/customer-service\/returns$/, remote: 'engagement', routeId: 'content-page' },
  { name: 'General enquiries', url: /\/customer-service\/contact-us$/, remote: 'engagement', routeId: 'contact-us' },
  { name: 'Click and collect', url: /\/stores$/, remote: 'stores', routeId: 'store-finder' },
] as const;

test.describe('a visitor reading the site’s content', () => {
  for (const { path, routeId, heading, trail } of contentPages) {
    test(`reads ${path}, whose content is on its way`, async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await expectEngagementPage(page, { routeId, heading, trail });
      await expect(page.getByRole('heading', { level: 2, name: 'This content is on its way' })).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }

  test('reads a page the catch-all resolves to content', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.route('**/api/slugs/resolve?**', (route) => {
      const asked = new URL(route.request().url()).searchParams.get('path');
      return route.fulfill({
        json: asked === '/our-story' ? { kind: 'content', id: 'page-1', slug: 'our-story' } : { kind: 'not-found' },
      });
    });
    await page.goto('/our-story');
    await expectEngagementPage(page, { routeId: 'content-page', heading: 'Our story', trail: ['Home', 'Our story'] });
    await expect(page.getByRole('heading', { level: 2, name: 'This content is on its way' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('a customer contacting customer service', () => {
  test('sends the contact form empty, is told what is required, and keeps what they typed', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/customer-service/contact-us');
    await expectEngagementPage(page, { routeId: 'contact-us', heading: 'Contact us', trail: ['Home', 'Contact us'] });
    await expectAccessible(page);
    const enquiryType = page.getByLabel('What is your enquiry about?');
    const firstName = page.getByLabel('First name');
    const lastName = page.getByLabel('Last name');
    const email = page.getByLabel('Email address');
    const phone = page.getByLabel('Phone number');
    const comment = page.getByLabel('Your message');
    const submit = page.getByRole('button', { name: 'Send enquiry' });

    await submit.click();
    await expectFieldError(page, enquiryType, 'Please select an enquiry type');
    await expectFieldError(page, firstName, 'Please enter your first name');
    await expectFieldError(page, lastName, 'Your name is empty');
    await expectFieldError(page, email, 'Please enter your email address');
    await expectNoFieldError(phone);
    await expectFieldError(page, comment, 'Please enter your comment');
    await expect(enquiryType).toBeFocused();
    await expectAccessible(page);

    await enquiryType.selectOption({ label: 'An order' });
    await firstName.fill('Ada');
    await comment.fill('Where is my ring?');
    await submit.click();
    await expect(enquiryType).toHaveValue('order');
    await expect(firstName).toHaveValue('Ada');
    await expect(comment).toHaveValue('Where is my ring?');
    for (const kept of [enquiryType, firstName, comment]) await expectNoFieldError(kept);
    await expectFieldError(page, lastName, 'Your name is empty');
    await expect(lastName).toBeFocused();

    await phone.fill('call me');
    await submit.click();
    await expectFieldError(page, phone, 'Please enter a valid phone number');
    expect(errors).toEqual([]);
  });

  test('a French-speaking Canadian customer is told in French what is required', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/customer-service/contact-us`);
    await expectEngagementPage(page, {
      routeId: 'contact-us',
      heading: 'Nous joindre',
      trail: ['Accueil', 'Nous joindre'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const enquiryType = page.getByLabel('Quel est l’objet de votre demande?');
    const firstName = page.getByLabel('Prénom');
    const lastName = page.getByLabel('Nom de famille');
    const email = page.getByLabel('Adresse courriel');
    const comment = page.getByLabel('Votre message');
    const submit = page.getByRole('button', { name: 'Envoyer la demande' });

    await submit.click();
    await expectFieldError(page, enquiryType, 'Veuillez sélectionner un type de demande');
    await expectFieldError(page, firstName, 'Veuillez saisir votre prénom');
    await expectFieldError(page, lastName, 'Votre nom est vide');
    await expectFieldError(page, email, 'Veuillez saisir votre adresse courriel');
    await expectFieldError(page, comment, 'Veuillez saisir votre commentaire');
    await expect(enquiryType).toBeFocused();

    await enquiryType.selectOption({ label: 'Recyclage de bijoux' });
    await firstName.fill('Élodie');
    await submit.click();
    await expect(enquiryType).toHaveValue('recycle');
    await expect(firstName).toHaveValue('Élodie');
    await expectNoFieldError(firstName);
    await expect(lastName).toBeFocused();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('after sending, is thanked and offered pages that may help', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/customer-service/contact-us/success');
    await expectEngagementPage(page, {
      routeId: 'contact-success',
      heading: 'Thank you for contacting us',
      trail: ['Home', 'Contact us', 'Thank you for contacting us'],
    });
    const links = page.getByRole('navigation', { name: 'While you wait, these pages may help' });
    await expect(links.getByRole('link')).toHaveText(helpfulLinks.map((link) => link.name));
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  for (const { name, url, remote, routeId } of helpfulLinks) {
    test(`after sending, follows “${name}” to the ${remote} area`, async ({ page }) => {
      await page.goto('/customer-service/contact-us/success');
      await page
        .getByRole('navigation', { name: 'While you wait, these pages may help' })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page).toHaveURL(url);
      await expect(page.locator(`[data-remote="${remote}"][data-route-id="${routeId}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});

test.describe('a visitor signing up to the newsletter', () => {
  test('signs up without an email, is told to enter one, and keeps a mistyped address', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/newsletter');
    await expectEngagementPage(page, {
      routeId: 'newsletter',
      heading: 'Sign up to our newsletter',
      trail: ['Home', 'Sign up to our newsletter'],
    });
    await expectAccessible(page);
    const email = page.getByLabel('Email address');
    const submit = page.getByRole('button', { name: 'Sign up' });

    await submit.click();
    await expectFieldError(page, email, 'Please enter your email address');
    await expect(email).toBeFocused();

    await email.fill('ada@');
    await submit.click();
    await expectFieldError(page, email, 'Please enter a valid email address');
    await expect(email).toHaveValue('ada@');
    expect(errors).toEqual([]);
  });

  test('a French-speaking Canadian visitor is told in French', async ({ page }) => {
    await page.goto(`${canada}/fr/newsletter`);
    await expectEngagementPage(page, {
      routeId: 'newsletter',
      heading: 'Abonnez-vous à notre infolettre',
      trail: ['Accueil', 'Abonnez-vous à notre infolettre'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const email = page.getByLabel('Adresse courriel');
    const submit = page.getByRole('button', { name: 'S’abonner' });
    await submit.click();
    await expectFieldError(page, email, 'Veuillez saisir votre adresse courriel');
    await expect(email).toBeFocused();
    await email.fill('elodie@');
    await submit.click();
    await expectFieldError(page, email, 'Veuillez saisir une adresse courriel valide');
    await expect(email).toHaveValue('elodie@');
  });
});
