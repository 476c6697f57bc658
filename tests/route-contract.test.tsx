/**
 * The route contract, checked once for every remote (issue 11): what the shell loads from each remote's `./routes` and
 * `./widgets` is checked as the shell checks it, and every page and widget renders inside what the shell gives it.
 * It lives at the root because it imports all five remotes: a package never imports an app, nor an app another.
 * What a page shows once its data arrives is tested beside that page, in its remote.
 */
import {
  checkRemoteRoutesModule,
  checkRemoteWidgetsModule,
  remoteRouteIds,
  remoteWidgetNames,
  type RemoteName,
  type RemoteRouteLoader,
  type RemotesWithWidgets,
} from '@storefront/contracts';
import { renderRemoteRoute, renderRemoteWidget } from '@storefront/dev-harness/testing';
import { pendingReply } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';

type RoutesModule = Record<string, unknown> & { routes: Record<string, RemoteRouteLoader> };
type WidgetsModule = Record<string, unknown> & { widgets: object };

const routesOf: Record<RemoteName, () => Promise<RoutesModule>> = {
  catalogue: () => import('../mfe-catalogue/src/exposes/routes'),
  checkout: () => import('../mfe-checkout/src/exposes/routes'),
  account: () => import('../mfe-account/src/exposes/routes'),
  stores: () => import('../mfe-stores/src/exposes/routes'),
  engagement: () => import('../mfe-engagement/src/exposes/routes'),
};

const widgetsOf: Record<RemotesWithWidgets, () => Promise<WidgetsModule>> = {
  catalogue: () => import('../mfe-catalogue/src/exposes/widgets'),
  stores: () => import('../mfe-stores/src/exposes/widgets'),
  engagement: () => import('../mfe-engagement/src/exposes/widgets'),
};

/** The parameters the shell's route table hands each page (shell/src/routes/route-table.ts), one example each. */
const routeParams: Partial<Record<string, Record<string, string>>> = {
  'product-list': { slug: 'engagement-rings' },
  product: { product: 'halcyon-oval-solitaire' },
  'order-details': { orderNo: '146619813017' },
  'care-plan': { orderNo: '146619813017', pcpIndex: '0' },
  'store-detail': { store: 'sydney-westfield-sydney' },
  'content-page': { slug: 'customer-service/delivery' },
  'connected-content': { slug: 'engagement-ring-guide' },
  article: { article: 'choosing-a-diamond' },
};

/** Widget props a host must give (the contract's required ones). */
const widgetProps: Partial<Record<string, Record<string, unknown>>> = {
  SearchBox: { query: '', onQueryChange: () => undefined },
  InStoreStock: { sku: '18006445-PT' },
  StorePicker: { purpose: 'click-and-collect' },
};

const locales: LocaleCode[] = ['en-AU', 'fr-CA'];

/** Every request stays unanswered: each page is seen in the state it shows while its data loads. */
const loading = { '*': pendingReply };

/** Rendered, no longer suspended (the remote's messages and the chunks have loaded), and showing something. */
function expectShown(container: HTMLElement) {
  expect(container).not.toBeEmptyDOMElement();
  expect(screen.queryByText(/renderRemotePage: the page threw/)).not.toBeInTheDocument();
}

/** A page names itself in one level-1 heading, or says what it is loading (the product page, until it has a name). */
function expectTitledOrLoading() {
  const headings = screen.queryAllByRole('heading', { level: 1 });
  const loading = screen.queryAllByRole('status').filter((status) => status.textContent !== '');
  expect(headings.length).toBeLessThanOrEqual(1);
  expect([...headings, ...loading]).not.toHaveLength(0);
}

describe.each(Object.keys(routesOf) as RemoteName[])('the %s remote’s ./routes', (remote) => {
  it('satisfies the route contract as the shell checks it, with every route id', async () => {
    const result = checkRemoteRoutesModule(remote, await routesOf[remote]());
    expect(result).toEqual({ ok: true, module: expect.anything() });
  });

  describe.each(locales)('in %s', (locale) => {
    it.each([...remoteRouteIds[remote]])(
      'loads %s as a page that renders inside what the shell gives it',
      async (id) => {
        const { routes } = await routesOf[remote]();
        const { container } = await renderRemoteRoute(routes[id]!, {
          routeId: id,
          params: routeParams[id] ?? {},
          app: remote,
          locale,
          fetch: loading,
        });
        expectShown(container);
        expectTitledOrLoading();
      },
    );
  });
});

describe.each(Object.keys(widgetsOf) as RemotesWithWidgets[])('the %s remote’s ./widgets', (remote) => {
  it('satisfies the widget contract as the shell checks it, with every widget', async () => {
    const result = checkRemoteWidgetsModule(remote, await widgetsOf[remote]());
    expect(result).toEqual({ ok: true, module: expect.anything() });
  });

  it.each([...remoteWidgetNames[remote]])('renders %s inside what a host page gives it', async (name) => {
    const { widgets } = await widgetsOf[remote]();
    const Widget = (widgets as Record<string, ComponentType<Record<string, unknown>>>)[name]!;
    const { container } = await renderRemoteWidget(Widget, widgetProps[name] ?? {}, { app: remote, fetch: loading });
    expectShown(container);
  });
});
