import type { CSSProperties } from 'react';
import { classNames } from '../class-names';

/** Props of {@link Skeleton}: give `width` plus either `height` or `aspectRatio`, matching what will load. */
export type SkeletonProps = {
  /** Pixels or any CSS length (`'100%'`, `'12ch'`). */
  width: number | string;
  height?: number | string;
  /** For fluid media: `'1 / 1'` for a product tile image, `'4 / 5'` for a portrait. */
  aspectRatio?: string;
  /** `text` rounds like a line of text, `circle` for avatars and swatches, `rect` for images. */
  shape?: 'rect' | 'text' | 'circle';
  className?: string;
};

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A decorative placeholder with fixed dimensions, so the layout does not shift when content arrives.
 * Hidden from assistive technology: announce loading once for the region (a `Spinner`, or `aria-busy`).
 * @example <Skeleton width="100%" aspectRatio="1 / 1" />
 */
export function Skeleton({ width, height, aspectRatio, shape = 'rect', className }: SkeletonProps) {
  const style: CSSProperties = { width: toLength(width) };
  if (height !== undefined) style.height = toLength(height);
  if (aspectRatio !== undefined) style.aspectRatio = aspectRatio;
  return (
    <span className={classNames('sf-skeleton', `sf-skeleton--${shape}`, className)} style={style} aria-hidden="true" />
  );
}
