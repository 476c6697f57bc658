import { expect, test, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { freshEmail, joinBrilliance } from '../../e2e/members';
import { expectAccessible, expectRemotePage, trackPageErrors } from '../../e2e/support';

/** What a visitor reads on the home page in each market: the content service's words in its language. */
const markets = [
  {
    name: 'an Australian visitor',
    home: `${e2eOrigin('localhost')}/`,
    hero: 'Made to be treasured',
    heroAction: 'Shop engagement rings',
    categories: 'Shop by category',
    firstCategory: { card: /^Engagement rings/, path: /:\d+\/engagement-rings$/, heading: 'Engagement Rings' },
    references: 'More categories',
    promotion: 'Complimentary engraving on wedding bands',
    promotionAction: 'Shop wedding bands',
    join: 'Join Brilliance',
    banner: 'Join Brilliance, our rewards program',
    signUp: 'Create your account',
    journal: 'From the journal',
    allArticles: 'All articles',
    services: 'Why Lustre & Co.',
    member: { state: 'NSW', mobilePhone: '0412 555 010' },
  },
  {
    name: 'a French-speaking Canadian visitor',
    home: `${e2eOrigin('ca.localhost')}/fr-CA/`,
    hero: 'La saison des grandes demandes',
    heroAction: 'Voir les bagues de fiançailles',
    categories: 'Magasiner par catégorie',
    firstCategory: {
      card: /^Bagues de fiançailles/,
      path: /\/fr-CA\/bagues-de-fiancailles$/,
      heading: 'Bagues de fiançailles',
    },
    references: 'Autres catégories',
    promotion: 'Gravure offerte sur les alliances',
    promotionAction: 'Voir les alliances',
    join: 'Adhérer à Brilliance',
    banner: 'Adhérez à Brilliance, notre programme de récompenses',
    signUp: 'Créez votre compte',
    journal: 'Notre journal',
    allArticles: 'Tous les articles',
    services: 'Pourquoi Lustre & Co.',
    member: { state: 'QC', mobilePhone: '514 555 0199' },
  },
  {
    name: 'a New Zealand visitor',
    home: `${e2eOrigin('nz.localhost')}/`,
    hero: 'Made to be treasured',
    heroAction: 'Shop engagement rings',
    categories: 'Shop by category',
    firstCategory: { card: /^Engagement rings/, path: /:\d+\/engagement-rings$/, heading: 'Engagement Rings' },
    references: 'More categories',
    promotion: 'Complimentary engraving on wedding bands',
    promotionAction: 'Shop wedding bands',
    join: 'Join Brilliance',
    banner: 'Join Brilliance, our rewards programme',
    signUp: 'Create your account',
    journal: 'From the journal',
    allArticles: 'All articles',
    services: 'Why Lustre & Co.',
    member: { state: '', mobilePhone: '021 555 0123' },
  },
] as const;

type Market = (typeof markets)[number];

/** The home page drawn by the engagement remote, its one heading the hero's. */
async function expectHome(page: Page, market: Market) {
  await expectRemotePage(page, 'engagement', { routeId: 'home', heading: market.hero, trail: null });
}

/** The hero's picture: the one for the viewport's breakpoint, loaded at once, and nothing moved while it loaded. */
async function expectHero(page: Page, market: Market) {
  const hero = page.getByRole('region', { name: market.hero });
  const picture = hero.getByRole('img');
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  await expect(picture).not.toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const { width } = page.viewportSize() ?? { width: 0 };
  const expected =
    width >= 1280 ? 'hero-desktop-xl' : width >= 980 ? 'hero-desktop' : width >= 768 ? 'hero-tablet' : 'hero-mobile';
  expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain(`/home/${expected}.svg`);
  await expect(hero.getByRole('link', { name: market.heroAction })).toBeVisible();
}

for (const market of markets) {
  test.describe(market.name, () => {
    test(`lands on the home page: hero, categories, promotion, joining Brilliance, the journal, and shops a category${market === markets[0] ? ' @phone' : ''}`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.goto(market.home);
      await expectHome(page, market);
      await expectHero(page, market);

      const categories = page.getByRole('region', { name: market.categories });
      const cards = categories.getByRole('list').first();
      await expect(cards.getByRole('listitem')).toHaveCount(6);
      await expect(categories.getByRole('navigation', { name: market.references }).getByRole('link')).toHaveCount(6);
      const promotion = page.getByRole('region', { name: market.promotion });
      await expect(promotion.getByRole('link', { name: market.promotionAction })).toBeVisible();
      const join = page.getByRole('region', { name: market.join });
      await expect(join.getByRole('heading', { name: market.banner })).toBeVisible();
      await expect(join.getByRole('heading', { name: market.signUp })).toBeVisible();
      const journal = page.getByRole('region', { name: market.journal });
      await expect(journal.getByRole('article')).toHaveCount(3);
      await expect(journal.getByRole('link', { name: market.allArticles })).toBeVisible();
      await expect(page.getByRole('region', { name: market.services })).toBeVisible();
      // Once the page is interactive the engagement SDK's banner arrives under the hero, in its titled frame
      // (banners-and-flags.spec.ts follows it in full).
      const bannerFrame = page.locator('[data-banner-placement="home_page_banner"] iframe');
      await expect(bannerFrame).toHaveAttribute('title', /\S/, { timeout: 15_000 });
      await expect(bannerFrame).toBeVisible();
      await expectAccessible(page);

      await cards.getByRole('link', { name: market.firstCategory.card }).click();
      await expect(page).toHaveURL(market.firstCategory.path);
      await expect(page.locator('[data-remote="catalogue"][data-route-id="product-list"]')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.firstCategory.heading);
      await page.goBack();
      await expectHome(page, market);
      expect(errors).toEqual([]);
    });

    test('as a member, signed in, sees neither the Brilliance banner nor the sign-up panel', async ({
      page,
    }, testInfo) => {
      const errors = trackPageErrors(page);
      await page.goto(market.home);
      await expectHome(page, market);
      await expect(page.getByRole('region', { name: market.join })).toBeVisible();
      await joinBrilliance(page, freshEmail(testInfo, 'home'), market.member);
      await page.goto(market.home);
      await expectHome(page, market);
      await expect(page.getByRole('region', { name: market.promotion })).toBeVisible();
      await expect(page.getByRole('region', { name: market.journal }).getByRole('article')).toHaveCount(3);
      await expect(page.getByRole('region', { name: market.join })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: market.signUp })).toHaveCount(0);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  });
}
