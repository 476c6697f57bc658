import { checkRemoteRoutesModule } from '@storefront/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { contractVersion, remote, routes } from './routes';

type Page = ComponentType<{ params: Record<string, string>; routeId: string }>;

function renderPage(Page: Page, routeId: string, params: Record<string, string> = {}) {
  return render(
    <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
      <MemoryRouter>
        <Page params={params} routeId={routeId} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('account ./routes', () => {
  it('satisfies the route contract with every account route id', () => {
    expect(checkRemoteRoutesModule('account', { routes, contractVersion, remote })).toMatchObject({ ok: true });
  });

  it('shows an empty order history under Home › My account, with a link to shop', async () => {
    renderPage((await import('../routes/order-history-route')).default, 'order-history');
    expect(screen.getByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
    expect(within(breadcrumbs).getByText('Order history')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'You haven’t placed any orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/search');
  });

  it('shows the order number from the address on the order details page', async () => {
    renderPage((await import('../routes/order-details-route')).default, 'order-details', { orderNo: '123456789012' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order 123456789012' })).toBeInTheDocument();
  });

  it('asks for a valid email and a password before signing in, with ways to recover or register', async () => {
    renderPage((await import('../routes/login-route')).default, 'login');
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
