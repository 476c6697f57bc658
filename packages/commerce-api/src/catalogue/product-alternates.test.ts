import { localeCodes } from '@storefront/i18n';
import { sql } from 'kysely';
import { createTestApi, type TestApi } from '../test/harness';
import { contentStub } from './content-stub';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ content: contentStub() });
});
afterAll(async () => {
  await api.close();
});

async function anyProductSlug(): Promise<string> {
  const result = await sql<{ slug: string }>`select slug from products where online order by slug limit 1`.execute(
    api.db,
  );
  return result.rows[0]!.slug;
}

describe('GET /api/products/:slug alternates', () => {
  it('gives the product page’s path in each of the four locales, for canonical and hreflang links', async () => {
    const slug = await anyProductSlug();
    const response = await api.client({ locale: 'en-AU' }).get(`/api/products/${slug}`);
    expect(response.statusCode).toBe(200);
    const { alternates } = response.json() as { alternates: Record<string, string> };
    expect(Object.keys(alternates).sort()).toEqual([...localeCodes].sort());
    for (const locale of localeCodes) expect(alternates[locale]).toBe(`/p/${slug}`);
  });

  it('answers a slug in any locale with the same alternates (one slug per product), names in the locale', async () => {
    const slug = await anyProductSlug();
    const english = (await api.client({ locale: 'en-CA' }).get(`/api/products/${slug}`)).json();
    const frenchResponse = await api.client({ locale: 'fr-CA' }).get(`/api/products/${slug}`);
    expect(frenchResponse.statusCode).toBe(200);
    const french = frenchResponse.json();
    expect(french.slug).toBe(slug);
    expect(french.alternates).toEqual(english.alternates);
    expect(french.name).not.toBe(english.name);
  });

  it('answers 404 for a slug no product has, in every locale', async () => {
    for (const locale of localeCodes) {
      expect((await api.client({ locale }).get('/api/products/no-such-piece-anywhere')).statusCode).toBe(404);
    }
  });
});
