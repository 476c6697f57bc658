import { useSiteConfig } from '@storefront/contracts';
import { lazy, Suspense } from 'react';
import { useUnviewedCardsCount } from './unviewed-cards-count';

const EngagementUpdates = lazy(() => import(/* webpackChunkName: "engagement-updates" */ './engagement-updates'));

/**
 * The header's Updates, where the edge configured the engagement SDK: its code loads once the engagement remote has
 * announced its first count (the SDK starts after the page is interactive), so none of it is on the first render's path.
 */
export function EngagementUpdatesSlot() {
  const configured = useSiteConfig().engagement != null;
  const announced = useUnviewedCardsCount() !== null;
  if (!configured || !announced) return null;
  return (
    <Suspense fallback={null}>
      <EngagementUpdates />
    </Suspense>
  );
}
