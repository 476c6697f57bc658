import type { CheckoutState } from '@storefront/api-schemas';
import { renderRemotePage, type RenderRemotePageOptions } from '@storefront/dev-harness/testing';
import { jsonReply, problemReply, type FakeRequest } from '@storefront/http/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { buildCheckout } from '../../lib/testing/checkout-builders';
import { CheckoutEmail } from './checkout-email';

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

let requests: FakeRequest[] = [];

const emailPuts = () => requests.filter((r) => r.method === 'PUT' && r.path === '/api/checkout/email');

/** The e-mail step's API: it saves the address and answers the checkout with it. */
const emailApi = {
  'PUT /api/checkout/email': (request: FakeRequest) =>
    jsonReply(buildCheckout({ email: (request.body as { email: string }).email })),
};

function renderStep(ui: ReactNode, options: Partial<RenderRemotePageOptions> = {}) {
  ({ requests } = renderRemotePage(ui, { app: 'checkout', path: '/checkout/shipping', fetch: emailApi, ...options }));
}

describe('CheckoutEmail', () => {
  it('asks a guest for an e-mail first, checks it, saves it and shows it with a way to change it', async () => {
    const onSaved = jest.fn();
    renderStep(<Page onSaved={onSaved} />);
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
    renderStep(<CheckoutEmail email={null} onSaved={jest.fn()} />);
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
    renderStep(<CheckoutEmail email={null} onSaved={jest.fn()} />, { locale: 'fr-CA' });
    expect(screen.getByRole('textbox', { name: /Adresse courriel/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr/my-account/login?returnTo=%2Ffr%2Fcheckout%2Fshipping',
    );
  });

  it('shows the API’s answer about the address on the field', async () => {
    renderStep(<CheckoutEmail email={null} onSaved={jest.fn()} />, {
      fetch: {
        'PUT /api/checkout/email': problemReply(400, 'VALIDATION_FAILED', {
          fieldErrors: { email: 'validation.email.invalid' },
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'olivia@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('olivia@example.com');
  });

  it('does not ask a signed-in member: their e-mail is saved for them', async () => {
    const onSaved = jest.fn();
    renderStep(<CheckoutEmail email={null} onSaved={onSaved} />, {
      stores: { session: { customerId: 'c-1', firstName: 'Mia', email: 'mia@example.com', brillianceMember: true } },
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText(/Signed in as Mia/)).toBeInTheDocument();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ email: 'mia@example.com' })));
    expect(emailPuts()).toHaveLength(1);
  });
});
