import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };
const PHONE = { width: 390, height: 844 };

/** The cheapest unsized piece in stock, put in this browser's bag through the API as the product page does. */
async function putAPieceInTheBag(page: Page): Promise<string> {
  await page.goto('/');
  return page.evaluate(async (headers) => {
    const answer = await fetch('/api/products?category=necklaces-pendants&pageSize=48&sort=price-asc');
    const { items } = (await answer.json()) as {
      items: { sku: string; name: string; availability: { stock: string }; flags: { sized: boolean } }[];
    };
    const piece = items.find((item) => item.availability.stock === 'in_stock' && !item.flags.sized);
    if (!piece) throw new Error('no piece in stock');
    const added = await fetch('/api/bag/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ sku: piece.sku, quantity: 1 }),
    });
    if (!added.ok) throw new Error(`add to bag: ${added.status} ${await added.text()}`);
    return piece.name;
  }, csrf);
}

test.describe('the checkout’s layout', () => {
  test('on a desktop: a narrow form column beside the summary, which shows the piece with its thumbnail @desktop-only', async ({
    page,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const name = await putAPieceInTheBag(page);
    await page.goto('/checkout/shipping');

    const email = page.getByLabel('Email address');
    const summary = page.getByRole('region', { name: 'Order summary' });
    const item = summary.getByRole('list', { name: 'Items in your order' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(name);
    const thumbnail = item.locator('img');
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /^Show order summary/ })).toBeHidden();

    // The form column stays narrow and focused; the summary sits to its right, level with it.
    const form = await page.locator('.sf-checkout-layout__main').boundingBox();
    const aside = await summary.boundingBox();
    const field = await email.boundingBox();
    expect(form!.width).toBeLessThanOrEqual(560);
    expect(field!.width).toBeLessThanOrEqual(560);
    expect(aside!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    expect(Math.abs(aside!.y - form!.y)).toBeLessThan(80);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('checkout-shipping-1280.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  test('on a phone: the first field is on the first screen, the summary behind a disclosure naming the total', async ({
    page,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    await page.setViewportSize(PHONE);
    const name = await putAPieceInTheBag(page);
    await page.goto('/checkout/shipping');

    const email = page.getByLabel('Email address');
    await expect(email).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(async () => {
        const box = await email.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
      })
      .toBe(true);

    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toBeHidden();
    const toggle = page.getByRole('button', { name: /^Show order summary \$[\d,]+\.\d\d$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('checkout-shipping-390.png') });

    await toggle.click();
    const hide = page.getByRole('button', { name: /^Hide order summary/ });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(summary.getByRole('listitem').filter({ hasText: name }).locator('img')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('checkout-shipping-390-summary.png'), fullPage: true });

    await hide.click();
    await expect(summary).toBeHidden();
    expect(errors).toEqual([]);
  });
});
