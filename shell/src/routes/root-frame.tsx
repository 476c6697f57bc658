import { IconSprite } from '@storefront/ui';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { EngagementHostSlot } from '../features/engagement/engagement-host-slot';
import { NavigationProgress } from '../features/navigation-progress/navigation-progress';
import { markHydrated } from './hydration';

/**
 * Wraps every page: the icon sprite once, a bar along the top while the next page loads, scroll to top on page change
 * honouring hash anchors (ScrollRestoration), focus moved to the main landmark after client-side navigation, and the
 * engagement SDK's host once the page is interactive.
 */
export function RootFrame() {
  const location = useLocation();
  useEffect(markHydrated, []);
  useEffect(() => {
    if (location.hash) return;
    const main = document.getElementById('main-content');
    if (main && document.activeElement && document.activeElement !== document.body) main.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);
  return (
    <>
      <IconSprite />
      <NavigationProgress />
      <Outlet />
      <EngagementHostSlot />
      <ScrollRestoration />
    </>
  );
}
