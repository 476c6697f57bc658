import { slugResolutionAnswerSchema } from '@storefront/api-schemas';
import { contentStub } from '../catalogue/content-stub';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ content: contentStub({ pages: ['about-us', 'customer-service/delivery'] }) });
});
afterAll(async () => {
  await api.close();
});

async function resolve(path: string, locale?: string) {
  const query = new URLSearchParams({ path, ...(locale ? { locale } : {}) });
  return expectAnswer(await api.client().get(`/api/slugs/resolve?${query}`), slugResolutionAnswerSchema);
}

describe('GET /api/slugs/resolve', () => {
  it('resolves a category path, nested ones included', async () => {
    expect(await resolve('/engagement-rings', 'en-AU')).toEqual({
      kind: 'category',
      id: 'engagement-rings',
      slug: 'engagement-rings',
    });
    expect(await resolve('/engagement-rings/solitaire/', 'en-NZ')).toEqual({
      kind: 'category',
      id: 'solitaire-engagement-rings',
      slug: 'engagement-rings/solitaire',
    });
    expect(await resolve('/Earrings/Studs', 'en-CA')).toMatchObject({ id: 'stud-earrings' });
  });

  it('resolves French slugs under a French prefix or for fr-CA, falling back to en-CA slugs', async () => {
    const expected = { kind: 'category', id: 'engagement-rings', slug: 'bagues-de-fiancailles' };
    expect(await resolve('/fr-CA/bagues-de-fiancailles', 'fr-CA')).toEqual(expected);
    expect(await resolve('/fr/bagues-de-fiancailles')).toEqual(expected);
    expect(await resolve('/bagues-de-fiancailles', 'fr-CA')).toEqual(expected);
    // No French slug for "vintage": the en-CA slug serves fr-CA.
    expect(await resolve('/fr/bagues-de-fiancailles/vintage')).toEqual({
      kind: 'category',
      id: 'vintage-engagement-rings',
      slug: 'bagues-de-fiancailles/vintage',
    });
    // An English slug still works in French, and answers with the French path.
    expect(await resolve('/engagement-rings/trilogy', 'fr-CA')).toEqual({
      kind: 'category',
      id: 'trilogy-engagement-rings',
      slug: 'bagues-de-fiancailles/trilogie',
    });
    // French slugs are not English ones.
    expect(await resolve('/bagues-de-fiancailles', 'en-CA')).toEqual({ kind: 'not-found' });
  });

  it('resolves content pages through the content service', async () => {
    expect(await resolve('/about-us', 'en-AU')).toEqual({ kind: 'content', id: 'page-about-us', slug: 'about-us' });
    expect(await resolve('/customer-service/delivery', 'en-AU')).toMatchObject({ kind: 'content' });
  });

  it('answers not-found (200) for anything else', async () => {
    for (const path of ['/', '/tiaras', '/solitaire', '/earrings/solitaire', '/%E0%A4%A', '/a/b/c/d/e/f/g']) {
      expect(await resolve(path, 'en-AU')).toEqual({ kind: 'not-found' });
    }
    const missing = await api.client().get('/api/slugs/resolve');
    expect(missing.statusCode).toBe(400);
  });
});
