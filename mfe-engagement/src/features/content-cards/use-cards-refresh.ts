import { useCallback, useEffect, useRef, useState } from 'react';
import type { EngagementSdk } from '../../lib/engagement-sdk/engagement-runtime';
import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import { CARDS_REFRESH_TIMEOUT_MS } from './content-cards-timings';

/** Where a refresh stands: none asked, waiting for the SDK's answer, or no answer in time (SPEC §8's message). */
export type CardsRefreshState = 'idle' | 'refreshing' | 'timed-out';

/**
 * Asks the SDK for the latest cards (`requestContentCardsRefresh`). The cards themselves arrive through the SDK's
 * subscription (the engagement store); this only follows the request: an answer ends it, none within
 * {@link CARDS_REFRESH_TIMEOUT_MS} times it out. A failed request is not an answer: the SDK retries it after its
 * back-off, so the shopper sees the time-out, not an error (logged only, SPEC §8).
 */
export function useCardsRefresh(sdk: EngagementSdk | null): { state: CardsRefreshState; refresh: () => void } {
  const [state, setState] = useState<CardsRefreshState>('idle');
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      attempt.current += 1;
      clearTimeout(timer.current);
    },
    [],
  );
  const refresh = useCallback(() => {
    if (sdk === null) return;
    const current = ++attempt.current;
    clearTimeout(timer.current);
    setState('refreshing');
    timer.current = setTimeout(() => {
      if (attempt.current === current) setState('timed-out');
    }, CARDS_REFRESH_TIMEOUT_MS);
    sdk.requestContentCardsRefresh(
      () => {
        if (attempt.current !== current) return;
        clearTimeout(timer.current);
        setState('idle');
      },
      () => engagementLog('the content cards refresh failed; the SDK tries again after its back-off'),
    );
  }, [sdk]);
  return { state, refresh };
}
