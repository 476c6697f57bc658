import { getSession } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterConfirmationRoute from './register-confirmation-route';

const harper = {
  id: 'c-harper',
  firstName: 'Harper',
  lastName: "O'Connell",
  email: 'harper@example.com',
  market: 'AU',
  brillianceNumber: '701234567890',
};
const endsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();

/** `GET /api/content/site-preferences` with (or without) the Brilliance confirmation panel. */
function sitePreferences(panel: { title: string; body: string; cta?: { label: string; url: string } } | null) {
  return {
    standardDispatchTime: 1,
    resizeEngravingDelayTime: 3,
    signupCouponCode: 'WELCOME',
    articleSignUp: null,
    brillianceBanner: null,
    brillianceConfirmationPanel: panel && {
      id: 'panel-brilliance-confirmation',
      image: null,
      variant: 'standard',
      cta: null,
      ...panel,
    },
    productPromotion: null,
    quickSignUp: null,
    signUpPanel: null,
    topCategories: null,
  };
}

const welcomePanel = sitePreferences({
  title: 'Welcome to Brilliance',
  body: 'Your $20 welcome voucher is on its way to your inbox.',
  cta: { label: 'Start shopping', url: '/' },
});

const confirmed = {
  'GET /api/content/site-preferences': welcomePanel,
  'POST /api/identity/register/confirm': {
    status: 'registered',
    signedIn: true,
    customer: harper,
    welcomeVoucher: { code: 'WELCOME-AB23CD45', amountCents: 2000, minSpendCents: 10000, currency: 'AUD', endsAt },
  },
  'GET /api/wishlist': { currency: 'AUD', items: [] },
  'GET /api/bag/summary': { itemCount: 0, subtotalCents: 0, totalCents: 0, currency: 'AUD' },
};

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  sessionStorage.clear();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('the account confirmation page', () => {
  it('opens the account from the e-mailed link, signs the member in and shows the welcome voucher and its terms', async () => {
    const { requests } = renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      path: '/my-account/register/confirmation?token=tok-123',
      fetch: confirmed,
    });
    expect(await screen.findByText(/Welcome to Brilliance, Harper/)).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/identity/register/confirm')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: 'tok-123' } }),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: '$20 off' })).toBeInTheDocument();
    expect(screen.getByText('WELCOME-AB23CD45')).toBeInTheDocument();
    // The content service's confirmation panel; its call to action leads home, as "Continue shopping" already does.
    const panel = await screen.findByRole('region', { name: 'Welcome to Brilliance' });
    expect(panel).toHaveTextContent('Your $20 welcome voucher is on its way to your inbox.');
    expect(screen.queryByRole('link', { name: 'Start shopping' })).not.toBeInTheDocument();
    expect(screen.getByText('$20 off when you spend $100 or more')).toBeInTheDocument();
    expect(screen.getByText('Single use, online')).toBeInTheDocument();
    expect(screen.getByText(/^Valid for 30 days, until \d{1,2} \w+ \d{4}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(getSession()).toMatchObject({ status: 'member', member: { firstName: 'Harper' } }));
  });

  it('shows the panel’s call to action when it leads elsewhere in the store, and no panel when there is none', async () => {
    const first = renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      path: '/my-account/register/confirmation?token=tok-123',
      fetch: {
        ...confirmed,
        'GET /api/content/site-preferences': sitePreferences({
          title: 'Welcome to Brilliance',
          body: 'Discover what members receive.',
          cta: { label: 'Your Brilliance benefits', url: '/my-account/brilliance' },
        }),
      },
    });
    const panel = await screen.findByRole('region', { name: 'Welcome to Brilliance' });
    expect(await within(panel).findByRole('link', { name: 'Your Brilliance benefits' })).toHaveAttribute(
      'href',
      '/my-account/brilliance',
    );
    first.unmount();
    sessionStorage.clear();
    renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      path: '/my-account/register/confirmation?token=tok-456',
      fetch: { ...confirmed, 'GET /api/content/site-preferences': sitePreferences(null) },
    });
    expect(await screen.findByText('WELCOME-AB23CD45')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Welcome to Brilliance' })).not.toBeInTheDocument();
  });

  it('copies the reward code and says so, visibly and to assistive technology', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      path: '/my-account/register/confirmation?token=tok-123',
      fetch: confirmed,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy reward code WELCOME-AB23CD45' }));
    expect(writeText).toHaveBeenCalledWith('WELCOME-AB23CD45');
    expect(screen.getByRole('button', { name: 'Copy reward code WELCOME-AB23CD45' })).toHaveTextContent('Copied');
    expect(screen.getByText('Reward code WELCOME-AB23CD45 copied')).toHaveAttribute('role', 'status');
  });

  it('selects the code for copying by hand when the browser refuses the clipboard', async () => {
    stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      path: '/my-account/register/confirmation?token=tok-123',
      fetch: confirmed,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Copy reward code/ }));
    expect(await screen.findByText(/the code is selected, so you can copy it yourself/)).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('WELCOME-AB23CD45');
  });

  it('shows the same voucher after a reload, without spending the link again', async () => {
    const first = renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      path: '/my-account/register/confirmation?token=tok-123',
      fetch: confirmed,
    });
    await screen.findByText('WELCOME-AB23CD45');
    first.unmount();
    const { requests } = renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      path: '/my-account/register/confirmation?token=tok-123',
      fetch: { 'GET /api/content/site-preferences': welcomePanel },
    });
    expect(await screen.findByText('WELCOME-AB23CD45')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('says an expired or used link is so, with sign in and register again as the way forward', async () => {
    renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      path: '/my-account/register/confirmation?token=spent',
      fetch: {
        'POST /api/identity/register/confirm': problemReply(400, 'ACTIVATION_TOKEN_INVALID'),
        'GET /api/content/site-preferences': welcomePanel,
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my-account/login');
    expect(screen.getByRole('link', { name: 'Register again' })).toHaveAttribute('href', '/my-account/register');
    expect(getSession().status).toBe('guest');
  });

  it('says there is nothing to confirm without a link, in French for fr-CA', () => {
    renderRemotePage(<RegisterConfirmationRoute />, {
      app: 'account',
      locale: 'fr-CA',
      path: '/my-account/register/confirmation',
    });
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Account confirmation');
    expect(screen.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/fr');
  });
});
