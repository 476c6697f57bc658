import { expect, test, type Locator, type Page } from '@playwright/test';
import { engagementDeviceId, eventsFrom, standinControl } from '../../e2e/engagement';
import { e2eOrigin } from '../../e2e/e2e-env';
import { freshEmail, joinBrilliance } from '../../e2e/members';
import { expectAccessible, trackPageErrors } from '../../e2e/support';

/** Each market as a shopper sees its updates: the stand-in's cards of that market, in its language. */
const markets = [
  {
    locale: 'en-AU',
    home: `${e2eOrigin('localhost')}/`,
    myOffers: `${e2eOrigin('localhost')}/my-account/my-offers`,
    member: { state: 'NSW', mobilePhone: '0412 555 021' },
    words: {
      updates: 'Updates',
      unseen: 'Updates, 5 new',
      list: 'Your updates',
      offers: 'Your offers',
      refresh: 'Refresh',
      timedOut: 'Sorry, this refresh timed out. Please try again later.',
      dismissDelivery: 'Dismiss “Free express delivery”',
      delivery: 'Free express delivery',
      anniversaryLink: 'Shop the collection',
      offersCount: 'You have 3 offers',
      birthday: 'A birthday gift from us',
      doublePoints: 'Double Brilliance points',
      giftWrap: 'Complimentary gift wrapping',
      birthdayCode: 'Use code BIRTHDAY15',
    },
  },
  {
    locale: 'fr-CA',
    home: `${e2eOrigin('ca.localhost')}/fr-CA/`,
    myOffers: `${e2eOrigin('ca.localhost')}/fr-CA/my-account/my-offers`,
    member: { state: 'QC', mobilePhone: '514 555 0121' },
    words: {
      updates: 'Nouveautés',
      unseen: 'Nouveautés, 5 nouvelles',
      list: 'Vos nouveautés',
      offers: 'Vos offres',
      refresh: 'Actualiser',
      timedOut: 'Désolés, l’actualisation a expiré. Veuillez réessayer plus tard.',
      dismissDelivery: 'Masquer « Livraison express gratuite »',
      delivery: 'Livraison express gratuite',
      anniversaryLink: 'Voir la collection',
      offersCount: 'Vous avez 3 offres',
      birthday: 'Un cadeau d’anniversaire de notre part',
      doublePoints: 'Points Brilliance doublés',
      giftWrap: 'Emballage-cadeau offert',
      birthdayCode: 'Utilisez le code BIRTHDAY15',
    },
  },
] as const;
type Market = (typeof markets)[number];

/** The ids of the cards a panel draws, top to bottom. */
function cardIds(list: Locator): Promise<string[]> {
  return list.locator('[data-card-id]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card-id')!));
}

/** The ids of one kind of card event (cci viewed, ccic control viewed, ccc clicked, ccd dismissed) from a device. */
async function cardEvents(deviceId: string, name: string): Promise<string[]> {
  return (await eventsFrom(deviceId))
    .filter((event) => event.name === name)
    .flatMap((event) => (event.data['ids'] as string[] | undefined) ?? []);
}

/** Opens Updates from the header once the SDK has delivered the cards (the badge counts them). */
async function openUpdates(page: Page, market: Market): Promise<Locator> {
  const button = page.getByRole('button', { name: market.words.unseen });
  await expect(button).toBeVisible({ timeout: 15_000 });
  await button.click();
  const drawer = page.getByRole('dialog', { name: market.words.updates });
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const market of markets) {
  test.describe(`content cards, ${market.locale}`, () => {
    test(`a shopper opens Updates from the header: cards in order, and views, a click and a dismissal reach the stand-in${market.locale === 'en-AU' ? ' @phone' : ''}`, async ({
      page,
    }) => {
      const errors = trackPageErrors(page);
      await page.goto(market.home);
      const deviceId = await engagementDeviceId(page);
      const drawer = await openUpdates(page, market);

      const list = drawer.getByRole('list', { name: market.words.list });
      await expect(list.getByRole('article')).toHaveCount(5);
      // Pinned first, then the most recently updated; the expired card and the control card are not there.
      expect(await cardIds(list)).toEqual([
        'cc-anniversary-collection',
        'offer-gift-wrap',
        'cc-free-delivery',
        'cc-late-night-shopping',
        'cc-engraving',
      ]);
      await expectAccessible(page);

      await list.getByRole('button', { name: market.words.dismissDelivery }).click();
      await expect(list.getByRole('article', { name: market.words.delivery })).toHaveCount(0);
      // The first card was in view; the control card counts as seen with the panel; the dismissal is sent at once.
      await expect
        .poll(async () => [await cardEvents(deviceId, 'ccd'), await cardEvents(deviceId, 'ccic')], { timeout: 15_000 })
        .toEqual([['cc-free-delivery'], expect.arrayContaining(['cc-control-news'])]);
      expect(await cardEvents(deviceId, 'cci')).toContain('cc-anniversary-collection');

      await list.getByRole('link', { name: market.words.anniversaryLink }).click();
      await expect(page).toHaveURL(/\/collections\/anniversary$/);
      await expect(drawer).toBeHidden();
      await expect.poll(() => cardEvents(deviceId, 'ccc'), { timeout: 15_000 }).toEqual(['cc-anniversary-collection']);
      expect(errors).toEqual([]);
    });

    test('a refresh without an answer says it timed out', async ({ page }) => {
      const errors = trackPageErrors(page);
      await page.goto(market.home);
      const deviceId = await engagementDeviceId(page);
      const drawer = await openUpdates(page, market);
      // The stand-in fails this device's syncs and asks the SDK to wait two minutes: no answer comes.
      await standinControl('failures', {
        endpoint: 'content_cards/sync',
        status: 503,
        retryAfterSeconds: 120,
        times: 5,
        deviceId,
      });
      const refresh = drawer.getByRole('button', { name: market.words.refresh });
      await refresh.click();
      await expect(refresh).toHaveAttribute('aria-busy', 'true');
      await expect(drawer.getByRole('status').filter({ hasText: market.words.timedOut })).toBeVisible({
        timeout: 15_000,
      });
      await expect(refresh).not.toHaveAttribute('aria-busy');
      expect(errors).toEqual([]);
    });

    test('a member sees their offers count on the home page and their Brilliance offers in My offers', async ({
      page,
    }, testInfo) => {
      const errors = trackPageErrors(page);
      await page.goto(market.home);
      await joinBrilliance(page, freshEmail(testInfo, `offers-${market.locale}`), market.member);
      await page.goto(market.home);
      const count = page.getByRole('link', { name: market.words.offersCount });
      await expect(count).toBeVisible({ timeout: 15_000 });
      await count.click();
      await expect(page).toHaveURL(market.myOffers);

      const offers = page.getByRole('list', { name: market.words.offers });
      await expect(offers.getByRole('article')).toHaveCount(3, { timeout: 15_000 });
      expect(await cardIds(offers)).toEqual([
        'offer-brilliance-birthday',
        'offer-brilliance-double-points',
        'offer-gift-wrap',
      ]);
      const birthday = offers.getByRole('article', { name: market.words.birthday });
      await expect(birthday.getByText(market.words.birthdayCode)).toBeVisible();
      await expect(offers.getByRole('article', { name: market.words.doublePoints })).toBeVisible();
      await expect(offers.getByRole('article', { name: market.words.giftWrap })).toBeVisible();
      await expectAccessible(page);
      expect(errors).toEqual([]);
    });
  });
}
