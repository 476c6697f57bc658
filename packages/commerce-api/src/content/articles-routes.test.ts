import { articleAnswerSchema, articleListAnswerSchema } from '@storefront/api-schemas';
import { createContentStandin, type ContentStandin } from '@storefront/standin-content';
import { loadConfig } from '../config';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { createContentService } from './content-service';

let standin: ContentStandin;
let api: TestApi;

beforeAll(async () => {
  standin = await createContentStandin({ watch: false });
  const { host } = await standin.listen({ port: 0 });
  const config = loadConfig({ NODE_ENV: 'test', CONTENTFUL_HOST: host }, 'memory://');
  api = await createTestApi({ content: createContentService(config, { logger: { warn: () => undefined } }) });
}, 30_000);
afterAll(async () => {
  await api.close();
  await standin.close();
});

describe('GET /api/content/articles', () => {
  it('pages the journal newest first, with each article’s category and the categories to filter by', async () => {
    const shopper = api.client();
    const first = await shopper.get('/api/content/articles');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
    const page1 = expectAnswer(first, articleListAnswerSchema);
    expect(page1).toMatchObject({ page: 1, pageSize: 6, total: 8, totalPages: 2, category: null });
    expect(page1.items).toHaveLength(6);
    expect(page1.items[0]).toMatchObject({
      slug: 'lab-grown-vs-natural-diamonds',
      category: { slug: 'buying-guides', title: 'Buying guides' },
    });
    expect(page1.items[0]).not.toHaveProperty('body');
    expect(page1.categories.map((category) => category.title)).toEqual([
      'Engagement & weddings',
      'Buying guides',
      'Care & warranty',
      'Gifting',
    ]);
    const page2 = expectAnswer(await shopper.get('/api/content/articles?page=2'), articleListAnswerSchema);
    expect(page2.items.map((item) => item.slug)).toEqual(['gold-purity-explained', 'anniversary-gift-guide']);
    const beyond = expectAnswer(await shopper.get('/api/content/articles?page=3'), articleListAnswerSchema);
    expect(beyond.items).toEqual([]);
  });

  it('filters by category in French, or by tag', async () => {
    const french = api.client({ locale: 'fr-CA' });
    const gifting = expectAnswer(await french.get('/api/content/articles?category=gifting'), articleListAnswerSchema);
    expect(gifting.category).toEqual({ slug: 'gifting', title: 'Idées cadeaux' });
    expect(gifting.items.map((item) => item.title)).toEqual([
      'Les pierres de naissance, mois par mois',
      'Le guide des cadeaux d’anniversaire de mariage',
    ]);
    const wedding = expectAnswer(await api.client().get('/api/content/articles?tag=wedding'), articleListAnswerSchema);
    expect(wedding.items.map((item) => item.slug)).toEqual(['choosing-a-wedding-band']);
    const unknown = expectAnswer(
      await api.client().get('/api/content/articles?category=watches'),
      articleListAnswerSchema,
    );
    expect(unknown).toMatchObject({ items: [], total: 0, category: null });
  });

  it('refuses a page, tag or category that is not one', async () => {
    for (const query of ['page=0', 'page=two', 'page=-1', 'tag=%3Cscript%3E', 'category=Care%20%26%20warranty']) {
      const response = await api.client().get(`/api/content/articles?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/content/articles/:slug', () => {
  it('answers the diamond warranty with its rich-text body, dates and related articles', async () => {
    const response = await api.client({ locale: 'en-NZ' }).get('/api/content/articles/lifetime-diamond-warranty');
    const article = expectAnswer(response, articleAnswerSchema);
    expect(article).toMatchObject({
      title: 'Our lifetime diamond warranty',
      publishDate: '2025-11-15',
      updatedAt: '2026-10-02T09:00:00.000Z',
      author: 'Grace Whitfield',
      category: { slug: 'care-and-warranty', title: 'Care & warranty' },
      heroImage: { width: 1600, height: 900 },
    });
    expect(article.body.content[0]).toMatchObject({ nodeType: 'paragraph' });
    expect(JSON.stringify(article.body)).toMatch(/stores across New Zealand/);
    expect(JSON.stringify(article.body)).toContain('"kind":"image"');
    expect(article.related).toHaveLength(3);
    expect(article.related[0]?.category?.slug).toBe('care-and-warranty');
  });

  it('answers CONTENT_NOT_FOUND for an article that does not exist or a slug that is not one', async () => {
    for (const slug of ['not-an-article', 'Lifetime-Diamond-Warranty', '%3Cb%3E']) {
      const missing = await api.client().get(`/api/content/articles/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    }
  });
});
