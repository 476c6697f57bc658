import type { Ref } from 'react';
import './banner-placement.css';

/** Props of {@link BannerPlacement}. */
export interface BannerPlacementProps {
  /** The engagement SDK's placement id (no whitespace, SPEC §5). */
  placementId: string;
  /** The element the SDK's banner frame is put in. */
  ref?: Ref<HTMLDivElement>;
  /** The page's layout classes for the placement (its width, its gutters). */
  className?: string;
}

/**
 * Where the engagement SDK's banner for a placement goes (SPEC §3 Banner: id, placementId, html). The SDK fills it
 * (`insertBanner`); React never renders into it. While it is empty it takes no space.
 */
export function BannerPlacement({ placementId, ref, className }: BannerPlacementProps) {
  return (
    <div
      ref={ref}
      className={className ? `sf-banner-placement ${className}` : 'sf-banner-placement'}
      data-banner-placement={placementId}
    />
  );
}
