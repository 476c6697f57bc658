import { expect, test, type Page } from '@playwright/test';
import addresses from '../../e2e/addresses.json';
import { e2eOrigin } from '../../e2e/e2e-env';
import { trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };
const canada = e2eOrigin('ca.localhost');

interface SizedRing {
  slug: string;
  name: string;
  /** An in-stock size of the ring's default variant as a French Canadian page shows it, a half size when there is one. */
  label: string;
}

/** A sized ring in stock on fr-CA and one of its sizes in stock, read from the page as the shopper's browser would. */
async function sizedRingInStock(page: Page): Promise<SizedRing> {
  return page.evaluate(async () => {
    const headers = { 'x-storefront-locale': 'fr-CA' };
    const list = await fetch('/api/products?category=engagement-rings&pageSize=48', { headers });
    const items = ((await list.json()) as { items: unknown[] }).items as {
      slug: string;
      name: string;
      availability: { stock: string };
      flags: { sized: boolean };
    }[];
    for (const item of items.filter(
      (candidate) => candidate.flags.sized && candidate.availability.stock === 'in_stock',
    )) {
      const detail = await fetch(`/api/products/${item.slug}`, { headers });
      const product = (await detail.json()) as {
        sizing: { sizes: { label: string; quantity: number }[] } | null;
      };
      const inStock = (product.sizing?.sizes ?? []).filter((size) => size.quantity > 0);
      const size = inStock.find((candidate) => candidate.label.includes(',')) ?? inStock[0];
      if (size) return { slug: item.slug, name: item.name, label: size.label };
    }
    throw new Error('no sized ring in stock on fr-CA');
  });
}

/** E-mail, delivery to Montréal by standard delivery, billing same as delivery: through the API, from the page. */
async function readyToPay(page: Page): Promise<void> {
  await page.evaluate(
    async ({ address, headers }) => {
      const steps: [string, unknown][] = [
        ['/api/checkout/email', { email: `guest.size.${Date.now()}@example.com` }],
        ['/api/checkout/shipping', { deliveryMethod: 'standard', address }],
        ['/api/checkout/billing', { sameAsShipping: true }],
      ];
      for (const [url, body] of steps) {
        const answer = await fetch(url, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'x-storefront-locale': 'fr-CA', ...headers },
          body: JSON.stringify(body),
        });
        if (!answer.ok) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
      }
    },
    { address: addresses['CA-QC'], headers: csrf },
  );
}

test.describe('a Canadian shopper choosing a ring size', () => {
  test('keeps it in Canadian numbers (6,5, never a letter) from the product page to the bag and the confirmation', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/`);
    const ring = await sizedRingInStock(page);
    const inAddress = ring.label.replace(',', '.');

    await page.goto(`${canada}/fr/p/${ring.slug}`);
    await page.getByRole('combobox', { name: /Taille de bague/ }).selectOption({ label: ring.label });
    await expect(page).toHaveURL(new RegExp(`[?&]size=${inAddress.replace('.', '\\.')}(&|$)`));
    await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Ajouté à votre panier' });
    await expect(panel.getByText(`Taille de bague ${ring.label}`)).toBeVisible();

    await panel.getByRole('link', { name: 'Voir le panier' }).click();
    const line = page.getByRole('article', { name: ring.name });
    const size = line
      .getByRole('term')
      .filter({ hasText: /^Taille$/ })
      .locator('xpath=following-sibling::dd[1]');
    await expect(size).toHaveText(ring.label);

    await readyToPay(page);
    await page.goto(`${canada}/fr/checkout/billing`);
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Pay / })).toBeVisible();
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry date').fill('12/35');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Merci pour votre commande' })).toBeVisible();
    const confirmed = page.getByRole('listitem').filter({ hasText: ring.name });
    await expect(confirmed).toContainText(`Taille : ${ring.label}`);
    expect(errors).toEqual([]);
  });
});
