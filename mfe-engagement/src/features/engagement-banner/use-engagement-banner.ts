import type { Banner } from '@braze/web-sdk';
import { useSession } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { ensureBannersRefreshed, isValidPlacementId } from '../../lib/engagement-sdk/banner-refresh';
import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import { engagementSdk, type EngagementSdk } from '../../lib/engagement-sdk/engagement-runtime';
import { engagementStore, useEngagement } from '../../lib/engagement-sdk/engagement-store';

/** What a placement has to show: the running SDK and the banner it holds for the placement (not expired). */
export interface PlacementBanner {
  sdk: EngagementSdk;
  banner: Banner;
}

/**
 * The banner of a placement once the SDK is running and the placement's banners are refreshed for this session and
 * user (a sign-in asks again), or null: no SDK, an invalid id (logged), no banner, or an expired one.
 */
export function useEngagementBanner(placementId: string): PlacementBanner | null {
  const status = useEngagement((state) => state.status);
  const session = useSession();
  const user = session.status === 'member' ? session.member.customerId : null;
  const valid = isValidPlacementId(placementId);
  const [shown, setShown] = useState<PlacementBanner | null>(null);

  useEffect(() => {
    if (!valid) engagementLog('banner placement id refused: it must be non-empty with no whitespace', placementId);
  }, [valid, placementId]);

  useEffect(() => {
    setShown(null);
    if (!valid || status !== 'ready') return;
    let live = true;
    let unsubscribe = () => {};
    void (async () => {
      const sdk = await engagementSdk();
      if (sdk === null || !live) return;
      await ensureBannersRefreshed(sdk, placementId);
      if (!live) return;
      // getBanner, not the store's copy: the SDK answers null for an expired banner.
      const read = () => {
        const banner = sdk.getBanner(placementId);
        // The SDK builds a new Banner at each read: the same one (id and html) keeps what is on screen.
        setShown((current) =>
          current && banner && current.banner.id === banner.id && current.banner.html === banner.html
            ? current
            : banner
              ? { sdk, banner }
              : null,
        );
      };
      read();
      // Each banners update (a refresh's answer, a sign-in clearing them) reads the placement again.
      unsubscribe = engagementStore.subscribe((state, previous) => {
        if (state.banners !== previous.banners) read();
      });
    })();
    return () => {
      live = false;
      unsubscribe();
    };
  }, [valid, status, placementId, user]);

  return shown;
}
