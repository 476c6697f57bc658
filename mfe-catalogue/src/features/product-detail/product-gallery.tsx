import type { ProductDetailData } from '@storefront/api-schemas';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { productDetailMessages as messages } from './product-detail-messages';

/** The main image's intrinsic size: the box is square at every width, so it never shifts the page. */
const MAIN_SIZE = 960;
const THUMB_SIZE = 96;

interface ProductGalleryProps {
  name: string;
  images: ProductDetailData['images'];
  /** The chosen metal: its image is shown until the shopper picks another thumbnail. */
  metal: string;
}

/**
 * The product's images (one per metal). The main image is the page's largest paint: loaded eagerly at high priority
 * with explicit dimensions. Thumbnails are buttons that show their image.
 */
export function ProductGallery({ name, images, metal }: ProductGalleryProps) {
  const intl = useIntl();
  // The thumbnail picked for a metal; choosing another metal shows that metal's image again.
  const [picked, setPicked] = useState<{ forMetal: string; url: string } | null>(null);
  const metalImage = images.find((image) => image.metal === metal) ?? images[0];
  const shown =
    (picked?.forMetal === metal ? images.find((image) => image.url === picked.url) : undefined) ?? metalImage;
  return (
    <section className="sf-pdp-gallery" aria-label={intl.formatMessage(messages.galleryLabel, { name })}>
      <div className="sf-pdp-gallery__main">
        {shown ? (
          <img
            key={shown.url}
            src={shown.url}
            alt={shown.alt}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="sf-pdp-gallery__image"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="sf-pdp-gallery__thumbs">
          {images.map((image) => (
            <li key={image.url}>
              <button
                type="button"
                className="sf-pdp-gallery__thumb"
                aria-pressed={image.url === shown?.url}
                aria-label={intl.formatMessage(messages.showImage, { alt: image.alt })}
                onClick={() => setPicked({ forMetal: metal, url: image.url })}
              >
                <img src={image.url} alt="" width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
