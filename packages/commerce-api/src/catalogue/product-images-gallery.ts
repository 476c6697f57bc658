import { labelOf, metalByCode } from './catalogue-vocabulary';
import {
  photoMediaTypes,
  photoViews,
  productPhotoUrl,
  viewFormats,
  viewWidths,
  type PhotoView,
} from './product-photo-urls';

/** One view of the product page's gallery (the shape of `productPhotoSchema` in `@storefront/api-schemas`). */
export interface ProductPhoto {
  metal: string;
  view: PhotoView;
  alt: string;
  sources: Array<{ type: 'image/avif' | 'image/webp'; srcset: Array<{ url: string; width: number }> }>;
}

const viewWords: Record<PhotoView, { en: string; fr: string }> = {
  front: { en: 'front view', fr: 'vue de face' },
  side: { en: 'side view', fr: 'vue de profil' },
  detail: { en: 'close-up', fr: 'gros plan' },
};

/**
 * The product page's gallery: every view of every metal the product is sold in, front view first within a metal,
 * each with alternative text in the shopper's language and its files per width (AVIF and WebP for the front view,
 * WebP for the others).
 */
export function productGallery(
  product: { id: string; kind: string; name: string; metals: readonly string[] },
  language: 'en' | 'fr',
): ProductPhoto[] {
  return product.metals.flatMap((metal) =>
    photoViews.map((view) => {
      const words = viewWords[view];
      return {
        metal,
        view,
        alt: `${product.name}, ${labelOf(metalByCode, metal, language)}, ${words[language]}`,
        sources: viewFormats[view].map((format) => ({
          type: photoMediaTypes[format],
          srcset: viewWidths[view].map((width) => ({
            url: productPhotoUrl(product.id, metal, view, width, format),
            width,
          })),
        })),
      };
    }),
  );
}
