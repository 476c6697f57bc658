import { productDetailAnswerSchema, productListAnswerSchema } from '@storefront/api-schemas';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { productPhotoFile } from './product-image-files';
import { productPhotoUrl } from './product-photo-urls';

let api: TestApi;
let directory: string;
let product: { id: string; slug: string; kind: string; stone: string | null; shape: string | null; metals: string[] };
const previousDirectory = process.env.PRODUCT_IMAGES_DIR;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'api-product-images-'));
  process.env.PRODUCT_IMAGES_DIR = directory;
  api = await createTestApi();
  // A pendant sold in two metals; nothing is rendered ahead: each file on its first request.
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
});
afterAll(async () => {
  await api.close();
  if (previousDirectory === undefined) delete process.env.PRODUCT_IMAGES_DIR;
  else process.env.PRODUCT_IMAGES_DIR = previousDirectory;
  await rm(directory, { recursive: true, force: true });
});

describe('GET /api/images/products/:productId/:metal/:view-:width.:version.:format', () => {
  it('renders a file on its first request and serves it from disk after, with the same bytes, immutable', async () => {
    const metal = product.metals[0]!;
    const subject = { ...product, metal };
    const file = productPhotoFile(subject, 'front', 800, 'webp');
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });

    const first = await api.client().get(productPhotoUrl(product.id, metal, 'front', 800, 'webp'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    // written to the image directory, alone (no other view, width or temporary file)
    expect((await readFile(file)).equals(first.rawPayload)).toBe(true);
    expect(await readdir(path.dirname(file))).toEqual(['front-800.webp']);

    const second = await api.client().get(productPhotoUrl(product.id, metal, 'front', 800, 'webp'));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);

    const detail = await api.client().get(productPhotoUrl(product.id, metal, 'detail', 1200, 'webp'));
    expect(detail.statusCode).toBe(200);
    expect(await sharp(detail.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
  });

  it('answers 404 for an unknown product, a metal it is not sold in, a view, width or version it does not have', async () => {
    const metal = product.metals[0]!;
    const base = `/api/images/products/${product.id}/${metal}`;
    for (const url of [
      productPhotoUrl('p-00000000', metal, 'front', 800, 'webp'),
      productPhotoUrl(product.id, 'unobtainium', 'front', 800, 'webp'),
      `${base}/back-800.r2.webp`,
      `${base}/worn-800.r2.webp`,
      `${base}/front-640.r2.webp`,
      `${base}/front-800.r1.webp`,
      `${base}/front-800.r2.avif`,
    ]) {
      const response = await api.client().get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    expect((await api.client().get(`${base}/front-800.r2.png`)).statusCode).toBe(400);
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
  it('lists every view of every metal with alternative text in the shopper’s language and WebP per width', async () => {
    const english = expectAnswer(
      await api.client({ locale: 'en-AU' }).get(`/api/products/${product.slug}`),
      productDetailAnswerSchema,
    );
    expect(english.gallery).toHaveLength(product.metals.length * 3);
    const [front, side, detail] = english.gallery;
    expect([front?.view, side?.view, detail?.view]).toEqual(['front', 'side', 'detail']);
    const metalLabel = english.variants.find((variant) => variant.metal.code === front!.metal)!.metal.label;
    expect(front!.alt).toBe(`${english.name}, ${metalLabel}, front view`);
    expect(detail!.alt).toBe(`${english.name}, ${metalLabel}, close-up`);
    expect(front!.sources.map((source) => source.type)).toEqual(['image/webp']);
    expect(front!.sources[0]!.srcset).toEqual(
      [400, 800, 1200].map((width) => ({
        url: productPhotoUrl(product.id, front!.metal, 'front', width, 'webp'),
        width,
      })),
    );
    // every file the answer names is served (the narrowest of each, rendered now)
    for (const photo of english.gallery) {
      for (const source of photo.sources) {
        expect((await api.client().get(source.srcset[0]!.url)).statusCode).toBe(200);
      }
    }

    const french = expectAnswer(
      await api.client({ locale: 'fr-CA' }).get(`/api/products/${product.slug}`),
      productDetailAnswerSchema,
    );
    expect(french.gallery[0]!.alt).toMatch(/, vue de face$/);
    expect(french.gallery[2]!.alt).toMatch(/, gros plan$/);
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
      expect(tile.image).toMatch(/^\/api\/images\/products\/[^/]+\/[^/]+\/front-800\.r2\.webp$/);
  });
});
