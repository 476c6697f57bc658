import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ForgotPasswordRoute from './forgot-password-route';
import NewPasswordRoute from './new-password-route';

async function choosePassword(password: string, confirmation = password) {
  await userEvent.type(screen.getByLabelText(/^New password/), password);
  await userEvent.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('forgot password', () => {
  it('answers every address the same way, with the address shown, and keeps it for another try', async () => {
    const { requests } = renderRemotePage(<ForgotPasswordRoute />, {
      app: 'account',
      path: '/my-account/forgot-password',
      fetch: { 'POST /api/identity/password/forgot': { accepted: true } },
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If someone@example.com belongs to an account, we’ve sent it a link to choose a new password.',
      ),
    ).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ email: 'someone@example.com' });
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('someone@example.com');
  });

  it('checks the address before asking, and says how long to wait when throttled', async () => {
    renderRemotePage(<ForgotPasswordRoute />, {
      app: 'account',
      path: '/my-account/forgot-password',
      fetch: {
        'POST /api/identity/password/forgot': problemReply(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 45 }),
      },
    });
    const email = screen.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 45 seconds and try again.');
  });
});

describe('set a new password', () => {
  it('sets the new password with the link’s token and ends in the success state with a way to sign in', async () => {
    const { requests } = renderRemotePage(<NewPasswordRoute />, {
      app: 'account',
      path: '/my-account/new-password?token=reset-tok',
      fetch: { 'POST /api/identity/password/reset': { reset: true } },
    });
    await choosePassword('Nouveau2026');
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({
      token: 'reset-tok',
      password: 'Nouveau2026',
      confirmPassword: 'Nouveau2026',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my-account/login');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('holds the new password to its rule and a matching confirmation before sending', async () => {
    const { requests } = renderRemotePage(<NewPasswordRoute />, {
      app: 'account',
      path: '/my-account/new-password?token=reset-tok',
    });
    await choosePassword('short');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/at least 6 characters/i);
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm new password/));
    await choosePassword('Nouveau2026', 'Nouveau2027');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      /The password you entered does not match/,
    );
    expect(requests).toHaveLength(0);
  });

  it('ends an expired or used link in the failure state with its retry link', async () => {
    renderRemotePage(<NewPasswordRoute />, {
      app: 'account',
      path: '/my-account/new-password?token=spent',
      fetch: { 'POST /api/identity/password/reset': problemReply(400, 'RESET_TOKEN_INVALID') },
    });
    await choosePassword('Nouveau2026');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Something went wrong');
    expect(failure).toHaveTextContent('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/my-account/forgot-password',
    );
  });

  it('keeps what was typed when the API cannot be reached', async () => {
    renderRemotePage(<NewPasswordRoute />, {
      app: 'account',
      path: '/my-account/new-password?token=reset-tok',
      fetch: { 'POST /api/identity/password/reset': problemReply(503, 'UNAVAILABLE') },
    });
    await choosePassword('Nouveau2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Nouveau2026');
  });

  it('offers a new link in French when the page is opened without one', () => {
    renderRemotePage(<NewPasswordRoute />, { app: 'account', locale: 'fr-CA', path: '/my-account/new-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('Un problème est survenu');
    expect(screen.getByRole('link', { name: 'M’envoyer un nouveau lien' })).toHaveAttribute(
      'href',
      '/fr/my-account/forgot-password',
    );
  });
});
