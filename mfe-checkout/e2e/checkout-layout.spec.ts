import { expect, test } from '@playwright/test';
import { expectAccessible, trackPageErrors } from '../../e2e/support';
import { putAPieceInTheBag } from '../../e2e/bag';

const PHONE = { width: 390, height: 844 };

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
