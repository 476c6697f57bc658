import { engagementStarting, useSiteConfig } from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { RemoteWidget } from '../../lib/remote-widget';

/** The performance mark set when the engagement host starts loading (read by scripts/bench-size.mjs). */
export const ENGAGEMENT_START_MARK = 'storefront:engagement-start';

/** How long after the page has loaded the engagement SDK starts when the shopper has not interacted yet. */
export const ENGAGEMENT_QUIET_DELAY_MS = 3000;
/** The longest it then waits for an idle moment. */
export const ENGAGEMENT_IDLE_TIMEOUT_MS = 2000;
/** What counts as the shopper's first interaction: any of these starts the SDK at once. */
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Resolves when the engagement SDK may start: at the shopper's first interaction with the page (a press, a key, a
 * touch, a scroll), or when the page has loaded and then stayed quiet for a while (3 s, then an idle moment). The
 * first render, its data and the page's own start come first, and the SDK's start (its code, storage and first
 * requests: about 100 ms of main thread on a phone) never lands among them.
 */
export function whenEngagementMayStart(win: Window = window): Promise<void> {
  return new Promise<void>((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      for (const type of FIRST_INTERACTION_EVENTS) win.removeEventListener(type, finish, true);
      resolve();
    };
    for (const type of FIRST_INTERACTION_EVENTS) win.addEventListener(type, finish, { capture: true, passive: true });
    const quietThenIdle = () =>
      win.setTimeout(() => {
        if (typeof win.requestIdleCallback === 'function') {
          win.requestIdleCallback(finish, { timeout: ENGAGEMENT_IDLE_TIMEOUT_MS });
        } else {
          finish();
        }
      }, ENGAGEMENT_QUIET_DELAY_MS);
    if (win.document.readyState === 'complete') quietThenIdle();
    else win.addEventListener('load', quietThenIdle, { once: true });
  });
}

/**
 * Mounts the engagement remote's host once per visit, at the first interaction or after a quiet while, when the edge
 * configured an engagement SDK (the `braze` integration). Without one, nothing of the engagement SDK loads.
 */
export function EngagementHostSlot() {
  const configured = useSiteConfig().engagement != null;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!configured) return;
    let live = true;
    void whenEngagementMayStart().then(() => {
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
