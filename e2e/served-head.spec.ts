import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors } from './support';

/** How many of each head tag the document has, and the JSON-LD types in it (ADR 014). */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const count = (selector: string) => document.head.querySelectorAll(selector).length;
    return {
      title: document.title,
      titles: count('title'),
      descriptions: count('meta[name="description"]'),
      canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      hreflang: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) =>
        link.getAttribute('hreflang'),
      ),
      ogTypes: count('meta[property="og:type"]'),
      twitterCards: count('meta[name="twitter:card"]'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'])
        .sort(),
      served: count('[data-served-head]'),
    };
  });
}

const oneOfEach = (jsonLd: string[]) => ({
  titles: 1,
  descriptions: 1,
  hreflang: ['en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'x-default'],
  ogTypes: 1,
  twitterCards: 1,
  jsonLd,
});

test('a product page’s document carries its head, and the app keeps exactly one of each tag', async ({
  page,
  browser,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/engagement-rings');
  const tiles = page.locator('.sf-product-grid > li');
  const name = (await tiles.first().getByRole('heading').innerText()).trim();
  const href = (await tiles.first().getByRole('link', { name }).first().getAttribute('href')) ?? '';
  const url = new URL(href, page.url()).toString();

  // The document alone (no script runs): what a crawler or a link preview reads.
  const plain = await browser.newPage({ javaScriptEnabled: false });
  await plain.goto(url);
  const served = await headOf(plain);
  await plain.close();
  expect(served).toMatchObject({ ...oneOfEach(['BreadcrumbList', 'Product']), title: `${name} | Lustre & Co.` });
  expect(served.canonicals).toEqual([url]);

  // With the app: the page's own head in place of the served one, never a second copy.
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('#storefront-first-view')).toHaveCount(0);
  expect(await headOf(page)).toEqual({ ...oneOfEach(['BreadcrumbList', 'Product']), ...served, served: 0 });

  // A client navigation to another piece: its head replaces the first one's.
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last();
  const category = (await crumb.innerText()).trim();
  await crumb.click();
  await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
  const second = page.locator('.sf-product-grid > li').nth(1);
  const secondName = (await second.getByRole('heading').innerText()).trim();
  await second.getByRole('link', { name: secondName }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  const after = await headOf(page);
  expect(after).toMatchObject({ ...oneOfEach(['BreadcrumbList', 'Product']), title: `${secondName} | Lustre & Co.` });
  expect(after.canonicals).toEqual([page.url().split('?')[0]]);
  expect(errors).toEqual([]);
});

test('the home page’s document carries its head: Organization and WebSite, one of each once the app runs', async ({
  page,
  browser,
}) => {
  const plain = await browser.newPage({ javaScriptEnabled: false });
  await plain.goto('/');
  const served = await headOf(plain);
  await plain.close();
  expect(served).toMatchObject(oneOfEach(['Organization', 'WebSite']));

  await page.goto('/');
  await expect(page.locator('#storefront-first-view')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await headOf(page)).toEqual({ ...served, served: 0 });
});

test('a category page’s document carries its head: its trail, one of each once the app runs', async ({
  page,
  browser,
}) => {
  const plain = await browser.newPage({ javaScriptEnabled: false });
  await plain.goto('/engagement-rings');
  const served = await headOf(plain);
  await plain.close();
  expect(served).toMatchObject(oneOfEach(['BreadcrumbList']));

  await page.goto('/engagement-rings');
  await expect(page.locator('#storefront-first-view')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: served.title })).toBeVisible();
  expect(await headOf(page)).toEqual({ ...served, served: 0 });
});
