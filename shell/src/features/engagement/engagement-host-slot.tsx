import { engagementStarting, useSiteConfig } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { RemoteWidget } from '../../lib/remote-widget';

/** The performance mark set when the engagement host starts loading (read by scripts/bench-size.mjs). */
export const ENGAGEMENT_START_MARK = 'storefront:engagement-start';

/** The longest the engagement SDK waits for an idle moment once the page has loaded. */
export const ENGAGEMENT_IDLE_TIMEOUT_MS = 3000;

/** Resolves once the page has loaded and the main thread is idle: the first render and its data come first. */
export function afterInteractive(win: Window = window): Promise<void> {
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => win.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof win.requestIdleCallback === 'function') {
          win.requestIdleCallback(() => resolve(), { timeout: ENGAGEMENT_IDLE_TIMEOUT_MS });
        } else {
          win.setTimeout(resolve, 1);
        }
      }),
  );
}

/**
 * Mounts the engagement remote's host once per visit, after the page is interactive, when the edge configured an
 * engagement SDK (the `braze` integration). Without one, nothing of the engagement SDK loads.
 */
export function EngagementHostSlot() {
  const configured = useSiteConfig().engagement != null;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!configured) return;
    let live = true;
    void afterInteractive().then(() => {
      if (!live) return;
      // When the engagement SDK's code starts to load: bench:size reports what loads from here on apart.
      performance.mark(ENGAGEMENT_START_MARK);
      engagementStarting();
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [configured]);
  if (!configured || !ready) return null;
  return <RemoteWidget remote="engagement" name="EngagementHost" props={{}} fallback={null} />;
}
