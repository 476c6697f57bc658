import { expect, test, type Page } from '@playwright/test';
import { engagementDeviceId, eventsFrom, receivedFrom } from '../../e2e/engagement';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, trackPageErrors } from '../../e2e/support';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };

/** Each market as a shopper sees it: the stand-in's banners and flag of that market, in its language. */
const markets = [
  {
    locale: 'en-AU',
    origin: e2eOrigin('localhost'),
    prefix: '',
    words: {
      homeBanner: 'Made to be treasured',
      homeBannerText: 'Eternity and anniversary rings, to mark every year together.',
      homeBannerLink: 'Shop anniversary rings',
      homeBannerTarget: /\/wedding-bands\/eternity$/,
      bagBanner: 'Free express delivery',
      bagBannerText: 'On orders over $150, with every piece gift-wrapped.',
      promotion: 'Free engraving this week',
      promotionText: 'Offer ends 1 January 2030',
      promotionLink: 'Choose a ring',
      promotionTarget: '/engagement-rings',
    },
  },
  {
    locale: 'fr-CA',
    origin: e2eOrigin('ca.localhost'),
    prefix: '/fr',
    words: {
      homeBanner: 'Des bijoux à chérir',
      homeBannerText: 'Des bagues d’éternité et d’anniversaire pour célébrer chaque année à deux.',
      homeBannerLink: 'Magasiner les bagues d’anniversaire',
      homeBannerTarget: /\/fr\/alliances\/eternite$/,
      bagBanner: 'Livraison express gratuite',
      bagBannerText: 'Sur les commandes de plus de 150 $, chaque bijou emballé pour offrir.',
      promotion: 'Gravure gratuite cette semaine',
      promotionText: 'Offre en vigueur jusqu’au 1 janvier 2030',
      promotionLink: 'Choisir une bague',
      promotionTarget: '/fr/bagues-de-fiancailles',
    },
  },
] as const;

/** Collects what the browser refused under the page's CSP (in the page or in a banner's frame). */
function trackCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The banner ids of the impressions (`bi`) a device sent. */
async function bannerImpressions(deviceId: string): Promise<string[]> {
  return (await eventsFrom(deviceId))
    .filter((event) => event.name === 'bi')
    .flatMap((event) => (event.data['ids'] as string[] | undefined) ?? []);
}

/** The clicks (`bc`: banner id and button id) a device sent. */
async function bannerClicks(deviceId: string): Promise<Array<Record<string, unknown>>> {
  return (await eventsFrom(deviceId)).filter((event) => event.name === 'bc').map((event) => event.data);
}

/** The `/banners/sync` requests a device sent, each with the placements it asked for. */
async function bannerSyncs(deviceId: string): Promise<string[][]> {
  return (await receivedFrom(deviceId))
    .filter((request) => request.endpoint === 'banners/sync')
    .map((request) => (request.body?.placements ?? []).map((placement) => placement.id));
}

/** Puts an unsized piece in this browser's bag through the API (as the catalogue's add to bag does). */
async function putAPieceInTheBag(page: Page): Promise<void> {
  await page.evaluate(async (headers) => {
    const locale = { 'x-storefront-locale': document.documentElement.lang };
    const list = await fetch('/api/products?category=necklaces-pendants&pageSize=48&sort=price-asc', {
      headers: locale,
    });
    const items = (
      (await list.json()) as {
        items: Array<
          { sku: string; availability: { stock: string } } & {
            flags: { sized: boolean };
          }
        >;
      }
    ).items;
    const piece = items.find((item) => item.availability.stock === 'in_stock' && !item.flags.sized);
    if (!piece) throw new Error('no unsized piece in stock');
    const added = await fetch('/api/bag/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...locale, ...headers },
      body: JSON.stringify({ sku: piece.sku, quantity: 1 }),
    });
    if (!added.ok) throw new Error(`add to bag: ${added.status}`);
  }, csrf);
}

for (const market of markets) {
  test.describe(`banners and feature flags, ${market.locale}`, () => {
    test.describe.configure({ timeout: 75_000 });

    test('the home banner shows in its frame, its impression and a click reach the stand-in, and the flag’s promotion shows with its impression', async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      const csp = trackCspViolations(page);
      await page.goto(`${market.origin}${market.prefix}/`);
      const deviceId = await engagementDeviceId(page);

      const frame = page.locator('[data-banner-placement="home_page_banner"] iframe');
      await expect(frame).toHaveAttribute('title', market.words.homeBanner, { timeout: 15_000 });
      const banner = page.frameLocator('[data-banner-placement="home_page_banner"] iframe');
      await expect(banner.getByRole('heading', { name: market.words.homeBanner })).toBeVisible();
      await expect(banner.getByText(market.words.homeBannerText)).toBeVisible();
      // The banner's script said its height (brazeBridge.setBannerHeight): the frame is as tall as its content.
      await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(60);
      await frame.scrollIntoViewIfNeeded();

      const promotion = page.getByRole('region', { name: market.words.promotion });
      await promotion.scrollIntoViewIfNeeded();
      await expect(promotion).toBeVisible();
      await expect(promotion).toContainText(market.words.promotionText);
      await expect(promotion.getByRole('link', { name: market.words.promotionLink })).toHaveAttribute(
        'href',
        market.words.promotionTarget,
      );
      await expectAccessible(page);

      // Both impressions reach the stand-in with the SDK's next flush (every 10 s).
      await expect
        .poll(() => bannerImpressions(deviceId), { timeout: 25_000, message: 'the banner impression (bi)' })
        .toContain('banner-home-hero');
      await expect
        .poll(
          async () =>
            (await eventsFrom(deviceId)).filter(
              (event) => event.name === 'ffi' && event.data['fid'] === 'promotion_banner',
            ).length,
          { timeout: 25_000, message: 'the flag impression (ffi)' },
        )
        .toBe(1);

      // The banner's link opens its page in the whole window; the click (bc) goes with the next page's first flush.
      await banner.getByRole('link', { name: market.words.homeBannerLink }).click();
      await expect(page).toHaveURL(market.words.homeBannerTarget);
      await expect
        .poll(() => bannerClicks(deviceId), { timeout: 25_000, message: 'the banner click (bc)' })
        .toEqual([{ id: 'banner-home-hero', bid: 'cta' }]);
      expect(await bannerSyncs(deviceId)).toEqual([['home_page_banner', 'bag_page_banner', 'wishlist_page_banner']]);
      expect(csp).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the bag shows its banner, the wishlist’s control banner is counted but never shown, and banners are asked for once in the session', async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      const csp = trackCspViolations(page);
      await page.goto(`${market.origin}${market.prefix}/`);
      const deviceId = await engagementDeviceId(page);
      await expect(page.locator('[data-banner-placement="home_page_banner"] iframe')).toBeVisible({ timeout: 15_000 });
      await putAPieceInTheBag(page);

      await page.goto(`${market.origin}${market.prefix}/my-bag`);
      const frame = page.locator('[data-banner-placement="bag_page_banner"] iframe');
      await expect(frame).toHaveAttribute('title', market.words.bagBanner, { timeout: 15_000 });
      const banner = page.frameLocator('[data-banner-placement="bag_page_banner"] iframe');
      await expect(banner.getByText(market.words.bagBannerText)).toBeVisible();
      await frame.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await expect
        .poll(() => bannerImpressions(deviceId), { timeout: 25_000, message: 'the bag banner impression (bi)' })
        .toContain('banner-bag-delivery');

      await page.goto(`${market.origin}${market.prefix}/wishlist`);
      await expect
        .poll(() => bannerImpressions(deviceId), { timeout: 25_000, message: 'the control banner counted (bi)' })
        .toContain('banner-wishlist-control');
      const wishlistPlacement = page.locator('[data-banner-placement="wishlist_page_banner"]');
      await expect(wishlistPlacement).toBeAttached();
      await expect(wishlistPlacement).toBeEmpty();
      await expect(wishlistPlacement).toBeHidden();

      // Three pages of one session: one refresh, for every placement of the storefront.
      expect(await bannerSyncs(deviceId)).toEqual([['home_page_banner', 'bag_page_banner', 'wishlist_page_banner']]);
      expect(csp).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}
