import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../db/database';
import { catalogueIndex } from './catalogue-index';
import type { ImageSubject } from './product-images';
import {
  photoFormats,
  photoViews,
  RENDER_VERSION,
  viewWidths,
  type PhotoFormat,
  type PhotoView,
} from './product-photo-urls';
import { productSceneSvg } from './product-photography';

/**
 * Product photography as real image files: every scene of `product-photography.ts` rasterised once, ahead of serving
 * (at the API's start, after seeding, or by `render-product-images.ts`), into WebP and AVIF at each width, under a
 * git-ignored directory the image route serves with immutable caching. Files are kept per look (kind, stone, cut and
 * metal colour), so the many products that look alike share them, and only looks missing on disk are rendered.
 */

/** The metal whose colour a look is drawn in: karats of one colour look alike in a photograph. */
function lookMetal(metal: string): string {
  const colour = metal.replace(/^\d+kt-/, '');
  return colour === metal ? metal : `18kt-${colour}`;
}

/** What a picture shows, as a directory name: products that look alike share their files. */
export function lookKey(subject: Pick<ImageSubject, 'kind' | 'stone' | 'shape' | 'metal'>): string {
  // A lab-grown diamond is a diamond to the eye.
  const stone = subject.stone === 'lab-grown-diamond' ? 'diamond' : (subject.stone ?? 'none');
  return [subject.kind, stone, subject.shape ?? 'none', lookMetal(subject.metal)].join('.');
}

/** The file name of a view at a width in a format, inside its look's directory. */
export function photoFileName(view: PhotoView, width: number, format: PhotoFormat): string {
  return `${view}-${width}.${format}`;
}

/** Where the rendered files live: `PRODUCT_IMAGES_DIR`, else the API's git-ignored `.data/product-images`. */
export function productImagesDir(): string {
  return path.resolve(
    process.env.PRODUCT_IMAGES_DIR ?? path.join(import.meta.dirname, '../../.data/product-images'),
    RENDER_VERSION,
  );
}

const DONE = '.done';

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** Encoder settings chosen for the render budget (see README): fast AVIF and WebP that still look clean. */
async function encode(image: ReturnType<typeof sharp>, format: PhotoFormat): Promise<Buffer> {
  return format === 'avif'
    ? image.avif({ quality: 52, effort: 0, chromaSubsampling: '4:2:0' }).toBuffer()
    : image.webp({ quality: 80, effort: 1, smartSubsample: false }).toBuffer();
}

let temporaries = 0;

/** Renders one look's views into its directory (written beside, then moved into place: never half a look). */
async function renderLook(subject: ImageSubject, directory: string): Promise<number> {
  const temporary = `${directory}.tmp-${process.pid}-${++temporaries}`;
  await mkdir(temporary, { recursive: true });
  let files = 0;
  for (const view of photoViews) {
    const widths = viewWidths[view];
    const largest = widths[widths.length - 1] ?? 1200;
    // The scene is drawn once at the view's largest width; smaller widths are resampled from it.
    const { data, info } = await sharp(Buffer.from(productSceneSvg(subject, view)), { density: (72 * largest) / 600 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const width of widths) {
      for (const format of photoFormats) {
        let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
        if (width !== info.width) image = image.resize(width, width, { kernel: 'lanczos3' });
        await writeFile(path.join(temporary, photoFileName(view, width, format)), await encode(image, format));
        files++;
      }
    }
  }
  await writeFile(path.join(temporary, DONE), '');
  try {
    await rename(temporary, directory);
  } catch (error) {
    // Another process (a second API on the same disk) rendered the same look first: keep its files.
    await rm(temporary, { recursive: true, force: true });
    if (!(await exists(path.join(directory, DONE)))) throw error;
  }
  return files;
}

/** What a render pass did. */
export interface RenderReport {
  looks: number;
  rendered: number;
  files: number;
  ms: number;
}

/**
 * Renders the looks of these subjects that are not on disk yet, `parallel` at a time (libvips threads inside each),
 * into `directory` (default {@link productImagesDir}). Idempotent: a second pass renders nothing.
 */
export async function renderProductImages(
  subjects: Iterable<ImageSubject>,
  options: { directory?: string; parallel?: number } = {},
): Promise<RenderReport> {
  const started = Date.now();
  const directory = options.directory ?? productImagesDir();
  await mkdir(directory, { recursive: true });
  const looks = new Map<string, ImageSubject>();
  for (const subject of subjects) {
    const key = lookKey(subject);
    if (!looks.has(key)) looks.set(key, { ...subject, metal: lookMetal(subject.metal) });
  }
  const pending: Array<[string, ImageSubject]> = [];
  for (const [key, subject] of looks) {
    if (!(await exists(path.join(directory, key, DONE)))) pending.push([key, subject]);
  }
  sharp.cache(false);
  let files = 0;
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const [key, subject] = pending[next++]!;
      // counted after the await: `files += await …` would read `files` before another worker's update
      const written = await renderLook(subject, path.join(directory, key));
      files += written;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.parallel ?? 2) }, worker));
  return { looks: looks.size, rendered: pending.length, files, ms: Date.now() - started };
}

/** The file of a product's look for a view, width and format (it may not exist: the route answers 404 then). */
export function productPhotoFile(
  subject: Pick<ImageSubject, 'kind' | 'stone' | 'shape' | 'metal'>,
  view: PhotoView,
  width: number,
  format: PhotoFormat,
  directory = productImagesDir(),
): string {
  return path.join(directory, lookKey(subject), photoFileName(view, width, format));
}

/** Renders the looks of every product of the database's catalogue in every metal it is sold in (before serving). */
export async function renderCatalogueImages(db: Database, options: { directory?: string } = {}): Promise<RenderReport> {
  const index = await catalogueIndex(db);
  const subjects = index.products.flatMap((product) =>
    product.metals.map((metal) => ({
      id: product.id,
      kind: product.kind,
      stone: product.stone,
      shape: product.shape,
      metal,
    })),
  );
  return renderProductImages(subjects, options);
}
