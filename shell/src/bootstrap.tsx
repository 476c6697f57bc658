import '@storefront/ui/styles.css';
import './shell.css';
import { setActiveLocale, type RemoteRegistry, type SiteConfig } from '@storefront/contracts';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import { startBuildPolling } from './features/build-watch/build-watch';
import { likelyNextRemotes, prefetchManifests } from './features/prefetch/prefetch-remotes';
import { bootLocale } from './lib/boot-locale';
import { loadMessages } from './lib/load-messages';
import { loadShopperState } from './lib/session-boot';
import { fetchRegistry, fetchSiteConfig } from './lib/platform-api';
import { defaultSiteConfig } from './lib/site-config-context';
import { registerFromRegistry } from './mf/remote-loader';
import { createRouteObjects } from './routes/create-router';

async function boot(): Promise<void> {
  const [config, registry] = await Promise.all([
    fetchSiteConfig().catch((): SiteConfig => defaultSiteConfig),
    fetchRegistry().catch((error: unknown): RemoteRegistry => {
      console.warn('[storefront] remote registry unavailable; remote areas will show their fallback', error);
      return { remotes: {} };
    }),
  ]);

  const decision = bootLocale({
    url: new URL(globalThis.location.href),
    cookieHeader: document.cookie,
    browserLanguages: navigator.languages,
    config,
  });
  if (decision.setCookie) document.cookie = decision.setCookie;
  if (decision.action === 'redirect') {
    globalThis.location.replace(decision.to);
    return;
  }

  setActiveLocale({ locale: decision.locale, market: decision.market, pathPrefix: decision.pathPrefix });
  document.documentElement.lang = decision.locale;
  registerFromRegistry(registry);
  if (!config.maintenance) void loadShopperState();
  const messages = await loadMessages(decision.locale);
  const router = config.maintenance ? null : createBrowserRouter(createRouteObjects());

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App locale={decision.locale} messages={messages} config={config} router={router} />);

  startBuildPolling();
  prefetchManifests(registry, likelyNextRemotes('shell'));
}

void boot();
