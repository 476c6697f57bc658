import { expect, test } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { trackPageErrors } from '../../e2e/support';

const canada = e2eOrigin('ca.localhost');

test('a Canadian product page shows the Flexiti offer beside the price', async ({ page }, testInfo) => {
  const errors = trackPageErrors(page);
  await page.goto(`${canada}/customer-service/delivery`);
  // A piece the provider's plans reach ($200 and more), read as the shopper's browser would (the host is Canada's).
  const slug = await page.evaluate(async () => {
    const answer = await fetch('/api/products?category=engagement-rings&pageSize=12&sort=price-asc', {
      headers: { 'x-storefront-locale': document.documentElement.lang },
    });
    const { items } = (await answer.json()) as { items: { slug: string; price: { effectiveCents: number } }[] };
    return items.find((item) => item.price.effectiveCents >= 20_000)?.slug;
  });
  expect(slug).toBeDefined();
  await page.goto(`${canada}/p/${slug}`);
  const offer = page.getByText(/a month for 12 months, interest-free, with Flexiti financing/);
  await expect(offer).toBeVisible();
  await expect(page.getByRole('link', { name: 'Learn about financing' })).toHaveAttribute('href', '/finance-options');
  await offer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`pdp-ca-${page.viewportSize()?.width}.png`) });
  expect(errors).toEqual([]);
});
