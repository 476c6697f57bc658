import { useEffect } from 'react';
import { startEngagement } from '../../lib/engagement-sdk/engagement-runtime';

/**
 * The engagement SDK's host on every page: the shell mounts it once, after the page is interactive. It starts the SDK
 * (its code loads only now) and will hold what the SDK shows over the page (in-app messages).
 */
export default function EngagementHost() {
  useEffect(() => {
    void startEngagement();
  }, []);
  return null;
}
