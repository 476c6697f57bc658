import './banner-placement.css';

/** Props of {@link BannerPlacement}. */
export interface BannerPlacementProps {
  /** The engagement SDK's placement id (no whitespace, SPEC §5). */
  placementId: string;
}

/**
 * Where the engagement SDK's banner for a placement goes (SPEC §3 Banner: id, placementId, html). The element is
 * there from the start so the SDK can find it by its placement id; while it is empty it takes no space.
 */
export function BannerPlacement({ placementId }: BannerPlacementProps) {
  return <div className="sf-banner-placement" data-banner-placement={placementId} />;
}
