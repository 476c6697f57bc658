import type { ReactEventHandler } from 'react';

/** A picture from the content service as the API answers it: an absolute URL, its alternative text and its size. */
export interface ContentPictureSource {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** Props of {@link ContentPicture}. */
export interface ContentPictureProps {
  image: ContentPictureSource;
  className?: string | undefined;
  /** Beside words that already say what it shows (a card's title in its link): no alternative text. */
  decorative?: boolean | undefined;
  /** Loads at once and first (a picture at the top of the page, its largest paint) rather than when scrolled near. */
  eager?: boolean | undefined;
  /** A picture that cannot load (the content service's file gone): the caller may leave it out. */
  onError?: ReactEventHandler<HTMLImageElement> | undefined;
}

/**
 * A content picture: its own width and height reserve its space (no layout shift), it scales to its box, decodes off
 * the main thread and loads when scrolled near unless `eager`.
 */
export function ContentPicture({ image, className, decorative = false, eager = false, onError }: ContentPictureProps) {
  return (
    <img
      className={className}
      src={image.url}
      alt={decorative ? '' : image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={onError}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
