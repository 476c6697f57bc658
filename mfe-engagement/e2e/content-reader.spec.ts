import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin, e2ePort } from '../../e2e/e2e-env';
import {
  type PageFrame,
  expectAccessible,
  expectRemotePage,
  layoutShifts,
  trackPageErrors,
  watchLayoutShifts,
} from '../../e2e/support';

/** The page is drawn by the engagement remote (see `expectRemotePage`). */
const expectEngagementPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'engagement', frame);

const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');

/** Every content page of the content service, with its heading in English and in French. */
const contentPages = [
  { path: '/customer-service/delivery', heading: 'Delivery', french: 'Livraison' },
  { path: '/customer-service/returns', heading: 'Returns and exchanges', french: 'Retours et échanges' },
  { path: '/customer-service/faqs', heading: 'Frequently asked questions', french: 'Foire aux questions' },
  {
    path: '/brilliance-terms',
    heading: 'Brilliance terms and conditions',
    french: 'Conditions du programme Brilliance',
  },
  { path: '/professional-care-plan', heading: 'Professional care plan', french: 'Plan d’entretien professionnel' },
  { path: '/ring-size-guide', heading: 'Ring size guide', french: 'Guide des tailles de bague' },
  { path: '/about-us', heading: 'About Lustre & Co.', french: 'À propos de Lustre & Co.' },
  { path: '/privacy-policy', heading: 'Privacy policy', french: 'Politique de confidentialité' },
  { path: '/terms-and-conditions', heading: 'Terms and conditions', french: 'Conditions générales' },
  { path: '/connected/spring-sparkle', heading: 'Spring sparkle', french: 'Éclat printanier' },
  { path: '/connected/bridal-appointments', heading: 'Bridal appointments', french: 'Rendez-vous mariage' },
] as const;

const routeIdOf = (path: string) => (path.startsWith('/connected/') ? 'connected-content' : 'content-page');

test.describe('a shopper reading the customer-service pages', () => {
  test('reads how delivery works, with the free-delivery offer, and opens a delivery question', async ({ page }) => {
    const errors = trackPageErrors(page);
    // The content page's moves once drawn (a press excuses those of the next 500 ms: the answer it opens).
    await watchLayoutShifts(page, '.sf-content-page');
    await page.goto('/customer-service/delivery');
    await expectEngagementPage(page, { routeId: 'content-page', heading: 'Delivery', trail: ['Home', 'Delivery'] });
    await expect(page).toHaveTitle('Delivery | Lustre & Co.');
    const options = page.getByRole('region', { name: 'Delivery options' });
    await expect(options.getByRole('listitem').first()).toHaveText(
      'Standard: 3 to 7 business days, free on orders over $100, otherwise $9.95.',
    );
    await expect(
      options.getByRole('complementary', { name: 'Free standard delivery on orders over $100' }),
    ).toBeVisible();

    const question = page.getByRole('button', { name: 'Does someone need to sign for my parcel?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    // The footer's sign-up loads as the shopper nears it, and the page stays where it is, so a press lands where it was
    // aimed (the page's styles came with the sign-up's code, and it jumped under the shopper's press as they arrived).
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Sign up to our newsletter' }).scrollIntoViewIfNeeded();
    await expect(footer.getByRole('region', { name: 'Be the first to know' })).toBeVisible();
    expect(await layoutShifts(page)).toEqual([]);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Does someone need to sign for my parcel?' })).toContainText(
      'Every parcel is insured and needs a signature.',
    );
    await expectAccessible(page);

    await page.getByRole('region', { name: 'Dispatch times' }).getByRole('link', { name: 'ring size guide' }).click();
    await expect(page).toHaveURL(/\/ring-size-guide$/);
    await expectEngagementPage(page, {
      routeId: 'content-page',
      heading: 'Ring size guide',
      trail: ['Home', 'Ring size guide'],
    });
    await expect(page.getByRole('columnheader', { name: 'Diameter (mm)' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rings of different sizes' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('finds an answer in the FAQs and follows its link to the size guide', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/customer-service/faqs');
    await expectEngagementPage(page, {
      routeId: 'content-page',
      heading: 'Frequently asked questions',
      trail: ['Home', 'Frequently asked questions'],
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Sizing and care' })).toBeVisible();
    const resizing = page.getByRole('button', { name: 'Can my ring be resized?' });
    await resizing.click();
    const answer = page.getByRole('region', { name: 'Can my ring be resized?' });
    await expect(answer).toContainText('Most rings can be resized by one or two sizes.');
    await expectAccessible(page);
    await resizing.click();
    await expect(answer).toBeHidden();
    await resizing.click();
    await answer.getByRole('link', { name: 'ring size guide' }).click();
    await expect(page).toHaveURL(/\/ring-size-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ring size guide');

    await page.goBack();
    await page.getByRole('link', { name: 'Send us a message' }).click();
    await expect(page).toHaveURL(/\/customer-service\/contact-us$/);
    await expect(page.locator('[data-remote="engagement"][data-route-id="contact-us"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a French-speaking Canadian reads the delivery page and an FAQ answer in French', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/customer-service/delivery`);
    await expectEngagementPage(page, {
      routeId: 'content-page',
      heading: 'Livraison',
      trail: ['Accueil', 'Livraison'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await expect(page.getByText('4 à 8 jours ouvrables, gratuite pour les commandes de plus de 100 $')).toBeVisible();
    const question = page.getByRole('button', { name: 'Faut-il signer à la réception du colis?' });
    await question.click();
    await expect(page.getByRole('region', { name: 'Faut-il signer à la réception du colis?' })).toContainText(
      'Chaque colis est assuré et remis contre signature.',
    );
    await expect(
      page
        .getByRole('region', { name: 'Délais d’expédition' })
        .getByRole('link', { name: 'guide des tailles de bague' }),
    ).toHaveAttribute('href', '/fr/ring-size-guide');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a New Zealand shopper reads New Zealand’s delivery options and sizes', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${newZealand}/customer-service/delivery`);
    await expectEngagementPage(page, { routeId: 'content-page', heading: 'Delivery', trail: ['Home', 'Delivery'] });
    await expect(page.getByText('1 to 3 business days, $15.')).toBeVisible();
    await page.goto(`${newZealand}/ring-size-guide`);
    await expect(page.getByText('New Zealand uses the same letter sizes as Australia')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('reads a campaign page linked from a message, and goes on to shop its category', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/connected/spring-sparkle');
    await expectEngagementPage(page, {
      routeId: 'connected-content',
      heading: 'Spring sparkle',
      trail: ['Home', 'Spring sparkle'],
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Colour that catches the light' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Complimentary engraving on wedding bands' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /^Earrings/ }).click();
    await expect(page).toHaveURL(/\/earrings$/);
    await expect(page.locator('[data-remote="catalogue"]')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an address the content service does not have is the 404 page', async ({ page }) => {
    for (const path of ['/customer-service/nothing-here', '/connected/no-such-campaign']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    }
    await expectAccessible(page);
  });
});

test.describe('every content page @desktop-only', () => {
  for (const { path, heading, french } of contentPages) {
    test(`${path} in English is accessible, and in French (or Canadian English where French is missing)`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.goto(path);
      await expect(page.locator(`[data-remote="engagement"][data-route-id="${routeIdOf(path)}"] h1`)).toHaveText(
        heading,
      );
      await expectAccessible(page);
      await page.goto(`${canada}/fr${path}`);
      await expect(page.locator(`[data-remote="engagement"][data-route-id="${routeIdOf(path)}"] h1`)).toHaveText(
        french,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('an editor publishing a change @desktop-only', () => {
  const entry = 'section-bridal-text';
  const editor = `http://127.0.0.1:${e2ePort + 1001}/editor/entries/${entry}`;
  const token = { authorization: 'Bearer local-cda-token' };
  const webhook = {
    'x-contentful-webhook-secret': 'local-content-webhook-secret',
    'content-type': 'application/vnd.contentful.management.v1+json',
  };
  const published = { sys: { id: entry, type: 'Entry', contentType: { sys: { id: 'pageSection' } } } };

  test.afterEach(async ({ request }) => {
    await request.delete(editor, { headers: token });
    await request.post('/api/content/webhook', { headers: webhook, data: JSON.stringify(published) });
  });

  test('is seen by shoppers once the content service’s webhook has purged the cached page', async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/connected/bridal-appointments');
    const title = page.getByRole('heading', { level: 2, name: 'An hour just for the two of you' });
    await expect(title).toBeVisible();

    const edit = await request.put(editor, {
      headers: token,
      data: { fields: { title: { 'en-AU': 'Two hours just for the two of you' } } },
    });
    expect(edit.status()).toBe(204);
    // Until the webhook says so, the API keeps answering the page it cached.
    const cached = await request.get('/api/content/pages/connected/bridal-appointments');
    expect(JSON.stringify(await cached.json())).toContain('An hour just for the two of you');

    const purge = await request.post('/api/content/webhook', { headers: webhook, data: JSON.stringify(published) });
    expect(purge.status()).toBe(204);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Two hours just for the two of you' })).toBeVisible();
    await expect(title).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
