/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { lookKey, productPhotoFile, renderProductImages } from './product-image-files';
import { parsePhotoFile, productPhotoUrl } from './product-photo-urls';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'product-images-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const pendant = { id: 'p-1', kind: 'pendant', stone: 'emerald', shape: 'pear', metal: '14kt-rose-gold' };

describe('renderProductImages', () => {
  it('writes every view at every width as AVIF and WebP, once per look, and nothing on a second pass', async () => {
    // 14kt and 18kt rose gold look alike: one look, rendered once for both products.
    const first = await renderProductImages([pendant, { ...pendant, id: 'p-2', metal: '18kt-rose-gold' }], {
      directory,
    });
    expect(first).toMatchObject({ looks: 1, rendered: 1, files: 18 });
    const files = await readdir(path.join(directory, lookKey(pendant)));
    expect(files.filter((file) => !file.startsWith('.')).sort()).toEqual(
      ['front', 'side', 'worn']
        .flatMap((view) => [400, 800, 1200].flatMap((width) => [`${view}-${width}.avif`, `${view}-${width}.webp`]))
        .sort(),
    );
    const webp = await sharp(await readFile(productPhotoFile(pendant, 'front', 800, 'webp', directory))).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 800, height: 800 });
    const avif = await sharp(await readFile(productPhotoFile(pendant, 'worn', 1200, 'avif', directory))).metadata();
    expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width: 1200, height: 1200 });

    expect(await renderProductImages([pendant], { directory })).toMatchObject({ looks: 1, rendered: 0, files: 0 });
  });

  it('renders the same pixels for the same look, and different ones for another metal', async () => {
    const again = await mkdtemp(path.join(tmpdir(), 'product-images-again-'));
    try {
      await renderProductImages([pendant, { ...pendant, metal: '18kt-yellow-gold' }], { directory: again });
      await renderProductImages([pendant], { directory });
      const file = (dir: string, metal = pendant.metal) =>
        readFile(productPhotoFile({ ...pendant, metal }, 'front', 400, 'webp', dir));
      expect((await file(again)).equals(await file(directory))).toBe(true);
      expect((await file(again, '18kt-yellow-gold')).equals(await file(directory))).toBe(false);
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  });
});

it('lets two renders of the same look race (two APIs on one disk): both finish, one set of files stays', async () => {
  const shared = await mkdtemp(path.join(tmpdir(), 'product-images-race-'));
  try {
    const reports = await Promise.all([
      renderProductImages([pendant], { directory: shared }),
      renderProductImages([pendant], { directory: shared }),
    ]);
    expect(reports.map((report) => report.rendered)).toEqual([1, 1]);
    expect(reports.map((report) => report.files)).toEqual([18, 18]);
    expect((await readdir(shared)).sort()).toEqual([lookKey(pendant)]);
    expect(await readdir(path.join(shared, lookKey(pendant)))).toHaveLength(19);
  } finally {
    await rm(shared, { recursive: true, force: true });
  }
});

it('counts every file when it renders looks two at a time', async () => {
  const counted = await mkdtemp(path.join(tmpdir(), 'product-images-count-'));
  try {
    const metals = ['18kt-yellow-gold', 'platinum', 'sterling-silver'];
    const report = await renderProductImages(
      metals.map((metal) => ({ ...pendant, metal })),
      { directory: counted, parallel: 2 },
    );
    expect(report).toMatchObject({ looks: 3, rendered: 3, files: 54 });
  } finally {
    await rm(counted, { recursive: true, force: true });
  }
});

describe('product photo URLs', () => {
  it('name the product, metal, view, width, render version and format, and read back', () => {
    const url = productPhotoUrl('p-1', '18kt-white-gold', 'side', 1200, 'avif');
    expect(url).toBe('/api/images/products/p-1/18kt-white-gold/side-1200.r1.avif');
    expect(parsePhotoFile(url.split('/').pop()!)).toEqual({ view: 'side', width: 1200, format: 'avif' });
    expect(parsePhotoFile('side-1200.r0.avif')).toBeNull();
    expect(parsePhotoFile('top-1200.r1.avif')).toBeNull();
    expect(parsePhotoFile('side-1000.r1.avif')).toBeNull();
    expect(parsePhotoFile('side-1200.r1.png')).toBeNull();
  });
});
