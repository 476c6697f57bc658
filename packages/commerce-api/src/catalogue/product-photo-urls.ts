/**
 * The addresses of product photography (the files `product-image-files.ts` renders): one per product, metal, view,
 * width and format, versioned by {@link RENDER_VERSION} so immutable caches never keep an old picture.
 */

/** Bumped whenever the drawings change: it is part of every URL and of the files' directory. */
export const RENDER_VERSION = 'r2';
/** The views every piece is photographed in, in gallery order: studio front and side, and a macro close-up. */
export const photoViews = ['front', 'side', 'detail'] as const;
/** One of {@link photoViews}. */
export type PhotoView = (typeof photoViews)[number];
/** The widths each view is rendered at, narrowest first (a `srcset` per breakpoint; 1200 for the zoom). */
export const viewWidths: Record<PhotoView, readonly number[]> = {
  front: [400, 800, 1200],
  side: [400, 800, 1200],
  detail: [400, 800, 1200],
};
/** The encodings, best first (a `<picture>` offers AVIF, then WebP), with their media types. */
export const photoFormats = ['avif', 'webp'] as const;
/** One of {@link photoFormats}. */
export type PhotoFormat = (typeof photoFormats)[number];
/**
 * The encodings of each view, best first. Every file is rendered on its first request (see `product-image-files.ts`).
 * WebP only, measured: AVIF (effort 0) encodes in about the same time and is about a third smaller (7 KB against 10 KB
 * at 800 px), but the edge's first view, the listings, the bag and the orders show the front view's WebP (every
 * supported browser shows WebP), so an AVIF gallery would render and download the product page's largest picture a
 * second time on every cold page. A view can be given AVIF here again; the gallery then offers it first.
 */
export const viewFormats: Record<PhotoView, readonly PhotoFormat[]> = {
  front: ['webp'],
  side: ['webp'],
  detail: ['webp'],
};
/** The media type of a format. */
export const photoMediaTypes: Record<PhotoFormat, 'image/avif' | 'image/webp'> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** The URL of one view of a product in a metal, at a width, in a format (what answers carry). */
export function productPhotoUrl(
  productId: string,
  metal: string,
  view: PhotoView,
  width: number,
  format: PhotoFormat,
): string {
  return `/api/images/products/${encodeURIComponent(productId)}/${encodeURIComponent(metal)}/${view}-${width}.${RENDER_VERSION}.${format}`;
}

/** Reads a photo file name (`front-800.r2.webp`), or null when it is not one this version serves. */
export function parsePhotoFile(file: string): { view: PhotoView; width: number; format: PhotoFormat } | null {
  const match = /^([a-z]+)-(\d{3,4})\.([a-z0-9]+)\.([a-z]+)$/.exec(file);
  if (!match || match[3] !== RENDER_VERSION) return null;
  const view = photoViews.find((candidate) => candidate === match[1]);
  const format = view ? viewFormats[view].find((candidate) => candidate === match[4]) : undefined;
  const width = view ? viewWidths[view].find((candidate) => candidate === Number(match[2])) : undefined;
  return view && width && format ? { view, width, format } : null;
}
