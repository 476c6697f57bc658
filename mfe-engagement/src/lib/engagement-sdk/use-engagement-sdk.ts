import { useEffect, useState } from 'react';
import { onEngagementStarted, type EngagementSdk } from './engagement-runtime';

/** The running engagement SDK for a widget's actions (log a view, a click, a dismissal; refresh), once it has started. */
export function useEngagementSdk(): EngagementSdk | null {
  const [sdk, setSdk] = useState<EngagementSdk | null>(null);
  useEffect(() => {
    const stop = onEngagementStarted((started) => setSdk(started));
    return () => {
      stop();
    };
  }, []);
  return sdk;
}
