import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginRoute from './login-route';

describe('the sign-in page', () => {
  it('asks for a valid email and a password before signing in, with ways to recover or register', async () => {
    renderRemotePage(<LoginRoute />, { app: 'account' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/my-account/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/my-account/register');

    const email = screen.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Password/)).toHaveAccessibleDescription(/Please enter a password/);
  });
});
