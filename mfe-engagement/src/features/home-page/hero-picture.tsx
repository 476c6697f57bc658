import type { BreakpointImage, ContentImage } from '@storefront/api-schemas';

/** Props of {@link HeroPicture}. */
export interface HeroPictureProps {
  /** One picture per breakpoint, narrowest first, as the page answer has them. */
  images: readonly BreakpointImage[];
  /** The section's single picture, for content that has no breakpoint pictures. */
  fallback: ContentImage | null;
}

const dimensions = (image: ContentImage) => ({
  width: image.width ?? undefined,
  height: image.height ?? undefined,
});

/**
 * The hero's picture: the narrowest breakpoint's in the `<img>`, each wider one as a `<source>` for its
 * `min-width`, every one with its own width and height (so the browser reserves the right shape before it loads). It
 * is the page's largest paint: fetched first, never lazily.
 */
export function HeroPicture({ images, fallback }: HeroPictureProps) {
  const [narrowest, ...wider] = images;
  const base = narrowest?.image ?? fallback;
  if (!base) return null;
  return (
    <picture className="sf-home-hero__picture">
      {[...wider].reverse().map(({ minWidth, image }) => (
        <source key={minWidth} media={`(min-width: ${minWidth}px)`} srcSet={image.url} {...dimensions(image)} />
      ))}
      <img className="sf-home-hero__image" src={base.url} alt={base.alt} {...dimensions(base)} fetchPriority="high" />
    </picture>
  );
}
