import type { CheckoutState } from '@storefront/api-schemas';
import { signedIn, signedOut } from '@storefront/contracts';
import { installFakeApi, jsonReply, problemReply, type FakeApi } from '@storefront/http/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildCheckout } from '../../lib/testing/checkout-builders';
import { renderInLocale } from '../../lib/testing/render-in-locale';
import { CheckoutEmail } from './checkout-email';
import { useState } from 'react';

/** The page's side: it keeps the checkout each save answers. */
function Page({ onSaved }: { onSaved: (checkout: CheckoutState) => void }) {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <CheckoutEmail
      email={email}
      onSaved={(checkout) => {
        setEmail(checkout.email);
        onSaved(checkout);
      }}
    />
  );
}

let api: FakeApi;
afterEach(() => {
  api.restore();
  signedOut();
});

const emailPuts = () => api.requests.filter((r) => r.method === 'PUT' && r.path === '/api/checkout/email');

function serveEmail() {
  return installFakeApi().on('PUT', '/api/checkout/email', (request) =>
    jsonReply(buildCheckout({ email: (request.body as { email: string }).email })),
  );
}

describe('CheckoutEmail', () => {
  it('asks a guest for an e-mail first, checks it, saves it and shows it with a way to change it', async () => {
    api = serveEmail();
    const onSaved = jest.fn();
    renderInLocale(<Page onSaved={onSaved} />);
    const user = userEvent.setup({ delay: null });
    const email = screen.getByRole('textbox', { name: /Email address/ });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription(/Please enter your email address/);
    expect(email).toHaveFocus();
    await user.type(email, 'olivia@example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(emailPuts()).toHaveLength(0);

    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ email: 'olivia@example.com' })));
    expect(emailPuts()[0]?.body).toEqual({ email: 'olivia@example.com' });
    expect(screen.getByText('olivia@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Your order confirmation goes to/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Change email address olivia@example.com' }));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('olivia@example.com');
  });

  it('invites a guest to sign in or join Brilliance and come back to checkout', () => {
    api = serveEmail();
    renderInLocale(<CheckoutEmail email={null} onSaved={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/my-account/login?returnTo=%2Fcheckout%2Fshipping',
    );
    expect(screen.getByRole('link', { name: 'Join Brilliance' })).toHaveAttribute(
      'href',
      '/my-account/register?returnTo=%2Fcheckout%2Fshipping',
    );
  });

  it('keeps French shoppers in French, links included', () => {
    api = serveEmail();
    renderInLocale(<CheckoutEmail email={null} onSaved={jest.fn()} />, 'fr-CA');
    expect(screen.getByRole('textbox', { name: /Adresse courriel/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/my-account/login?returnTo=%2Ffr%2Fcheckout%2Fshipping',
    );
  });

  it('shows the API’s answer about the address on the field', async () => {
    api = installFakeApi().on(
      'PUT',
      '/api/checkout/email',
      problemReply(400, 'VALIDATION_FAILED', { fieldErrors: { email: 'validation.email.invalid' } }),
    );
    renderInLocale(<CheckoutEmail email={null} onSaved={jest.fn()} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('olivia@example.com');
  });

  it('does not ask a signed-in member: their e-mail is saved for them', async () => {
    api = serveEmail();
    signedIn({ customerId: 'c-1', firstName: 'Mia', email: 'mia@example.com', brillianceMember: true });
    const onSaved = jest.fn();
    renderInLocale(<CheckoutEmail email={null} onSaved={onSaved} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/Signed in as Mia/)).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ email: 'mia@example.com' })));
    expect(emailPuts()).toHaveLength(1);
  });
});
