import { loadRemote } from '@module-federation/enhanced/runtime';
import { getSession, getWishlistOwner, type MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { pendingReply, problemReply } from '@storefront/http/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from './site-header';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };
const guestBag = { itemCount: 0, subtotalCents: 0, totalCents: 0, currency: 'AUD' };

describe('the site header', () => {
  beforeEach(() => loadRemoteMock.mockReturnValue(new Promise(() => undefined)));

  it('offers a guest to sign in, and counts the pieces on the wishlist like the bag', () => {
    renderRemotePage(<SiteHeader />, {
      app: 'shell',
      stores: { wishlist: { owner: 'guest', productIds: ['p-1', 'p-2'] }, bag: { itemCount: 1 } },
    });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my-account/login');
    expect(within(banner).getByRole('link', { name: 'Wishlist, 2 pieces' })).toHaveAttribute('href', '/wishlist');
    expect(within(banner).getByRole('link', { name: 'Bag, 1 item' })).toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: /Hi,/ })).not.toBeInTheDocument();
  });

  it('brings a guest who signs in from the header back to the page they were on', () => {
    renderRemotePage(<SiteHeader />, { app: 'shell', locale: 'fr-CA', path: '/fr/p/aurora-ring?size=M' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/my-account/login?returnTo=%2Ffr%2Fp%2Faurora-ring%3Fsize%3DM',
    );
  });

  it('shows the query of the search results it is on, and follows it to the next results and Back', async () => {
    const { router } = renderRemotePage(<SiteHeader />, { app: 'shell', path: '/search?q=sapphire%20ring' });
    const box = within(screen.getByRole('banner')).getByRole('searchbox', { name: 'Search jewellery' });
    expect(box).toHaveValue('sapphire ring');

    await act(() => router.navigate('/search?q=opal&sort=price-asc'));
    expect(box).toHaveValue('opal');
    await act(() => router.navigate(-1));
    expect(box).toHaveValue('sapphire ring');
  });

  it('shows the French search page’s query under the French prefix', () => {
    renderRemotePage(<SiteHeader />, { app: 'shell', locale: 'fr-CA', path: '/fr/search?q=bague%20%C3%A9meraude' });
    expect(screen.getByRole('searchbox', { name: 'Rechercher des bijoux' })).toHaveValue('bague émeraude');
  });

  it('takes no query from another page’s address', () => {
    renderRemotePage(<SiteHeader />, { app: 'shell', path: '/stores?q=melbourne' });
    expect(screen.getByRole('searchbox', { name: 'Search jewellery' })).toHaveValue('');
  });

  it('greets a member by first name with a keyboard menu: my account, orders, wishlist and sign out', async () => {
    renderRemotePage(<SiteHeader />, {
      app: 'shell',
      stores: { session: ava, wishlist: { owner: 'member', productIds: ['p-1'] } },
    });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Wishlist, 1 piece' })).toBeInTheDocument();
    const button = within(banner).getByRole('button', { name: 'Hi, Ava' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(banner).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();

    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(banner).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
    expect(within(banner).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/my-account/order-history');
    expect(within(banner).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/my-account/wishlist');
    await userEvent.tab();
    expect(within(banner).getByRole('link', { name: 'My account' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('puts the categories in the menu drawer as sections above the main links, and keeps the main links', async () => {
    const navigation = {
      categories: [
        {
          id: 'earrings',
          name: 'Earrings',
          path: 'earrings',
          productCount: 180,
          featured: null,
          children: [{ id: 'stud-earrings', name: 'Studs', path: 'earrings/studs', productCount: 60 }],
        },
      ],
      more: [],
    };
    renderRemotePage(<SiteHeader />, { app: 'shell', fetch: { 'GET /api/navigation': navigation } });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const categories = await within(drawer).findByRole('navigation', { name: 'Shop by category' });
    await userEvent.click(await within(categories).findByRole('button', { name: 'Earrings' }));
    expect(within(categories).getByRole('link', { name: 'Studs' })).toHaveAttribute('href', '/earrings/studs');
    const main = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(categories.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const name of ['Shop all', 'Design your ring', 'Brilliance', 'Finance options', 'Journal', 'Stores']) {
      expect(within(main).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('greets a member in French', () => {
    renderRemotePage(<SiteHeader />, { app: 'shell', locale: 'fr-CA', path: '/fr', stores: { session: ava } });
    expect(screen.getByRole('button', { name: 'Bonjour, Ava' })).toBeInTheDocument();
  });

  it('signs out through the API, then goes home as a guest with this browser’s list and an empty bag', async () => {
    const { router, requests } = renderRemotePage(<SiteHeader />, {
      app: 'shell',
      path: '/my-account/wishlist',
      stores: { session: ava, wishlist: { owner: 'member', productIds: ['p-1'] }, bag: { itemCount: 2 } },
      fetch: { 'POST /api/identity/logout': { signedIn: false }, 'GET /api/bag/summary': guestBag },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hi, Ava' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(getSession().status).toBe('guest'));
    expect(router.state.location.pathname).toBe('/');
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/identity/logout',
      'GET /api/bag/summary',
    ]);
    expect(getWishlistOwner()).toBe('guest');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bag, empty' })).toBeInTheDocument();
  });

  it('sends one sign-out however often it is pressed while on its way', async () => {
    const { requests } = renderRemotePage(<SiteHeader />, {
      app: 'shell',
      stores: { session: ava },
      fetch: { 'POST /api/identity/logout': pendingReply },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hi, Ava' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Sign out' }));
    expect(requests.filter((request) => request.path === '/api/identity/logout')).toHaveLength(1);
  });

  it('keeps the member signed in and says so when the API cannot sign them out', async () => {
    renderRemotePage(<SiteHeader />, {
      app: 'shell',
      stores: { session: ava },
      fetch: { 'POST /api/identity/logout': problemReply(500, 'INTERNAL') },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Hi, Ava' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t sign you out.');
    expect(getSession().status).toBe('member');
  });
});
