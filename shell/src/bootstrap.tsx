import '@storefront/ui/styles.css';
import './shell.css';
import { navigateSafely, revealApp, setActiveLocale, siteConfigLoaded, yieldToBrowser } from '@storefront/contracts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { startBuildPolling } from './mf/build-watch';
import { likelyNextRemotes, prefetchManifests } from './features/prefetch/prefetch-remotes';
import { loadBootData } from './lib/boot-data';
import { bootLocale } from './lib/boot-locale';
import { loadMessages } from './lib/load-messages';
import { resetDataOnShopperChange } from './lib/data-cache-on-session';
import { warmUpIntl } from './lib/warm-up-intl';
import { keepMyStoreInSync } from './lib/my-store-sync';
import { loadShopperState } from './lib/session-boot';
import { registerFromRegistry, remoteAsked, startLoadingRemotePage } from './mf/remote-loader';
import { createRouteObjects } from './routes/create-router';
import { whenHydrated } from './routes/hydration';
import { remotePageForPath } from './routes/route-owner';

/** The longest the document's first view stays in place of the app (a remote is cut off after 4 s). */
const FIRST_VIEW_BACKSTOP_MS = 10_000;

async function boot(): Promise<void> {
  // Inlined into the document by the edge (no round trip); fetched only when the document does not carry it.
  const { config, registry } = await loadBootData();
  siteConfigLoaded(config);

  const decision = bootLocale({
    url: new URL(globalThis.location.href),
    cookieHeader: document.cookie,
    browserLanguages: navigator.languages,
    config,
  });
  if (decision.setCookie) document.cookie = decision.setCookie;
  if (decision.action === 'redirect') {
    // Checked again where it is written: a path here, or the configured Canadian origin for a French path elsewhere.
    const canada = config.marketOrigins.CA;
    navigateSafely(decision.to, { replace: true, fallback: '/', allowedOrigins: canada ? [canada] : [] });
    return;
  }

  setActiveLocale({ locale: decision.locale, market: decision.market, pathPrefix: decision.pathPrefix });
  document.documentElement.lang = decision.locale;
  // Everything the first page needs starts at once and loads side by side: the messages, the shopper state, and
  // the remote page the path shows (its manifest, entry and route chunk). The remote's modules run in a task after
  // the shell's first render: they ask for react-query, which the shell serves, and the header comes before it.
  const messages = loadMessages(decision.locale);
  registerFromRegistry(registry);
  const firstPage = config.maintenance ? undefined : remotePageForPath(globalThis.location.pathname);
  if (firstPage) {
    startLoadingRemotePage(
      firstPage.remote,
      firstPage.routeId,
      whenHydrated().then(() => yieldToBrowser()),
    );
  }
  // Once the boot knows who is shopping, a later change of shopper resets the data layer's answers, and My Store
  // follows the shopper (merged at sign-in, saved to a member's account, its hours kept to today).
  if (!config.maintenance) {
    void loadShopperState().then(() => {
      resetDataOnShopperChange();
      keepMyStoreInSync();
    });
  }
  await warmUpIntl(decision.locale);
  // The page's own locale data (main.ts warmed the document's language), then the router's start (matching the path
  // among every route of every locale) and the first render, each in tasks of their own.
  await yieldToBrowser();
  const router = config.maintenance ? null : createBrowserRouter(createRouteObjects());

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const appMessages = await messages;
  await yieldToBrowser();
  // A transition: React renders the first page in slices that yield to the browser (no long task for the whole
  // tree), while the edge's first view stays on screen until the app reveals itself.
  startTransition(() => {
    root.render(<App locale={decision.locale} messages={appMessages} config={config} router={router} />);
  });

  // The first page reveals the app itself once it has rendered (RemoteArea); this is the backstop for anything else.
  setTimeout(() => revealApp(), FIRST_VIEW_BACKSTOP_MS);
  startBuildPolling();
  // The remote this page shows is already loading: prefetch the one a shopper is likely to need next.
  prefetchManifests(registry, likelyNextRemotes(firstPage?.remote ?? 'shell'), document, undefined, remoteAsked);
}

void boot();
