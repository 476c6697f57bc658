/** @jest-environment node */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { lookKey, productPhoto, productPhotoFile, renderPhoto, renderProductImages } from './product-image-files';
import { parsePhotoFile, productPhotoUrl } from './product-photo-urls';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'product-images-'));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const pendant = { id: 'p-1', kind: 'pendant', stone: 'emerald', shape: 'pear', metal: '14kt-rose-gold' };

describe('productPhoto', () => {
  it('renders a file on its first request, keeps it, and reads it back with the same bytes after', async () => {
    const first = await productPhoto(pendant, 'front', 800, 'webp', directory);
    expect(first.rendered).toBe(true);
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    const file = productPhotoFile(pendant, 'front', 800, 'webp', directory);
    expect((await readFile(file)).equals(first.body)).toBe(true);
    // nothing else of the look was rendered, and no temporary file is left beside it
    expect(await readdir(path.dirname(file))).toEqual(['front-800.webp']);

    const second = await productPhoto(pendant, 'front', 800, 'webp', directory);
    expect(second).toEqual({ body: first.body, rendered: false });
  });

  it('shares one render between requests for the same file while it renders', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => productPhoto(pendant, 'detail', 400, 'webp', directory)),
    );
    expect(answers.map((answer) => answer.rendered)).toEqual([true, true, true, true]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await readdir(path.join(directory, lookKey(pendant)))).toEqual(['detail-400.webp']);
  });

  it('shares a look between metals of one colour and products that look alike', async () => {
    // 14kt and 18kt rose gold look alike: one file for both
    await productPhoto(pendant, 'side', 400, 'webp', directory);
    const other = await productPhoto(
      { ...pendant, id: 'p-2', metal: '18kt-rose-gold' },
      'side',
      400,
      'webp',
      directory,
    );
    expect(other.rendered).toBe(false);
    expect(lookKey({ ...pendant, metal: '18kt-yellow-gold' })).not.toBe(lookKey(pendant));
    // a drawing's own style (a watch's dial) is part of its look: it never depends on which product asked first
    const watch = { id: 'p-18000001', kind: 'watch', stone: null, shape: null, metal: 'platinum' };
    expect(lookKey(watch)).not.toBe(lookKey({ ...watch, id: 'p-18000002' }));
  });

  it('renders the same bytes for the same look, and different ones for another metal', async () => {
    const again = await renderPhoto(pendant, 'front', 400, 'webp');
    expect(again.equals(await renderPhoto({ ...pendant }, 'front', 400, 'webp'))).toBe(true);
    expect(again.equals(await renderPhoto({ ...pendant, metal: '18kt-yellow-gold' }, 'front', 400, 'webp'))).toBe(
      false,
    );
    expect(await sharp(await renderPhoto(pendant, 'detail', 1200, 'avif')).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 1200,
    });
  });
});

describe('renderProductImages', () => {
  it('renders every file of each look not on disk yet (for a host that wants them ahead), and nothing again', async () => {
    await productPhoto(pendant, 'front', 400, 'webp', directory);
    const report = await renderProductImages([pendant, { ...pendant, id: 'p-2', metal: '18kt-rose-gold' }], {
      directory,
    });
    expect(report).toMatchObject({ looks: 1, files: 9, rendered: 8 });
    expect((await readdir(path.join(directory, lookKey(pendant)))).sort()).toEqual(
      ['detail', 'front', 'side'].flatMap((view) => [400, 800, 1200].map((width) => `${view}-${width}.webp`)).sort(),
    );
    const before = await stat(productPhotoFile(pendant, 'side', 1200, 'webp', directory));
    expect(await renderProductImages([pendant], { directory })).toMatchObject({ files: 9, rendered: 0 });
    expect((await stat(productPhotoFile(pendant, 'side', 1200, 'webp', directory))).mtimeMs).toBe(before.mtimeMs);
  });
});

describe('product photo URLs', () => {
  it('name the product, metal, view, width, render version and format, and read back', () => {
    const url = productPhotoUrl('p-1', '18kt-white-gold', 'side', 1200, 'webp');
    expect(url).toBe('/api/images/products/p-1/18kt-white-gold/side-1200.r2.webp');
    expect(parsePhotoFile(url.split('/').pop()!)).toEqual({ view: 'side', width: 1200, format: 'webp' });
    expect(parsePhotoFile('detail-400.r2.webp')).toEqual({ view: 'detail', width: 400, format: 'webp' });
    expect(parsePhotoFile('side-1200.r1.webp')).toBeNull();
    expect(parsePhotoFile('worn-1200.r2.webp')).toBeNull();
    expect(parsePhotoFile('side-1000.r2.webp')).toBeNull();
    // no view is offered in AVIF (see viewFormats), so none is served
    expect(parsePhotoFile('front-800.r2.avif')).toBeNull();
    expect(parsePhotoFile('side-1200.r2.png')).toBeNull();
  });
});
