import type { EngagementBannerWidgetProps } from '@storefront/contracts';
import { BannerPlacement } from '../../lib/banner-placement';

/** The engagement SDK's banner at a placement (the banners helper fills this in). */
export default function EngagementBanner({ placementId }: EngagementBannerWidgetProps) {
  return <BannerPlacement placementId={placementId} />;
}
