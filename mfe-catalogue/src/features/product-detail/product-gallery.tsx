import type { ProductDetailData, ProductPhoto } from '@storefront/api-schemas';
import { Dialog } from '@storefront/ui';
import { useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { productDetailMessages as messages } from './product-detail-messages';

/** The main image's intrinsic size: the box is square at every width, so it never shifts the page. */
const MAIN_SIZE = 960;
const THUMB_SIZE = 96;
/** The main picture's displayed width: the full column on a phone, half the page beside the buy box from 980px. */
const MAIN_SIZES = '(min-width: 980px) 50vw, 100vw';
/** While magnified (twice as large), the browser picks the file for twice the width. */
const MAGNIFIED_SIZES = '(min-width: 980px) 100vw, 200vw';
const THUMB_SIZES = `${THUMB_SIZE}px`;

interface ProductGalleryProps {
  name: string;
  /** Every view of every metal (the API's gallery); the views of the chosen metal are shown. */
  gallery: ProductDetailData['gallery'];
  /** One image per metal: shown when the API sends no gallery. */
  images: ProductDetailData['images'];
  /** The chosen metal: its front view is shown until the shopper picks another thumbnail. */
  metal: string;
}

/** A view as the gallery draws it: its files per format, and the largest file for the full-screen zoom. */
interface GalleryView {
  key: string;
  alt: string;
  sources: ProductPhoto['sources'];
  /** The `<img>` fallback and the zoom's file. */
  src: string;
  largest: string;
}

function viewsOf(gallery: ProductGalleryProps['gallery'], images: ProductGalleryProps['images'], metal: string) {
  const forMetal = gallery.filter((photo) => photo.metal === metal);
  const photos = forMetal.length > 0 ? forMetal : gallery.filter((photo) => photo.metal === gallery[0]?.metal);
  if (photos.length === 0) {
    const image = images.find((candidate) => candidate.metal === metal) ?? images[0];
    return image ? [{ key: image.url, alt: image.alt, sources: [], src: image.url, largest: image.url }] : [];
  }
  return photos.map((photo): GalleryView => {
    const fallback = photo.sources[photo.sources.length - 1]?.srcset ?? [];
    const byWidth = [...fallback].sort((a, b) => a.width - b.width);
    return {
      key: `${photo.metal}/${photo.view}`,
      alt: photo.alt,
      sources: photo.sources,
      // the middle width: what a browser without srcset shows at about the box's size
      src: byWidth[Math.floor(byWidth.length / 2)]?.url ?? '',
      largest: byWidth[byWidth.length - 1]?.url ?? '',
    };
  });
}

const srcsetOf = (source: ProductPhoto['sources'][number]) =>
  source.srcset.map((file) => `${file.url} ${file.width}w`).join(', ');

/** One view as `<picture>`: its sources best format first (WebP today), each with its files per width, and `sizes` for the box it fills. */
function Picture({
  view,
  sizes,
  alt,
  size,
  priority,
  className,
}: {
  view: GalleryView;
  sizes: string;
  alt: string;
  size: number;
  priority: boolean;
  className?: string;
}) {
  return (
    <picture>
      {view.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcsetOf(source)} sizes={sizes} />
      ))}
      <img
        src={view.src}
        alt={alt}
        width={size}
        height={size}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * The product's photography: the chosen metal's views (front, side, close-up) with thumbnails that switch the view. The
 * main picture is the page's largest paint: the front view eager at high priority, with explicit dimensions; the
 * thumbnails load lazily. Zoom: with a mouse, hovering magnifies the picture under the pointer; a click, a tap or the
 * keyboard opens it full screen, where it can be magnified (the button, or pinching on a phone) and scrolled; Escape
 * closes it.
 */
export function ProductGallery({ name, gallery, images, metal }: ProductGalleryProps) {
  const intl = useIntl();
  // The view picked for a metal; choosing another metal shows that metal's front view again.
  const [picked, setPicked] = useState<{ forMetal: string; key: string } | null>(null);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [magnified, setMagnified] = useState(false);
  const [lens, setLens] = useState<{ x: number; y: number } | null>(null);
  const views = viewsOf(gallery, images, metal);
  const shownIndex = Math.max(0, picked?.forMetal === metal ? views.findIndex((view) => view.key === picked.key) : 0);
  const shown = views[shownIndex];

  // Mouse events only: a finger's tap opens the full-screen picture (its emulated mouse move is undone on click).
  const onMouseMove = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setLens({
      x: Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100)),
    });
  };

  return (
    <section className="sf-pdp-gallery" aria-label={intl.formatMessage(messages.galleryLabel, { name })}>
      <div className="sf-pdp-gallery__main">
        {shown ? (
          <button
            type="button"
            className="sf-pdp-gallery__zoom"
            aria-label={intl.formatMessage(messages.zoomImage, { alt: shown.alt })}
            aria-haspopup="dialog"
            onClick={() => {
              setLens(null);
              setMagnified(false);
              setZoomOpen(true);
            }}
            onMouseMove={onMouseMove}
            onMouseLeave={() => setLens(null)}
            data-magnified={lens ? '' : undefined}
          >
            <span
              className="sf-pdp-gallery__frame"
              style={lens ? { transformOrigin: `${lens.x}% ${lens.y}%` } : undefined}
            >
              <Picture
                key={shown.key}
                view={shown}
                sizes={lens ? MAGNIFIED_SIZES : MAIN_SIZES}
                alt={shown.alt}
                size={MAIN_SIZE}
                priority={shownIndex === 0}
                className="sf-pdp-gallery__image"
              />
            </span>
          </button>
        ) : null}
      </div>
      {views.length > 1 ? (
        <ul className="sf-pdp-gallery__thumbs">
          {views.map((view) => (
            <li key={view.key}>
              <button
                type="button"
                className="sf-pdp-gallery__thumb"
                aria-pressed={view.key === shown?.key}
                aria-label={intl.formatMessage(messages.showImage, { alt: view.alt })}
                onClick={() => setPicked({ forMetal: metal, key: view.key })}
              >
                <Picture view={view} sizes={THUMB_SIZES} alt="" size={THUMB_SIZE} priority={false} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <Dialog open={zoomOpen} onClose={() => setZoomOpen(false)} title={shown.alt} size="lg" className="sf-pdp-zoom">
          <div className="sf-pdp-zoom__controls">
            <button
              type="button"
              className="sf-pdp-zoom__magnify"
              aria-pressed={magnified}
              onClick={() => setMagnified((value) => !value)}
            >
              {intl.formatMessage(magnified ? messages.zoomOut : messages.zoomIn)}
            </button>
          </div>
          <div
            className="sf-pdp-zoom__viewport"
            // A scrollable region must take focus so the arrow keys scroll it (axe: scrollable-region-focusable);
            // on a phone, pinch and pan.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="group"
            aria-label={intl.formatMessage(messages.zoomViewport)}
            data-magnified={magnified ? '' : undefined}
          >
            <img src={shown.largest} alt={shown.alt} width={1200} height={1200} className="sf-pdp-zoom__image" />
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
