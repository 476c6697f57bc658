import { productDetailAnswerSchema, productListAnswerSchema } from '@storefront/api-schemas';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { renderProductImages } from './product-image-files';
import { productPhotoUrl } from './product-photo-urls';

let api: TestApi;
let directory: string;
let product: { id: string; slug: string; kind: string; stone: string | null; shape: string | null; metals: string[] };
const previousDirectory = process.env.PRODUCT_IMAGES_DIR;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'api-product-images-'));
  process.env.PRODUCT_IMAGES_DIR = directory;
  api = await createTestApi();
  // A pendant sold in two metals: its looks are rendered ahead, as the API's start renders every product's.
  const rows = await api.db
    .selectFrom('products')
    .innerJoin('variants', 'variants.product_id', 'products.id')
    .select(['products.id', 'products.slug', 'products.kind', 'products.stone', 'products.shape', 'variants.metal'])
    .where('products.kind', '=', 'pendant')
    .where('products.online', '=', true)
    .orderBy('products.id')
    .orderBy('variants.position')
    .execute();
  const first = rows[0]!;
  const metals = [...new Set(rows.filter((row) => row.id === first.id).map((row) => row.metal))];
  product = { id: first.id, slug: first.slug, kind: first.kind, stone: first.stone, shape: first.shape, metals };
  await renderProductImages(metals.map((metal) => ({ ...product, metal })));
});
afterAll(async () => {
  await api.close();
  if (previousDirectory === undefined) delete process.env.PRODUCT_IMAGES_DIR;
  else process.env.PRODUCT_IMAGES_DIR = previousDirectory;
  await rm(directory, { recursive: true, force: true });
});

describe('GET /api/images/products/:productId/:metal/:view-:width.:version.:format', () => {
  it('serves the rendered AVIF and WebP files with their media type and an immutable cache lifetime', async () => {
    const metal = product.metals[0]!;
    const avif = await api.client().get(productPhotoUrl(product.id, metal, 'front', 800, 'avif'));
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(avif.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 800, height: 800 });

    const webp = await api.client().get(productPhotoUrl(product.id, metal, 'worn', 1200, 'webp'));
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
  });

  it('answers 404 for an unknown product, a metal it is not sold in, a view, width or version it does not have', async () => {
    const metal = product.metals[0]!;
    const base = `/api/images/products/${product.id}/${metal}`;
    for (const url of [
      productPhotoUrl('p-00000000', metal, 'front', 800, 'webp'),
      productPhotoUrl(product.id, 'unobtainium', 'front', 800, 'webp'),
      `${base}/back-800.r1.webp`,
      `${base}/front-640.r1.webp`,
      `${base}/front-800.r0.webp`,
    ]) {
      const response = await api.client().get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await api.client().get(`${base}/front-800.r1.png`)).statusCode).toBe(400);
  });

  it('sends the try-on’s ?background=none to the transparent cut-out', async () => {
    const metal = product.metals[0]!;
    const response = await api
      .client()
      .get(`${productPhotoUrl(product.id, metal, 'front', 800, 'webp')}?background=none`);
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe(`/api/images/products/${product.id}/${metal}.svg?background=none`);
  });
});

describe('the product page’s gallery', () => {
  it('lists every view of every metal with alternative text in the shopper’s language and AVIF and WebP per width', async () => {
    const english = expectAnswer(
      await api.client({ locale: 'en-AU' }).get(`/api/products/${product.slug}`),
      productDetailAnswerSchema,
    );
    expect(english.gallery).toHaveLength(product.metals.length * 3);
    const [front, side, worn] = english.gallery;
    expect([front?.view, side?.view, worn?.view]).toEqual(['front', 'side', 'worn']);
    const metalLabel = english.variants.find((variant) => variant.metal.code === front!.metal)!.metal.label;
    expect(front!.alt).toBe(`${english.name}, ${metalLabel}, front view`);
    expect(worn!.alt).toBe(`${english.name}, ${metalLabel}, worn at the neck`);
    expect(front!.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(front!.sources[0]!.srcset).toEqual(
      [400, 800, 1200].map((width) => ({
        url: productPhotoUrl(product.id, front!.metal, 'front', width, 'avif'),
        width,
      })),
    );
    // every file the answer names is served
    for (const photo of english.gallery) {
      for (const source of photo.sources) {
        for (const file of source.srcset) expect((await api.client().get(file.url)).statusCode).toBe(200);
      }
    }

    const french = expectAnswer(
      await api.client({ locale: 'fr-CA' }).get(`/api/products/${product.slug}`),
      productDetailAnswerSchema,
    );
    expect(french.gallery[0]!.alt).toMatch(/, vue de face$/);
    expect(french.gallery[2]!.alt).toMatch(/, porté au cou$/);
  });

  it('points the single image of variants, images and list tiles at the front view’s 800 px WebP', async () => {
    const answer = expectAnswer(await api.client().get(`/api/products/${product.slug}`), productDetailAnswerSchema);
    for (const variant of answer.variants) {
      expect(variant.image).toBe(productPhotoUrl(product.id, variant.metal.code, 'front', 800, 'webp'));
    }
    expect(answer.images.map((image) => image.url)).toEqual(
      product.metals.map((metal) => productPhotoUrl(product.id, metal, 'front', 800, 'webp')),
    );
    const list = expectAnswer(await api.client().get('/api/products?q=pendant&pageSize=4'), productListAnswerSchema);
    for (const tile of list.items)
      expect(tile.image).toMatch(/^\/api\/images\/products\/[^/]+\/[^/]+\/front-800\.r1\.webp$/);
  });
});
