import { getSession } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountActivationRoute from './account-activation-route';

const bella = {
  id: 'c-bella',
  firstName: 'Bella',
  lastName: 'Rossi',
  email: 'instore@example.com',
  market: 'AU',
  brillianceNumber: '701112223334',
};
const signedInReads = {
  'GET /api/wishlist': { currency: 'AUD', items: [] },
  'GET /api/bag/summary': { itemCount: 0, subtotalCents: 0, totalCents: 0, currency: 'AUD' },
};

async function choosePassword(password: string) {
  await userEvent.type(screen.getByLabelText(/^Password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Activate my account' }));
}

async function askForLink(email: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /Email address you gave in store/ }), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
}

describe('account activation', () => {
  it('verifies the e-mailed link with the chosen password and signs the member in', async () => {
    const { requests } = renderRemotePage(<AccountActivationRoute />, {
      app: 'account',
      path: '/my-account/account-activation?token=act-tok',
      fetch: { 'POST /api/identity/activation/verify': { signedIn: true, customer: bella }, ...signedInReads },
    });
    await choosePassword('Brilliant7');
    expect(await screen.findByText(/Welcome, Bella: your account is active/)).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/identity/activation/verify')?.body).toEqual({
      token: 'act-tok',
      password: 'Brilliant7',
      confirmPassword: 'Brilliant7',
    });
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/my-account');
    await waitFor(() => expect(getSession()).toMatchObject({ status: 'member', member: { firstName: 'Bella' } }));
  });

  it('holds the password to its rule', async () => {
    const { requests } = renderRemotePage(<AccountActivationRoute />, {
      app: 'account',
      path: '/my-account/account-activation?token=act-tok',
    });
    await choosePassword('brilliant');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/uppercase/);
    expect(requests).toHaveLength(0);
  });

  it('says an expired or used link is so and sends a new one, answering every address alike', async () => {
    const { requests } = renderRemotePage(<AccountActivationRoute />, {
      app: 'account',
      path: '/my-account/account-activation?token=spent',
      fetch: {
        'POST /api/identity/activation/verify': problemReply(400, 'ACTIVATION_TOKEN_INVALID'),
        'POST /api/identity/activation/resend': { accepted: true },
      },
    });
    await choosePassword('Brilliant7');
    expect(await screen.findByText('This link has expired or was already used')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my-account/login');
    await askForLink('instore@example.com');
    expect(
      await screen.findByText(
        'If instore@example.com belongs to an in-store account awaiting activation, we’ve sent it a new link.',
      ),
    ).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ email: 'instore@example.com' });
    expect(getSession().status).toBe('guest');
  });

  it('tells a shopper who asked too often how long to wait, in French for fr-CA', async () => {
    renderRemotePage(<AccountActivationRoute />, {
      app: 'account',
      locale: 'fr-CA',
      path: '/my-account/account-activation',
      fetch: {
        'POST /api/identity/activation/resend': problemReply(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 600 }),
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse courriel donnée en magasin/ }), 'a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer le courriel de vérification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez patienter 10 minutes et réessayer.');
  });
});
