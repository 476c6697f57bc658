import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, headerSearch, trackPageErrors } from '../../e2e/support';

const canada = e2eOrigin('ca.localhost');

/** Words a shopper reads, per language. */
const words = {
  en: {
    filterAndSort: 'Filter and sort',
    filters: 'Filters',
    metal: 'Metal',
    sortBy: 'Sort by',
    priceLowToHigh: 'Price: low to high',
    showResults: /^Show \d+ results?$/,
    ringSize: 'Ring size',
    addEngraving: 'Add engraving',
    engravingText: 'Engraving text',
    addToBag: 'Add to bag',
    added: 'Added to your bag',
    bagWithOne: /^Bag, 1 item/,
  },
  fr: {
    filterAndSort: 'Filtrer et trier',
    filters: 'Filtres',
    metal: 'Métal',
    sortBy: 'Trier par',
    priceLowToHigh: 'Prix : du plus bas au plus élevé',
    showResults: /^Afficher \d+ résultats?$/,
    ringSize: 'Taille de bague',
    addEngraving: 'Ajouter une gravure',
    engravingText: 'Texte de la gravure',
    addToBag: 'Ajouter au panier',
    added: 'Ajouté à votre panier',
    bagWithOne: /^Panier, 1 article/,
  },
} as const;
type Words = (typeof words)[keyof typeof words];

/** The filters: the sidebar on a desktop, the "Filter and sort" drawer on a phone. */
async function openFilters(page: Page, w: Words): Promise<{ panel: Locator; close: () => Promise<void> }> {
  const drawerButton = page.getByRole('button', { name: w.filterAndSort });
  if (await drawerButton.isVisible()) {
    await drawerButton.click();
    const panel = page.getByRole('dialog', { name: w.filterAndSort });
    return { panel, close: () => panel.getByRole('button', { name: w.showResults }).click() };
  }
  return { panel: page.getByRole('complementary', { name: w.filters }), close: async () => {} };
}

/** The prices of the tiles on screen, in cents, in the order shown. */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.locator('.sf-product-grid .sf-product-tile__price').allInnerTexts();
  return texts.map((text) => Math.round(Number((/[\d\s.,\u202f]+\d/.exec(text)?.[0] ?? '0').replace(/[^\d]/g, ''))));
}

/** Category → metal and price filters → sorted by price → a product → metal, size, engraving → in the bag. */
async function browseFilterAndBuy(page: Page, start: string, w: Words, priceBucket: RegExp) {
  await page.goto(start);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const everything = page.locator('.sf-product-grid > li');
  await expect(everything.first()).toBeVisible();

  let filters = await openFilters(page, w);
  await filters.panel.getByRole('checkbox', { name: /^(Platinum|Platine)\b/ }).check();
  await expect(page).toHaveURL(/metal=platinum/);
  await filters.close();
  filters = await openFilters(page, w);
  await filters.panel.getByRole('checkbox', { name: priceBucket }).check();
  await expect(page).toHaveURL(/price=1000-5000/);
  await filters.close();

  const sortHost = (await page.getByRole('button', { name: w.filterAndSort }).isVisible())
    ? (await openFilters(page, w)).panel
    : page.getByRole('main');
  await sortHost.getByRole('combobox', { name: w.sortBy }).first().selectOption({ label: w.priceLowToHigh });
  await expect(page).toHaveURL(/sort=price-asc/);
  if (await page.getByRole('dialog', { name: w.filterAndSort }).isVisible()) {
    await page.getByRole('dialog', { name: w.filterAndSort }).getByRole('button', { name: w.showResults }).click();
  }
  await expect(async () => {
    const prices = await tilePrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();
  await expectAccessible(page);

  // A link reproduces the view.
  const filteredUrl = page.url();
  await page.reload();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.locator('.sf-product-grid > li').first()).toBeVisible();

  // The first ring in the list that can be engraved (the API says which; the tile doesn't show it).
  const listed = new URL(page.url());
  const category = decodeURIComponent(listed.pathname.replace(/^\/fr(-CA)?/, '').slice(1));
  // Asked from the page: only the browser resolves the market hosts (ca.localhost).
  const items = await page.evaluate(
    async ({ url, locale }) => {
      const response = await fetch(url, { headers: { 'x-storefront-locale': locale } });
      return ((await response.json()) as { items: { name: string; flags: { engravable: boolean } }[] }).items;
    },
    { url: `/api/products${listed.search}&category=${category}`, locale: w === words.fr ? 'fr-CA' : 'en-AU' },
  );
  const engravable = items.find((item) => item.flags.engravable);
  expect(engravable, 'an engravable ring on the first page').toBeDefined();
  await page
    .locator('.sf-product-grid')
    .getByRole('link', { name: engravable?.name ?? '', exact: true })
    .click();
  await expect(page).toHaveURL(/\/p\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const otherMetal = page.getByRole('radiogroup', { name: w.metal }).getByRole('radio', { checked: false }).first();
  const beforeMetal = page.url();
  await otherMetal.check();
  await expect(page).not.toHaveURL(beforeMetal);
  await expect(page).toHaveURL(/sku=/);

  // Add to bag without a size is refused with a clear message.
  await page.getByRole('button', { name: w.addToBag, exact: true }).click();
  const size = page.getByRole('combobox', { name: w.ringSize });
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  await size.selectOption({ index: 5 });
  await expect(page).toHaveURL(/size=/);

  await page.getByRole('checkbox', { name: w.addEngraving }).check();
  const engraving = page.getByRole('textbox', { name: w.engravingText });
  await engraving.fill('Forever A & J');
  await expect(page.getByText(/^13 (of|caractères sur) 20/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: w.addToBag, exact: true }).click();
  await expect(page.getByRole('heading', { name: w.added })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: w.bagWithOne })).toBeVisible();
}

test.describe('a guest shopper in Australia', () => {
  test('filters engagement rings by metal and price, sorts by price, engraves a ring and bags it @phone', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = trackPageErrors(page);
    await browseFilterAndBuy(page, '/engagement-rings', words.en, /^\$1,000 – \$5,000/);
    // The bag survives a reload: the header asks the API.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: words.en.bagWithOne })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('searches with suggestions, finds the search again after a reload, and sees a no-results page @phone', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    // The catalogue's combobox loads only once the shopper is about to search: here while they type in the shell's
    // own box (its code held back a moment), and it takes over with their text, focus and caret.
    let releaseWidget: () => void = () => undefined;
    const widgetHeld = new Promise<void>((resolve) => (releaseWidget = resolve));
    const widgetRequests: string[] = [];
    await page.route('**/remotes/catalogue/**/__federation_expose_widgets*.js', async (route) => {
      widgetRequests.push(route.request().url());
      await widgetHeld;
      await route.fallback();
    });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const standIn = banner.getByRole('searchbox', { name: 'Search jewellery' });
    await expect(standIn).toBeVisible();
    expect(widgetRequests).toEqual([]);
    await standIn.click();
    await page.keyboard.type('sap');
    await expect.poll(() => widgetRequests.length).toBe(1);
    releaseWidget();
    const search = banner.getByRole('combobox', { name: 'Search jewellery' });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('sap');
    await page.keyboard.type('ph');
    await expect(search).toHaveValue('sapph');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Suggestions' })).toBeVisible();
    await search.fill('sapphire');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sapphire$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “sapphire”' })).toBeVisible();
    await expect(page.locator('.sf-product-grid > li').first()).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    // The results page's query stays in the box; emptied, the box offers the recent searches.
    await expect(headerSearch(page)).toHaveValue('sapphire');
    await headerSearch(page).fill('');
    const recent = page.getByRole('group', { name: 'Recent searches' });
    await expect(recent.getByRole('option', { name: 'sapphire' })).toBeVisible();

    await headerSearch(page).fill('zzqxv');
    await headerSearch(page).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “zzqxv”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No results for “zzqxv”' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('saves a piece to the wishlist and finds it there after a reload', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/earrings');
    const first = page.locator('.sf-product-grid > li').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expect(first.getByRole('button', { name: `Remove ${name} from wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 piece', exact: true }).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await page.reload();
    await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByText('1 saved piece', { exact: true })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('designs a ring step by step and puts it in the bag as one line', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = trackPageErrors(page);
    await page.goto('/jewellery-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'Design your ring' })).toBeVisible();
    await expectAccessible(page);
    const next = page.getByRole('button', { name: 'Next' });
    const pick = async (legend: string, index = 0) => {
      const group = page.getByRole('radiogroup', { name: legend });
      await expect(group.getByRole('radio').first()).toBeVisible();
      await group.getByRole('radio').nth(index).check();
    };
    await pick('Choose a setting style', 1);
    await next.click();
    await expect(page).toHaveURL(/setting=/);
    await pick('Choose a stone shape');
    await next.click();
    await expect(page.getByRole('radiogroup', { name: 'Choose a design' })).toBeVisible();
    await next.click();
    await pick('Choose a stone size');
    await next.click();
    await pick('Choose a metal');
    await next.click();
    // A size the shop has in stock for this ring (a made-to-order design has none: any size is crafted).
    const sizes = page.getByRole('radiogroup', { name: 'Choose a ring size' }).locator('.sf-check');
    await expect(sizes.first()).toBeVisible();
    const inStock = sizes.filter({ hasText: 'In stock' });
    await ((await inStock.count()) > 0 ? inStock : sizes).first().getByRole('radio').check();
    await next.click();
    // The engraving step shows only for a design that can be engraved.
    await expect(page.getByRole('heading', { level: 2, name: /^(Engraving|Review your ring)$/ })).toBeVisible();
    if (await page.getByRole('heading', { level: 2, name: 'Engraving' }).isVisible()) {
      await page.getByRole('textbox', { name: 'Engraving text' }).fill('Always');
      await next.click();
    }
    await expect(page.getByRole('heading', { name: 'Review your ring' })).toBeVisible();
    await expect(page).toHaveURL(/step=review/);
    await expectAccessible(page);

    // The build is shareable: the same address shows the same ring.
    const shared = page.url();
    await page.goto(shared);
    await expect(page.getByRole('heading', { name: 'Review your ring' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expect(page.getByText('Your ring is in your bag.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Bag, 1 item/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('sees a piece’s image, name and price in the first response, then the full page in its place @phone', async ({
    page,
    browser,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/engagement-rings');
    const first = page.locator('.sf-product-grid > li').first();
    const name = (await first.getByRole('heading').innerText()).trim();
    const href = (await first.getByRole('link', { name }).first().getAttribute('href')) ?? '';

    // The document alone (no script runs): the edge drew the piece from the API's answer.
    const plain = await browser.newPage({ javaScriptEnabled: false });
    await plain.goto(new URL(href, page.url()).toString());
    const firstView = plain.locator('#storefront-first-view');
    await expect(firstView).toContainText(name);
    await expect(firstView).toContainText(/\$[\d,]+\.\d{2}/);
    await expect(firstView.locator('img')).toHaveJSProperty('complete', true);
    await plain.close();

    // With the app: the real page takes the first view's place, from the same answer.
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('#storefront-first-view')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to bag' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('opens a piece that does not exist and is offered a way back', async ({ page }) => {
    await page.goto('/p/no-such-piece');
    await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find this piece' })).toBeVisible();
    await page.getByRole('link', { name: 'Search our jewellery' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All jewellery' })).toBeVisible();
    await expect(page.locator('.sf-product-grid > li').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('sees the query of a results page in the header search, and “Shop all” opens every piece', async ({
    page,
    isMobile,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto('/search?q=sapphire');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “sapphire”' })).toBeVisible();
    let header: Locator = page.getByRole('banner');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      header = page.getByRole('dialog', { name: 'Menu' });
    }
    const search = header.getByRole('combobox', { name: 'Search jewellery' });
    await expect(search.or(header.getByRole('searchbox', { name: 'Search jewellery' })).first()).toHaveValue(
      'sapphire',
    );
    // A busy API, as under the whole suite: the suggestions the box asks for come only after the shopper's Escape.
    let escaped: () => void = () => undefined;
    const escape = new Promise<void>((resolve) => {
      escaped = resolve;
    });
    await page.route('**/api/search/suggestions?**', async (route) => {
      await escape;
      await route.continue();
    });
    const suggested = page.waitForResponse((response) => response.url().includes('/api/search/suggestions?'));
    // The catalogue's own search box takes the stand-in's place, once the shopper goes to it, with the query still in it.
    await header.getByRole('searchbox', { name: 'Search jewellery' }).focus();
    await expect(search).toHaveValue('sapphire');
    await expect(search).toBeFocused();
    // Its suggestions open with focus; Escape closes them, even before they have come, and keeps the query.
    await search.press('Escape');
    escaped();
    await suggested;
    await expect(search).toHaveValue('sapphire');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();

    await header.getByRole('link', { name: 'Shop all' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All jewellery' })).toBeVisible();
    await expect(page.locator('.sf-product-grid > li').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('a French-speaking Canadian guest', () => {
  test('filtre les bagues de fiançailles, trie par prix, grave une bague et la met au panier', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = trackPageErrors(page);
    await browseFilterAndBuy(page, `${canada}/fr-CA/bagues-de-fiancailles`, words.fr, /^1 000 \$ – 5 000 \$/);
    expect(errors).toEqual([]);
  });

  test('searches in French from the header', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr-CA`);
    const search = headerSearch(page, 'Rechercher des bijoux');
    await search.fill('bague');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/fr-CA\/search\?q=bague$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour « bague »' })).toBeVisible();
    await expect(page.locator('.sf-product-grid > li').first()).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
