import '@storefront/ui/styles.css';
import { setActiveLocale, type RemoteName, type RemoteRouteLoader } from '@storefront/contracts';
import { loadPackageMessages, localeCodes, marketOfLocale, type LocaleCode } from '@storefront/i18n';
import { IconSprite } from '@storefront/ui';
import { Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Link, RouterProvider, createBrowserRouter, useParams, useSearchParams } from 'react-router';

interface HarnessOptions {
  remote: RemoteName;
  routes: Record<string, RemoteRouteLoader>;
}

/**
 * Renders a remote's pages without the shell: `/<route-id>?param=value&locale=fr-CA`.
 * The index lists every route id. Locale, router and message context are the same kinds the shell provides.
 */
export async function mountHarness({ remote, routes }: HarnessOptions): Promise<void> {
  const requested = new URLSearchParams(globalThis.location.search).get('locale');
  const locale: LocaleCode = localeCodes.find((code) => code === requested) ?? 'en-AU';
  setActiveLocale({ locale, market: marketOfLocale(locale), pathPrefix: null });
  const messages = await loadPackageMessages(locale === 'fr-CA' ? 'fr' : 'en');
  const pages = new Map<string, ComponentType<never>>(
    Object.entries(routes).map(([id, load]) => [id, lazy(load) as ComponentType<never>]),
  );

  function Index() {
    return (
      <main className="sf-container">
        <h1>{remote}</h1>
        <ul>
          {[...pages.keys()].map((id) => (
            <li key={id}>
              <Link to={`/${id}`}>{id}</Link>
            </li>
          ))}
        </ul>
      </main>
    );
  }

  function Page() {
    const { routeId = '' } = useParams();
    const [search] = useSearchParams();
    const Component = pages.get(routeId) as
      ComponentType<{ params: Record<string, string>; routeId: string }> | undefined;
    if (!Component) return <Index />;
    return (
      <main id="main-content" className="sf-main">
        <Suspense fallback={null}>
          <Component params={Object.fromEntries(search)} routeId={routeId} />
        </Suspense>
      </main>
    );
  }

  const router = createBrowserRouter([
    { path: '/', Component: Index },
    { path: '/:routeId', Component: Page },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(
    <IntlProvider locale={locale} defaultLocale="en-AU" messages={messages}>
      <IconSprite />
      <RouterProvider router={router} />
    </IntlProvider>,
  );
}
