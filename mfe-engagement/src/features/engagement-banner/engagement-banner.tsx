import type { EngagementBannerWidgetProps } from '@storefront/contracts';
import { useSiteConfig } from '@storefront/contracts';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { BannerPlacement } from '../../lib/banner-placement';
import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import { whenOnScreen } from '../../lib/when-on-screen';
import { engagementBannerMessages as messages } from './engagement-banner-messages';
import { useEngagementBanner } from './use-engagement-banner';

/** Props of {@link EngagementBanner}: the widget's, and the layout classes a page of this remote gives it. */
export interface EngagementBannerProps extends EngagementBannerWidgetProps {
  className?: string;
}

/** The attribute `insertBanner` marks its frame with: the id of the subscription that redraws it. */
const SUBSCRIPTION_ATTRIBUTE = 'data-update-subscription-id';
/** The title the SDK gives a frame before its document has loaded. */
const SDK_PLACEHOLDER_TITLE = 'Banner';

/**
 * The engagement SDK's banner at a placement (SPEC §3 Banner, §4: refreshed once per session per user): the SDK draws
 * it in a frame (`insertBanner`, which needs user-supplied script to be allowed: otherwise it is logged and nothing
 * shows); its impression is logged once it is on screen, its clicks by the banner itself (`brazeBridge.logClick`).
 * A control banner is logged as seen and never drawn; an expired banner, or none, shows nothing and takes no space.
 */
export default function EngagementBanner({ placementId, className }: EngagementBannerProps) {
  const intl = useIntl();
  const shown = useEngagementBanner(placementId);
  const allowScript = useSiteConfig().engagement?.allowUserSuppliedJavascript ?? false;
  const placement = useRef<HTMLDivElement>(null);
  const fallbackTitle = intl.formatMessage(messages.fallbackTitle);

  useEffect(() => {
    const element = placement.current;
    if (shown === null || element === null) return;
    const { sdk, banner } = shown;
    if (banner.isControl) {
      // A control group's banner: counted as seen, so the campaign can compare, and never drawn.
      sdk.logBannerImpressions([placementId]);
      return;
    }
    if (!allowScript) {
      engagementLog('banner not shown: user-supplied script is not allowed here', placementId);
      return;
    }
    sdk.insertBanner(banner, element);
    const frame = element.querySelector('iframe');
    if (frame === null) return;

    let stopWatching = () => {};
    const loaded = () => {
      // The SDK titles the frame with its document's title: a banner without one still gets a name.
      if (!frame.title.trim() || frame.title === SDK_PLACEHOLDER_TITLE) frame.title = fallbackTitle;
      // A banner that does not say its height (brazeBridge.setBannerHeight) gets its document's.
      if (!frame.style.height) {
        const height = frame.contentDocument?.documentElement.scrollHeight ?? 0;
        if (height > 0) frame.style.height = `${height}px`;
      }
      // The SDK logs one impression per banner per session, however often this is said.
      stopWatching = whenOnScreen(frame, () => sdk.logBannerImpressions([placementId]));
    };
    frame.addEventListener('load', loaded);

    return () => {
      frame.removeEventListener('load', loaded);
      stopWatching();
      const subscription = frame.getAttribute(SUBSCRIPTION_ATTRIBUTE);
      if (subscription) sdk.removeSubscription(subscription);
      element.replaceChildren();
    };
  }, [shown, allowScript, placementId, fallbackTitle]);

  return <BannerPlacement ref={placement} placementId={placementId} className={className} />;
}
