import { labelOf, metalByCode } from './catalogue-vocabulary';
import {
  photoFormats,
  photoMediaTypes,
  photoViews,
  productPhotoUrl,
  viewWidths,
  type PhotoView,
} from './product-photo-urls';
import { wornOn, type WornOn } from './product-photography';

/** One view of the product page's gallery (the shape of `productPhotoSchema` in `@storefront/api-schemas`). */
export interface ProductPhoto {
  metal: string;
  view: PhotoView;
  alt: string;
  sources: Array<{ type: 'image/avif' | 'image/webp'; srcset: Array<{ url: string; width: number }> }>;
}

const viewWords: Record<'front' | 'side', { en: string; fr: string }> = {
  front: { en: 'front view', fr: 'vue de face' },
  side: { en: 'side view', fr: 'vue de profil' },
};

const wornWords: Record<WornOn, { en: string; fr: string }> = {
  hand: { en: 'worn on the hand', fr: 'portée à la main' },
  wrist: { en: 'worn on the wrist', fr: 'porté au poignet' },
  neck: { en: 'worn at the neck', fr: 'porté au cou' },
  ear: { en: 'worn at the ear', fr: 'portée à l’oreille' },
  cuff: { en: 'worn at a shirt cuff', fr: 'porté à une manchette' },
};

/**
 * The product page's gallery: every view of every metal the product is sold in, front view first within a metal,
 * each with alternative text in the shopper's language and its AVIF and WebP files per width.
 */
export function productGallery(
  product: { id: string; kind: string; name: string; metals: readonly string[] },
  language: 'en' | 'fr',
): ProductPhoto[] {
  return product.metals.flatMap((metal) =>
    photoViews.map((view) => {
      const words = view === 'worn' ? wornWords[wornOn(product.kind)] : viewWords[view];
      return {
        metal,
        view,
        alt: `${product.name}, ${labelOf(metalByCode, metal, language)}, ${words[language]}`,
        sources: photoFormats.map((format) => ({
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
