import { useEffect } from 'react';
import { startEngagement } from '../../lib/engagement-sdk/engagement-runtime';

/**
 * The engagement SDK's host on every page: the shell mounts it once, after the page is interactive. It starts the SDK
 * (its code loads only now); the in-app message host beside it (features/in-app-messages, composed with it in the
 * `EngagementHost` widget) shows what the SDK triggers over the page.
 */
export default function EngagementHost() {
  useEffect(() => {
    void startEngagement();
  }, []);
  return null;
}
