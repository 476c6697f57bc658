import { navigationAnswerSchema, type NavigationAnswer } from '@storefront/api-schemas';
import type { TopCategories } from '../content/content-service';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { catalogueIndex } from './catalogue-index';
import { contentStub } from './content-stub';
import { navigationAnswer } from './navigation';

/** The content service's top categories as the stand-in content gives them, necklaces before earrings. */
const reference = (slug: string) => ({ id: `category-link-${slug}`, slug, title: slug, url: `/${slug}` });
const topCategories: TopCategories = {
  id: 'top-categories',
  title: 'Shop by category',
  variant: 'carousel',
  width: 'full',
  cards: [
    {
      id: 'category-card-earrings',
      title: 'Earrings',
      subtitle: 'Studs, hoops and drops',
      image: { url: 'https://images.example/earrings.jpg', alt: 'Diamond studs', width: 480, height: 600 },
      url: '/earrings',
      category: reference('earrings'),
    },
  ],
  references: ['engagement-rings', 'wedding-bands', 'necklaces-pendants', 'earrings', 'tiaras'].map(reference),
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ content: contentStub({ topCategories }) });
});
afterAll(async () => {
  await api.close();
});

async function navigation(locale: string): Promise<NavigationAnswer> {
  const response = await api.client({ locale }).get('/api/navigation');
  expect(response.statusCode).toBe(200);
  expectAnswer(response, navigationAnswerSchema);
  return response.json() as NavigationAnswer;
}

describe('GET /api/navigation', () => {
  it('gives the content service’s top categories in its order, the rest of the tree grouped apart', async () => {
    const answer = await navigation('en-AU');
    expect(answer.categories.map((category) => category.id)).toEqual([
      'engagement-rings',
      'wedding-bands',
      'necklaces-pendants',
      'earrings',
    ]);
    expect(answer.more.map((category) => category.id)).toEqual([
      'dress-rings',
      'bracelets',
      'charms',
      'mens-jewellery',
      'watches',
    ]);
    const engagement = answer.categories[0];
    expect(engagement).toMatchObject({ name: 'Engagement Rings', path: 'engagement-rings' });
    expect(engagement?.productCount).toBeGreaterThanOrEqual(400);
    expect(engagement?.children.map((child) => child.path)).toEqual([
      'engagement-rings/solitaire',
      'engagement-rings/halo',
      'engagement-rings/trilogy',
      'engagement-rings/vintage',
    ]);
    expect(engagement?.children.every((child) => child.productCount > 0)).toBe(true);
  });

  it('features the content service’s card for a category, or else one of the category’s own pieces', async () => {
    const answer = await navigation('en-AU');
    expect(answer.categories.find((category) => category.id === 'earrings')?.featured).toEqual({
      title: 'Earrings',
      subtitle: 'Studs, hoops and drops',
      image: { url: 'https://images.example/earrings.jpg', alt: 'Diamond studs', width: 480, height: 600 },
    });
    const engagement = answer.categories[0]?.featured;
    expect(engagement?.image?.url).toMatch(/^\/api\/images\/products\/[a-z0-9-]+\//);
    expect(engagement?.image?.alt).toBe(engagement?.title);
    // The picture is of one of the category's own pieces, named as the piece.
    const productId = engagement?.image?.url.split('/')[4] ?? '';
    const product = (await catalogueIndex(api.db)).productsById.get(productId);
    expect(product?.categoryPath).toContain('engagement-rings');
    expect(engagement?.title).toBe(product?.nameEn);
  });

  it('names and links each category in French as its page and breadcrumbs do', async () => {
    const answer = await navigation('fr-CA');
    const earrings = answer.categories.find((category) => category.id === 'earrings');
    expect(earrings).toMatchObject({ name: 'Boucles d’oreilles', path: 'boucles-d-oreilles' });
    const studs = earrings?.children.find((child) => child.id === 'stud-earrings');
    expect(studs).toMatchObject({ name: 'Puces', path: 'boucles-d-oreilles/puces' });

    // The category page's own answer, whose breadcrumbs the page shows.
    const query = new URLSearchParams({ category: studs?.path ?? '', pageSize: '1' });
    const page = (await api.client({ locale: 'fr-CA' }).get(`/api/products?${query.toString()}`)).json();
    expect(page.category.breadcrumbs.map((crumb: { name: string; path: string }) => [crumb.name, crumb.path])).toEqual([
      [earrings?.name, earrings?.path],
      [studs?.name, studs?.path],
    ]);
  });

  it('gives every top-level category in the tree’s order when the content service names none', async () => {
    const index = await catalogueIndex(api.db);
    const answer = navigationAnswer(index, null, 'en-NZ');
    expect(answer.categories.map((category) => category.id)).toEqual(index.rootCategoryIds);
    expect(answer.more).toEqual([]);
  });
});
