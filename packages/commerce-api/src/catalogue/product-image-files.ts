import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawingStyle, type ImageSubject } from './product-images';
import {
  photoViews,
  RENDER_VERSION,
  viewFormats,
  viewWidths,
  type PhotoFormat,
  type PhotoView,
} from './product-photo-urls';
import { productSceneSvg } from './product-photography';

/**
 * Product photography as real image files: each file (a scene of `product-photography.ts` at one width in one format)
 * is rendered on its first request, never ahead of serving: requests for the same file while it renders share that
 * render, at most {@link RENDER_CONCURRENCY} render at a time, and each is written atomically (beside, then moved into
 * place) under a git-ignored directory the image route then serves from, with immutable caching. Files are kept per
 * look (kind, stone, cut and metal colour), so the many products that look alike share them.
 */

/** The metal whose colour a look is drawn in: karats of one colour look alike in a photograph. */
function lookMetal(metal: string): string {
  const colour = metal.replace(/^\d+kt-/, '');
  return colour === metal ? metal : `18kt-${colour}`;
}

/** What a picture shows, as a directory name: products that look alike share their files. */
export function lookKey(subject: ImageSubject): string {
  // A lab-grown diamond is a diamond to the eye.
  const stone = subject.stone === 'lab-grown-diamond' ? 'diamond' : (subject.stone ?? 'none');
  const style = drawingStyle(subject);
  return [subject.kind, stone, subject.shape ?? 'none', lookMetal(subject.metal), ...(style ? [style] : [])].join('.');
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

/** Encoder settings (measured, see README): fast AVIF and WebP that still look clean. Both are deterministic. */
function encode(image: ReturnType<typeof sharp>, format: PhotoFormat): Promise<Buffer> {
  return format === 'avif'
    ? image.avif({ quality: 52, effort: 0, chromaSubsampling: '4:2:0' }).toBuffer()
    : image.webp({ quality: 80, effort: 1, smartSubsample: false }).toBuffer();
}

/** The bytes of one view at one width in one format: the scene rasterised at that width, then encoded. */
export function renderPhoto(
  subject: ImageSubject,
  view: PhotoView,
  width: number,
  format: PhotoFormat,
): Promise<Buffer> {
  const scene = Buffer.from(productSceneSvg({ ...subject, metal: lookMetal(subject.metal) }, view));
  return encode(sharp(scene, { density: (72 * width) / 600 }).removeAlpha(), format);
}

/** How many files render at once: the API's other work keeps a core (CI and the production hosts have two). */
export const RENDER_CONCURRENCY = 2;

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `task` when fewer than {@link RENDER_CONCURRENCY} renders are running, first come first served. */
async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= RENDER_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await task();
  } finally {
    // hand the slot straight to the next render waiting, or free it
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The renders under way, by file: a second request for a file being rendered waits for the same render. */
const inFlight = new Map<string, Promise<Buffer>>();
let temporaries = 0;

/** Renders a file and moves it into place (a reader never sees half a file; two APIs on one disk both succeed). */
async function renderFile(subject: ImageSubject, view: PhotoView, width: number, format: PhotoFormat, file: string) {
  const body = await limited(() => renderPhoto(subject, view, width, format));
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.tmp-${process.pid}-${++temporaries}`;
  await writeFile(temporary, body);
  await rename(temporary, file);
  return body;
}

/** What {@link productPhoto} answers: the file's bytes, and whether this request rendered them. */
export interface PhotoFile {
  body: Buffer;
  rendered: boolean;
}

/**
 * The bytes of a product's view in a metal at a width and format: read from disk when rendered before, else rendered
 * now (once, however many ask at the same time) and kept. The same look always gives the same bytes.
 */
export async function productPhoto(
  subject: ImageSubject,
  view: PhotoView,
  width: number,
  format: PhotoFormat,
  directory = productImagesDir(),
): Promise<PhotoFile> {
  const file = productPhotoFile(subject, view, width, format, directory);
  try {
    return { body: await readFile(file), rendered: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  let render = inFlight.get(file);
  if (!render) {
    render = renderFile(subject, view, width, format, file).finally(() => inFlight.delete(file));
    inFlight.set(file, render);
  }
  return { body: await render, rendered: true };
}

/** The file of a product's look for a view, width and format (it exists once rendered). */
export function productPhotoFile(
  subject: ImageSubject,
  view: PhotoView,
  width: number,
  format: PhotoFormat,
  directory = productImagesDir(),
): string {
  return path.join(directory, lookKey(subject), photoFileName(view, width, format));
}

/** What a render pass did. */
export interface RenderReport {
  looks: number;
  files: number;
  rendered: number;
  ms: number;
}

/**
 * Renders every file of these subjects' looks that is not on disk yet (every view, width and format), into `directory`
 * (default {@link productImagesDir}): what a host may run ahead of serving (`render-product-images.ts`); the API itself
 * never does. Idempotent: a second pass renders nothing.
 */
export async function renderProductImages(
  subjects: Iterable<ImageSubject>,
  options: { directory?: string } = {},
): Promise<RenderReport> {
  const started = Date.now();
  const directory = options.directory ?? productImagesDir();
  const looks = new Map<string, ImageSubject>();
  for (const subject of subjects) {
    const key = lookKey(subject);
    if (!looks.has(key)) looks.set(key, subject);
  }
  const files = [...looks.values()].flatMap((subject) =>
    photoViews.flatMap((view) =>
      viewWidths[view].flatMap((width) => viewFormats[view].map((format) => ({ subject, view, width, format }))),
    ),
  );
  const results = await Promise.all(
    files.map(({ subject, view, width, format }) => productPhoto(subject, view, width, format, directory)),
  );
  return {
    looks: looks.size,
    files: files.length,
    rendered: results.filter((result) => result.rendered).length,
    ms: Date.now() - started,
  };
}
