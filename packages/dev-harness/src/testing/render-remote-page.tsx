import {
  isPageNotFoundError,
  setActiveLocale,
  type RemoteRouteLoader,
  type RemoteRouteProps,
} from '@storefront/contracts';
import { DataProvider, createQueryClient } from '@storefront/data';
import type { FakeApi, FakeRequest } from '@storefront/http/testing';
import { getLocaleSetting, type LocaleCode } from '@storefront/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { Suspense, createContext, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter, useRouteError } from 'react-router';
import { describeRequest, installFetchTable, type FetchTable } from './fetch-double';
import { resetSharedStores, seedSharedStores, type SharedStoresSeed } from './shared-stores';
import { sourceMessages, type AppName } from './source-messages';

/** Options of {@link renderRemotePage}. */
export interface RenderRemotePageOptions {
  /** Whose page or component this is: its own French catalogue joins the shared packages' in `fr-CA`. */
  app: AppName;
  /** The active locale (and so market, currency and language): `en-AU` unless told. */
  locale?: LocaleCode;
  /** The router's first address, query included: `/` unless told. */
  path?: string;
  /** The only network the page has; any request it does not name fails the test, with its method and URL. */
  fetch?: FetchTable;
  /** The shared stores as the shell's boot would have left them; every store is reset after the test. */
  stores?: SharedStoresSeed;
  /**
   * The data-layer client to render with: a fresh one unless told. Pass one render's `queryClient` to the next to
   * test what the page keeps across a visit (the shell keeps one client for the whole session); it is cleared after
   * the test.
   */
  queryClient?: QueryClient;
  /**
   * What the route shows when the page throws (the shell's tests pass its route error page): unless told, the
   * harness's own report, which fails the test.
   */
  errorBoundary?: ComponentType;
  /** Passed to Testing Library's `render` (`container`, `baseElement`...). */
  renderOptions?: Omit<RenderOptions, 'wrapper' | 'queries'>;
}

/** The memory router a page renders in: `router.state.location` is where the page navigated. */
export type HarnessRouter = ReturnType<typeof createMemoryRouter>;

/** Testing Library's result, plus what the page did outside the DOM. */
export interface RemotePageRender extends RenderResult {
  /** The page's router: `router.state.location.pathname` after a click shows where it went. */
  router: HarnessRouter;
  /** Every request the page made, oldest first (method, path, query, headers, parsed JSON body). */
  requests: FakeRequest[];
  /** This render's data-layer client: fresh for every render unless the `queryClient` option gave one. */
  queryClient: QueryClient;
}

interface ActiveRender {
  api: FakeApi;
  queryClient: QueryClient;
  problems: string[];
}

const active: ActiveRender[] = [];

/** What `rerender` hands the router's one route: the page, inside the providers the wrapper keeps. */
const PageContext = createContext<ReactNode>(null);

/** Marks the page as suspended (loading its messages or a chunk), for the awaited forms to wait on. */
const SUSPENDED = 'data-remote-page-suspended';

function Page() {
  return <Suspense fallback={<span hidden {...{ [SUSPENDED]: '' }} />}>{use(PageContext)}</Suspense>;
}

/** What the harness shows where the shell would show its 404 page: a page said its subject does not exist. */
export const PAGE_NOT_FOUND_TEXT = 'renderRemotePage: page not found (the shell shows its 404 page)';

function reportTo(problems: string[]) {
  return function PageThrew() {
    const error = useRouteError();
    const notFound = isPageNotFoundError(error);
    const message = error instanceof Error ? error.message : String(error);
    useEffect(() => {
      if (!notFound) problems.push(`the page threw: ${message}`);
    }, [message, notFound]);
    if (notFound) return <p role="alert">{PAGE_NOT_FOUND_TEXT}</p>;
    return <p role="alert">{`renderRemotePage: the page threw: ${message}`}</p>;
  };
}

/**
 * Renders a remote's page or component inside what the shell gives it at run time: a memory data router, the active
 * locale and market, the shared packages' and the app's messages, the data layer with a fresh client, the shared
 * stores (seeded, then reset after the test) and a fetch double (restored after the test). A request the table does
 * not answer, an error the page throws and a message that cannot be formatted each fail the test when it ends; a page
 * that says its subject does not exist (`PageNotFoundError` / `<PageNotFound />` of contracts) shows
 * {@link PAGE_NOT_FOUND_TEXT} where the shell would show its 404 page, and fails nothing.
 * @example
 * const { router, requests } = renderRemotePage(<StoreDetailRoute params={{ store: 'sydney' }} routeId="store-detail" />, {
 *   app: 'stores',
 *   locale: 'fr-CA',
 *   fetch: { 'GET /api/stores/:slug': buildStore() },
 * });
 */
export function renderRemotePage(ui: ReactNode, options: RenderRemotePageOptions): RemotePageRender {
  const { app, locale = 'en-AU', path = '/', fetch = {}, stores = {}, renderOptions = {} } = options;
  const queryClient = options.queryClient ?? createQueryClient();
  const setting = getLocaleSetting(locale);
  setActiveLocale({ locale, market: setting.market, pathPrefix: setting.pathPrefix });
  seedSharedStores(stores, locale);

  const api = installFetchTable(fetch);
  const problems: string[] = [];
  active.push({ api, queryClient, problems });

  const ErrorBoundary = options.errorBoundary ?? reportTo(problems);
  const router = createMemoryRouter([{ path: '*', Component: Page, ErrorBoundary }], {
    initialEntries: [path],
  });
  const messages = sourceMessages(locale, app);

  function Shell({ children }: { children: ReactNode }) {
    return (
      <IntlProvider
        locale={locale}
        defaultLocale="en-AU"
        messages={messages}
        onError={(error) => {
          // Untranslated ids are `npm run i18n:check`'s to find; anything else is a broken message or its values.
          if (error.code !== 'MISSING_TRANSLATION') problems.push(`react-intl: ${error.message}`);
        }}
      >
        <DataProvider client={queryClient}>
          <PageContext value={children}>
            <RouterProvider router={router} />
          </PageContext>
        </DataProvider>
      </IntlProvider>
    );
  }

  const result = render(ui, { ...renderOptions, wrapper: Shell });
  return { ...result, router, requests: api.requests, queryClient };
}

const SETTLE_TIMEOUT_MS = 5_000;

/** Renders inside an awaited `act`, so what the page suspends on (its remote's messages, lazy chunks) loads first. */
async function renderSettled(ui: ReactNode, options: RenderRemotePageOptions): Promise<RemotePageRender> {
  let result: RemotePageRender | undefined;
  await act(async () => {
    result = renderRemotePage(ui, options);
  });
  const rendered = result!;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (rendered.container.querySelector(`[${SUSPENDED}]`)) {
    if (Date.now() > deadline)
      throw new Error(`renderRemotePage: the page still suspends after ${SETTLE_TIMEOUT_MS} ms`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return rendered;
}

/**
 * Loads a page through its remote's `./routes` loader and renders it as the shell does: inside the remote's own
 * providers, with the route id and the parameters the shell's route table would hand it. Resolves once the remote's
 * messages and the page's chunks have loaded; requests the fetch table answers may have been answered by then.
 * @example await renderRemoteRoute(routes['store-detail'], { routeId: 'store-detail', params: { store: 'sydney' }, app: 'stores' })
 */
export async function renderRemoteRoute(
  load: RemoteRouteLoader,
  {
    routeId,
    params = {},
    resolution,
    ...options
  }: RenderRemotePageOptions & Partial<RemoteRouteProps> & { routeId: string },
): Promise<RemotePageRender> {
  const { default: Page } = await load();
  return renderSettled(<Page params={params} routeId={routeId} resolution={resolution} />, options);
}

/**
 * Renders a widget of a remote's `./widgets` as a host page does, with its props. Resolves once the remote's messages
 * and the widget's chunk have loaded.
 */
export async function renderRemoteWidget<P extends object>(
  Widget: ComponentType<P>,
  props: P,
  options: RenderRemotePageOptions,
): Promise<RemotePageRender> {
  return renderSettled(<Widget {...props} />, options);
}

/**
 * Unmounts every page, restores `fetch`, drops the data clients and resets the shared stores and the locale, then
 * fails with whatever went wrong unnoticed: unanswered requests, errors the pages threw, broken messages. Runs after
 * every test of a file that imports this module; exported for the harness's own tests.
 */
export function cleanupRemotePages(): void {
  cleanup();
  const problems: string[] = [];
  for (const render of active.splice(0).reverse()) {
    render.api.restore();
    render.queryClient.clear();
    problems.push(
      ...render.api.unmatched.map(
        (request) => `no fetch double for ${describeRequest(request)} (add it to the fetch option)`,
      ),
      ...render.problems,
    );
  }
  resetSharedStores();
  if (problems.length > 0) throw new Error(`renderRemotePage:\n- ${[...new Set(problems)].join('\n- ')}`);
}

if (typeof afterEach === 'function') afterEach(cleanupRemotePages);
