import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { type PageFrame, expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** The page is drawn by the engagement remote (see `expectRemotePage`). */
const expectEngagementPage = (page: Page, frame: PageFrame) => expectRemotePage(page, 'engagement', frame);

const canada = e2eOrigin('ca.localhost');
const newZealand = e2eOrigin('nz.localhost');

/** The journal's cards, in the order shown. */
const cardTitles = (page: Page) =>
  page
    .getByRole('list', { name: /\d+ articles?/ })
    .getByRole('article')
    .getByRole('heading', { level: 2 });

/** What the document head says about the page: canonical, hreflang, Open Graph and its structured data. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const meta = (property: string) =>
      document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent;
    return {
      // The shell's document has a site-wide description of its own until a page gives one (a shell matter).
      descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      hreflang: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      og: {
        type: meta('og:type'),
        title: meta('og:title'),
        description: meta('og:description'),
        image: meta('og:image'),
        locale: meta('og:locale'),
      },
      structuredData: jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : null,
    };
  });
}

test.describe('a reader browsing the journal', () => {
  test('reads the newest articles, turns to page 2, and filters by a category @phone', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/articles');
    await expectEngagementPage(page, { routeId: 'articles', heading: 'Journal', trail: ['Home', 'Journal'] });
    await expect(page).toHaveTitle('Journal | Lustre & Co.');
    await expect(cardTitles(page)).toHaveText([
      'Lab-grown or natural diamonds?',
      'The engagement ring buying guide',
      'Caring for your jewellery',
      'Birthstones by month',
      'Our lifetime diamond warranty',
      'Choosing a wedding band',
    ]);
    const first = page.getByRole('article').filter({ hasText: 'Lab-grown or natural diamonds?' });
    await expect(first).toContainText('Buying guides');
    await expect(first.locator('time')).toHaveText('1 March 2026');
    await expect(first).toContainText('min read');
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    await expectAccessible(page);

    const pages = page.getByRole('navigation', { name: 'Journal pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/articles\?page=2$/);
    await expect(cardTitles(page)).toHaveText(['9ct, 14ct, 18ct: gold purity explained', 'The anniversary gift guide']);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Journal, page 2 | Lustre & Co.');

    await page
      .getByRole('navigation', { name: 'Article categories' })
      .getByRole('link', { name: 'Care & warranty' })
      .click();
    await expect(page).toHaveURL(/\/articles\?category=care-and-warranty$/);
    await expect(cardTitles(page)).toHaveText(['Caring for your jewellery', 'Our lifetime diamond warranty']);
    await expectEngagementPage(page, {
      routeId: 'articles',
      heading: 'Journal',
      trail: ['Home', 'Journal', 'Care & warranty'],
    });
    await expect(pages).toHaveCount(0);
    await expectAccessible(page);

    // The address keeps the page: a reload (or a shared link) shows the same list.
    await page.goto('/articles?page=2');
    await expect(cardTitles(page)).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test('follows the footer’s warranty link to the diamond warranty explainer, described for search and sharing', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Lifetime diamond warranty' }).click();
    await expect(page).toHaveURL(/\/articles\/lifetime-diamond-warranty$/);
    await expectEngagementPage(page, {
      routeId: 'article',
      heading: 'Our lifetime diamond warranty',
      trail: ['Home', 'Journal', 'Our lifetime diamond warranty'],
    });
    const article = page.locator('[data-remote="engagement"] article[data-article="lifetime-diamond-warranty"]');
    await expect(article.getByText('By Grace Whitfield')).toBeVisible();
    await expect(article.getByRole('link', { name: 'Care & warranty' })).toBeVisible();
    await expect(
      article.getByRole('img', { name: 'A brilliant diamond on a navy shield framed by gold laurels' }),
    ).toHaveJSProperty('naturalWidth', 1600);
    await expect(
      article.getByRole('heading', { level: 2, name: 'Keeping it valid: an inspection every six months' }),
    ).toBeVisible();
    await expect(article).toContainText('any of our stores across Australia every six months');
    await expect(article.getByRole('img', { name: /jeweller’s loupe over a diamond ring/ })).toHaveAttribute(
      'width',
      '1200',
    );
    await expect(article.getByRole('heading', { level: 2, name: 'Stories worth keeping' })).toBeVisible();
    await expect(article.getByRole('button', { name: 'Sign up' })).toBeVisible();
    const related = article.getByRole('region', { name: 'More from the journal' });
    await expect(related.getByRole('heading', { level: 3 }).first()).toHaveText('Caring for your jewellery');

    await expect(page).toHaveTitle('Our lifetime diamond warranty | Journal | Lustre & Co.');
    const head = await headOf(page);
    const origin = new URL(page.url()).origin;
    expect(head.canonical).toBe(`${origin}/articles/lifetime-diamond-warranty`);
    expect(head.hreflang).toEqual([
      ['en-AU', `${origin}/articles/lifetime-diamond-warranty`],
      ['en-CA', 'https://www.example-jewellers.ca/articles/lifetime-diamond-warranty'],
      ['fr-CA', 'https://www.example-jewellers.ca/fr/articles/lifetime-diamond-warranty'],
      ['en-NZ', 'https://www.example-jewellers.co.nz/articles/lifetime-diamond-warranty'],
      ['x-default', `${origin}/articles/lifetime-diamond-warranty`],
    ]);
    expect(head.descriptions).toContainEqual(expect.stringMatching(/^Every diamond we set is covered for life/));
    expect(head.og).toMatchObject({
      type: 'article',
      title: 'Our lifetime diamond warranty',
      image: expect.stringMatching(/^http.*\/diamond-warranty\.svg$/),
      locale: 'en_AU',
    });
    expect(head.structuredData).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Our lifetime diamond warranty',
      image: [expect.stringMatching(/diamond-warranty\.svg$/)],
      datePublished: '2025-11-15',
      dateModified: '2026-10-02T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Grace Whitfield' },
      publisher: { '@type': 'Organization', name: 'Lustre & Co.' },
    });
    await expectAccessible(page);

    await article.getByRole('link', { name: 'caring for your jewellery', exact: true }).click();
    await expect(page).toHaveURL(/\/articles\/caring-for-your-jewellery$/);
    await expectEngagementPage(page, {
      routeId: 'article',
      heading: 'Caring for your jewellery',
      trail: ['Home', 'Journal', 'Caring for your jewellery'],
    });
    expect(errors).toEqual([]);
  });

  test('an address that is no article shows the page-not-found page', async ({ page }) => {
    const response = await page.goto('/articles/caring-for-pearls');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  });
});

test.describe('a French-speaking Canadian reader', () => {
  test('reads the journal and the warranty in French, with French dates and head tags', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr/articles`);
    await expectEngagementPage(page, {
      routeId: 'articles',
      heading: 'Journal',
      trail: ['Accueil', 'Journal'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    await expect(cardTitles(page).first()).toHaveText('Diamant naturel ou de laboratoire?');
    await expect(page.getByRole('article').first().locator('time')).toHaveText('1 mars 2026');
    await page
      .getByRole('navigation', { name: 'Catégories d’articles' })
      .getByRole('link', { name: 'Idées cadeaux' })
      .click();
    await expect(page).toHaveURL(/\/fr\/articles\?category=gifting$/);
    await expect(cardTitles(page)).toHaveText([
      'Les pierres de naissance, mois par mois',
      'Le guide des cadeaux d’anniversaire de mariage',
    ]);
    await expectAccessible(page);

    await page.goto(`${canada}/fr/articles/lifetime-diamond-warranty`);
    await expectEngagementPage(page, {
      routeId: 'article',
      heading: 'Notre garantie à vie sur les diamants',
      trail: ['Accueil', 'Journal', 'Notre garantie à vie sur les diamants'],
      breadcrumbLabel: 'Fil d’Ariane',
    });
    const article = page.locator('article[data-article="lifetime-diamond-warranty"]');
    await expect(article).toContainText('l’un de nos magasins au Canada tous les six mois');
    await expect(article.getByText('Par Grace Whitfield')).toBeVisible();
    await expect(article.locator('.sf-article__byline time').first()).toHaveText('15 novembre 2025');
    await expect(article.getByRole('link', { name: 'joignez-nous' })).toHaveAttribute(
      'href',
      '/fr/customer-service/contact-us',
    );
    const head = await headOf(page);
    expect(head.canonical).toBe(`${canada}/fr/articles/lifetime-diamond-warranty`);
    expect(head.og).toMatchObject({ type: 'article', title: 'Notre garantie à vie sur les diamants', locale: 'fr_CA' });
    expect(head.structuredData).toMatchObject({ '@type': 'Article', inLanguage: 'fr-CA' });
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('an English-speaking Canadian reads Canadian gold karats', async ({ page }) => {
    await page.goto(`${canada}/articles/gold-purity-explained`);
    await expectEngagementPage(page, {
      routeId: 'article',
      heading: '10K, 14K, 18K: gold purity explained',
      trail: ['Home', 'Journal', '10K, 14K, 18K: gold purity explained'],
    });
    await expect(page.getByRole('img', { name: /10K 41\.7%/ })).toBeVisible();
  });
});

test.describe('a New Zealand reader', () => {
  test('reads the warranty with New Zealand stores', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${newZealand}/articles`);
    await page.getByRole('link', { name: 'Our lifetime diamond warranty' }).click();
    await expectEngagementPage(page, {
      routeId: 'article',
      heading: 'Our lifetime diamond warranty',
      trail: ['Home', 'Journal', 'Our lifetime diamond warranty'],
    });
    await expect(page.locator('article[data-article]')).toContainText('any of our stores across New Zealand');
    expect((await headOf(page)).og.locale).toBe('en_NZ');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
