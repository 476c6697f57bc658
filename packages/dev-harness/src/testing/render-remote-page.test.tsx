import {
  getBagSummary,
  getSession,
  getWishlistItems,
  getWishlistOwner,
  useBagCount,
  useLocale,
  useMarket,
  useMyStore,
  useSession,
  PageNotFound,
  type RemoteRouteProps,
} from '@storefront/contracts';
import { createHttpClient } from '@storefront/http';
import { problemReply } from '@storefront/http/testing';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use, useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, defineMessages } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import * as v from 'valibot';
import {
  PAGE_NOT_FOUND_TEXT,
  cleanupRemotePages,
  renderRemotePage,
  renderRemoteRoute,
  renderRemoteWidget,
} from './render-remote-page';

const client = createHttpClient({ baseUrl: '/api', retryDelayMs: 0 });
const bagSchema = v.object({ count: v.number() });

const messages = defineMessages({
  // Ids from the shared packages' catalogue and the stores remote's own.
  close: { id: 'ui.dialog.close', defaultMessage: 'Close' },
  storesHome: { id: 'stores.breadcrumbs.home', defaultMessage: 'Home' },
});

function WhereAmI() {
  const locale = useLocale();
  const market = useMarket();
  return (
    <section aria-label="Where">
      <p>{`${locale} ${market}`}</p>
      <p>
        <FormattedMessage {...messages.close} />
      </p>
      <p>
        <FormattedMessage {...messages.storesHome} />
      </p>
      <p>
        <FormattedNumber value={1234.5} />
      </p>
    </section>
  );
}

function Bag() {
  const [answer, setAnswer] = useState('asking');
  useEffect(() => {
    client.get('/bag', { schema: bagSchema }).then(
      (bag) => setAnswer(`${bag.count} items`),
      () => setAnswer('failed'),
    );
  }, []);
  return <p>{answer}</p>;
}

/** Fails the test if the harness did not: its afterEach would throw where this test expects a throw. */
function expectCleanupToFail(message: string | RegExp) {
  expect(() => cleanupRemotePages()).toThrow(message);
}

describe('renderRemotePage', () => {
  it('sets the active locale and market, with the shared and the app’s French messages', () => {
    renderRemotePage(<WhereAmI />, { app: 'stores', locale: 'fr-CA' });
    const where = screen.getByRole('region', { name: 'Where' });
    expect(where).toHaveTextContent('fr-CA CA');
    expect(where).toHaveTextContent('Fermer');
    expect(where).toHaveTextContent('Accueil');
    expect(where).toHaveTextContent('1 234,5');
  });

  it('renders in Australian English unless told, from each message’s default text', () => {
    renderRemotePage(<WhereAmI />, { app: 'stores' });
    const where = screen.getByRole('region', { name: 'Where' });
    expect(where).toHaveTextContent('en-AU AU');
    expect(where).toHaveTextContent('Close');
    expect(where).toHaveTextContent('1,234.5');
  });

  it('puts the page in a memory router at the path given, and shows where a link led', async () => {
    function Search() {
      const [search] = useSearchParams();
      return (
        <>
          <h1>{`Results for ${search.get('q') ?? ''}`}</h1>
          <Link to="/p/pearl-studs">Pearl studs</Link>
        </>
      );
    }
    const { router } = renderRemotePage(<Search />, { app: 'catalogue', path: '/search?q=pearl' });
    expect(screen.getByRole('heading', { name: 'Results for pearl' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Pearl studs' }));
    expect(router.state.location.pathname).toBe('/p/pearl-studs');
  });

  it('answers the page’s requests from the fetch table and records them', async () => {
    const original = globalThis.fetch;
    const { requests } = renderRemotePage(<Bag />, { app: 'checkout', fetch: { 'GET /api/bag': { count: 2 } } });
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(requests).toMatchObject([{ method: 'GET', path: '/api/bag' }]);
    expect(globalThis.fetch).not.toBe(original);
    cleanupRemotePages();
    expect(globalThis.fetch).toBe(original);
  });

  it('lets a handler answer from the request, and a specific route win over the catch-all', async () => {
    renderRemotePage(<Bag />, {
      app: 'checkout',
      fetch: { '*': problemReply(503, 'DOWN'), 'GET /api/:resource': (request) => ({ count: request.path.length }) },
    });
    expect(await screen.findByText('8 items')).toBeInTheDocument();
  });

  it('fails the test with the method and address of a request nobody answered', async () => {
    function Search() {
      useEffect(() => void client.get('/search', { query: { q: 'ring' } }).catch(() => undefined), []);
      return null;
    }
    const { requests } = renderRemotePage(<Search />, { app: 'catalogue' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expectCleanupToFail('no fetch double for GET /api/search?q=ring');
  });

  it('refuses a fetch key that is not a method and a path', () => {
    expect(() => renderRemotePage(<Bag />, { app: 'checkout', fetch: { '/api/bag': {} } })).toThrow(
      'fetch key "/api/bag" is not "METHOD /path"',
    );
  });

  it('fails the test when the page throws, naming the error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('no product');
    }
    renderRemotePage(<Broken />, { app: 'catalogue' });
    expect(screen.getByRole('alert')).toHaveTextContent('the page threw: no product');
    expectCleanupToFail('the page threw: no product');
    jest.restoreAllMocks();
  });

  it('shows where the shell’s 404 page would be when the page says it does not exist, and fails nothing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRemotePage(<PageNotFound />, { app: 'engagement' });
    expect(screen.getByRole('alert')).toHaveTextContent(PAGE_NOT_FOUND_TEXT);
    expect(() => cleanupRemotePages()).not.toThrow();
    jest.restoreAllMocks();
  });

  it('seeds the shared stores and resets them after the test', () => {
    function Header() {
      const session = useSession();
      const store = useMyStore();
      return (
        <p>{`${session.status === 'member' ? session.member.firstName : 'guest'}, ${useBagCount()} in bag, ${store?.name ?? 'no store'}`}</p>
      );
    }
    renderRemotePage(<Header />, {
      app: 'account',
      locale: 'en-NZ',
      stores: {
        session: { customerId: 'c-1', firstName: 'Nikau', email: 'nikau@example.com', brillianceMember: true },
        bag: { itemCount: 2, subtotalCents: 150_000 },
        wishlist: { owner: 'member', productIds: ['p-1'] },
        myStore: { storeId: 'auckland', name: 'Auckland' },
      },
    });
    expect(screen.getByText('Nikau, 2 in bag, Auckland')).toBeInTheDocument();
    expect(getBagSummary().currency).toBe('NZD');
    expect(getWishlistOwner()).toBe('member');

    cleanupRemotePages();
    expect(getSession()).toEqual({ status: 'guest' });
    expect(getBagSummary()).toEqual({ itemCount: 0, subtotalCents: 0, currency: 'AUD' });
    expect(getWishlistOwner()).toBe('guest');
    expect(getWishlistItems()).toEqual([]);
  });

  it('keeps a guest’s wishlist in the browser, as a guest’s would be', () => {
    renderRemotePage(<p>Saved</p>, { app: 'catalogue', stores: { wishlist: { owner: 'guest', productIds: ['p-1'] } } });
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['p-1']);
    expect(localStorage.getItem('storefront:wishlist')).toContain('p-1');
  });

  it('gives every render a fresh data client, so no answer is cached from an earlier test', async () => {
    let asked = 0;
    function Count() {
      const query = useQuery({ queryKey: ['count'], queryFn: () => ++asked });
      return <p>{`asked ${query.data ?? 0}`}</p>;
    }
    const first = renderRemotePage(<Count />, { app: 'catalogue' });
    expect(await screen.findByText('asked 1')).toBeInTheDocument();
    cleanupRemotePages();
    const second = renderRemotePage(<Count />, { app: 'catalogue' });
    expect(await screen.findByText('asked 2')).toBeInTheDocument();
    expect(second.queryClient).not.toBe(first.queryClient);
  });

  it('renders with the data client it is given, so a second render reads what the first one cached', async () => {
    let asked = 0;
    function Count() {
      const query = useQuery({ queryKey: ['count'], queryFn: () => ++asked, staleTime: Infinity });
      return <p>{`asked ${query.data ?? 0}`}</p>;
    }
    const first = renderRemotePage(<Count />, { app: 'catalogue' });
    expect(await screen.findByText('asked 1')).toBeInTheDocument();
    first.unmount();
    const second = renderRemotePage(<Count />, { app: 'catalogue', queryClient: first.queryClient });
    expect(screen.getByText('asked 1')).toBeInTheDocument();
    expect(second.queryClient).toBe(first.queryClient);
    expect(asked).toBe(1);
  });

  it('keeps its providers when the page is rendered again with new props', () => {
    function Greeting({ name }: { name: string }) {
      return <p>{`${name} ${useLocale()}`}</p>;
    }
    const { rerender } = renderRemotePage(<Greeting name="Ava" />, { app: 'account', locale: 'en-CA' });
    rerender(<Greeting name="Liam" />);
    expect(screen.getByText('Liam en-CA')).toBeInTheDocument();
  });

  it('loads a page through its route loader and resolves once what it suspends on has loaded', async () => {
    const remoteMessages = new Promise<string>((resolve) => setTimeout(() => resolve('Magasin'), 20));
    function RemoteProviders({ children }: { children: ReactNode }) {
      return <section aria-label={use(remoteMessages)}>{children}</section>;
    }
    const load = async () => ({
      default: ({ params, routeId }: RemoteRouteProps) => (
        <RemoteProviders>
          <h1>{`${routeId} ${params.store ?? ''}`}</h1>
        </RemoteProviders>
      ),
    });
    await renderRemoteRoute(load, { routeId: 'store-detail', params: { store: 'sydney' }, app: 'stores' });
    expect(screen.getByRole('region', { name: 'Magasin' })).toContainElement(
      screen.getByRole('heading', { name: 'store-detail sydney' }),
    );
  });

  it('renders a widget with its host’s props once it has loaded', async () => {
    const chunk = new Promise<void>((resolve) => setTimeout(resolve, 20));
    function StorePicker({ purpose }: { purpose: string }) {
      use(chunk);
      return <button type="button">{`Choose a store for ${purpose}`}</button>;
    }
    await renderRemoteWidget(StorePicker, { purpose: 'my-store' }, { app: 'stores' });
    expect(screen.getByRole('button', { name: 'Choose a store for my-store' })).toBeInTheDocument();
  });
});
