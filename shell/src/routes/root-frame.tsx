import { IconSprite } from '@storefront/ui';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { markHydrated } from './hydration';

/**
 * Wraps every page: the icon sprite once, scroll to top on page change honouring hash anchors
 * (ScrollRestoration), and focus moved to the main landmark after client-side navigation.
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
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
