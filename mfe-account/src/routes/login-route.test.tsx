import {
  getBagSummary,
  getSession,
  getWishlistItems,
  getWishlistOwner,
  type MemberSummary,
} from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { pendingReply, problemReply } from '@storefront/http/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import LoginRoute from './login-route';

/** The sign-in page at its address; elsewhere, where the page sent the shopper (the harness has one route). */
function SignInPage() {
  const { pathname, search } = useLocation();
  return pathname.endsWith('/my-account/login') ? <LoginRoute /> : <p>{`Now at ${pathname}${search}`}</p>;
}

const guestSession = { 'GET /api/identity/session': { signedIn: false } };
const ava = {
  id: 'c-ava',
  firstName: 'Ava',
  lastName: 'Nguyen',
  email: 'ava.member@example.com',
  market: 'AU',
  brillianceNumber: 'B-100',
};
const avaInStore: MemberSummary = {
  customerId: 'c-ava',
  firstName: 'Ava',
  email: 'ava.member@example.com',
  brillianceMember: true,
};

function wishlistItem(productId: string) {
  return {
    productId,
    sku: null,
    name: `Piece ${productId}`,
    slug: productId,
    metal: null,
    imageUrl: null,
    online: true,
    price: null,
    addedAt: '2026-11-01T10:00:00.000Z',
  };
}

/** The form shows once the API said the shopper is a guest. */
async function formShown() {
  await screen.findByRole('textbox', { name: /Email address/ });
}

async function signInAs(email: string, password: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('asks for a valid email and a password before signing in, with ways to recover or register', async () => {
    const { requests } = renderRemotePage(<SignInPage />, {
      path: '/my-account/login',
      app: 'account',
      fetch: guestSession,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await formShown();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/my-account/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/my-account/register');
    expect(screen.getByRole('link', { name: 'Find an order placed as a guest' })).toHaveAttribute(
      'href',
      '/order-lookup',
    );

    const email = screen.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(/Please enter a password/);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('signs in, merges the guest wishlist and bag into the account, and returns to where the shopper came from', async () => {
    const { router, requests } = renderRemotePage(<SignInPage />, {
      app: 'account',
      path: '/my-account/login?returnTo=%2Fp%2Faurora-ring%3Fsize%3DM',
      stores: { wishlist: { owner: 'guest', productIds: ['p-guest'] } },
      fetch: {
        ...guestSession,
        'POST /api/identity/login': { signedIn: true, customer: ava, returnTo: '/p/aurora-ring?size=M' },
        'POST /api/wishlist/merge': {
          added: 1,
          currency: 'AUD',
          items: [wishlistItem('p-guest'), wishlistItem('p-saved')],
        },
        'GET /api/bag/summary': { itemCount: 3, subtotalCents: 250_000, totalCents: 250_000, currency: 'AUD' },
      },
    });
    await formShown();
    await signInAs('ava.member@example.com', 'Lustre2026!');

    expect(await screen.findByText('Now at /p/aurora-ring?size=M')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    const login = requests.find((request) => request.path === '/api/identity/login');
    expect(login?.body).toEqual({ email: 'ava.member@example.com', password: 'Lustre2026!' });
    const merge = requests.find((request) => request.path === '/api/wishlist/merge');
    expect(merge?.body).toEqual({ items: [expect.objectContaining({ productId: 'p-guest' })] });
    expect(getSession()).toEqual({ status: 'member', member: avaInStore });
    expect(getWishlistOwner()).toBe('member');
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['p-guest', 'p-saved']);
    expect(localStorage.getItem('storefront:wishlist')).toBeNull();
    expect(getBagSummary().itemCount).toBe(3);
  });

  it('reads the account wishlist when the guest had none, and goes to the account home without a returnTo', async () => {
    const { router, requests } = renderRemotePage(<SignInPage />, {
      app: 'account',
      path: '/my-account/login',
      fetch: {
        ...guestSession,
        'POST /api/identity/login': { signedIn: true, customer: ava, returnTo: '/my-account' },
        'GET /api/wishlist': { currency: 'AUD', items: [wishlistItem('p-saved')] },
        'GET /api/bag/summary': { itemCount: 0, subtotalCents: 0, totalCents: 0, currency: 'AUD' },
      },
    });
    await formShown();
    await signInAs('ava.member@example.com', 'Lustre2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(requests.some((request) => request.path === '/api/wishlist/merge')).toBe(false);
    expect(getWishlistItems().map((item) => item.productId)).toEqual(['p-saved']);
  });

  it('sends one sign-in however often the button is pressed while it is on its way', async () => {
    const { requests } = renderRemotePage(<SignInPage />, {
      path: '/my-account/login',
      app: 'account',
      fetch: { ...guestSession, 'POST /api/identity/login': pendingReply },
    });
    await formShown();
    await signInAs('ava.member@example.com', 'Lustre2026!');
    const button = screen.getByRole('button', { name: /Sign in/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.dblClick(button);
    expect(requests.filter((request) => request.path === '/api/identity/login')).toHaveLength(1);
  });

  it('says the details do not match our records and to contact customer service, keeping what was typed', async () => {
    renderRemotePage(<SignInPage />, {
      path: '/my-account/login',
      app: 'account',
      fetch: { ...guestSession, 'POST /api/identity/login': problemReply(401, 'INVALID_CREDENTIALS') },
    });
    await formShown();
    await signInAs('ava.member@example.com', 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('does not match our records');
    expect(alert).toHaveTextContent('contact customer service');
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/customer-service/contact-us',
    );
    expect(alert.parentElement).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('ava.member@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong-password');
    expect(getSession().status).toBe('guest');
  });

  it('tells a throttled shopper how long to wait, in French too', async () => {
    renderRemotePage(<SignInPage />, {
      app: 'account',
      locale: 'fr-CA',
      path: '/fr/my-account/login',
      fetch: {
        ...guestSession,
        'POST /api/identity/login': problemReply(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 540 }),
      },
    });
    await screen.findByRole('textbox', { name: /Adresse courriel/ });
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse courriel/ }), 'chloe.membre@example.com');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'Lustre2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de demandes. Veuillez patienter 9 minutes et réessayer.',
    );
  });

  it('points an account that is not activated yet to its activation', async () => {
    renderRemotePage(<SignInPage />, {
      path: '/my-account/login',
      app: 'account',
      fetch: { ...guestSession, 'POST /api/identity/login': problemReply(403, 'ACTIVATION_REQUIRED') },
    });
    await formShown();
    await signInAs('instore@example.com', 'Lustre2026!');
    expect(await screen.findByRole('status')).toHaveTextContent('Your account isn’t activated yet');
    expect(screen.getByRole('link', { name: 'Activate your account' })).toHaveAttribute(
      'href',
      '/my-account/account-activation',
    );
  });

  it('says something went wrong when the API fails', async () => {
    renderRemotePage(<SignInPage />, {
      path: '/my-account/login',
      app: 'account',
      fetch: { ...guestSession, 'POST /api/identity/login': problemReply(500, 'INTERNAL') },
    });
    await formShown();
    await signInAs('ava.member@example.com', 'Lustre2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('sends a member who is already signed in on to returnTo, never showing the form', async () => {
    const { router } = renderRemotePage(<SignInPage />, {
      app: 'account',
      path: '/my-account/login?returnTo=/my-account/order-history',
      stores: { session: avaInStore },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account/order-history'));
    expect(screen.queryByRole('textbox', { name: /Email address/ })).not.toBeInTheDocument();
  });

  it('sends a member who reloaded the page to the account home when returnTo leads off the site', async () => {
    const { router } = renderRemotePage(<SignInPage />, {
      app: 'account',
      path: `/my-account/login?returnTo=${encodeURIComponent('//evil.example/phish')}`,
      fetch: { 'GET /api/identity/session': { signedIn: true, customer: ava } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(screen.queryByRole('textbox', { name: /Email address/ })).not.toBeInTheDocument();
  });
});
