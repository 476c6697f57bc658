import { buildBagAnswer } from '@storefront/api-schemas/testing';
import { checkRemoteRoutesModule } from '@storefront/contracts';
import { installFakeApi, problemReply } from '@storefront/http/testing';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createQueryClient, DataProvider } from '@storefront/data';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { contractVersion, remote, routes } from './routes';

function renderPage(Page: ComponentType<{ params: Record<string, string>; routeId: string }>, routeId: string) {
  return render(
    <DataProvider client={createQueryClient()}>
      <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
        <MemoryRouter>
          <Page params={{}} routeId={routeId} />
        </MemoryRouter>
      </IntlProvider>
    </DataProvider>,
  );
}

describe('checkout ./routes', () => {
  it('satisfies the route contract with every checkout route id', () => {
    expect(checkRemoteRoutesModule('checkout', { routes, contractVersion, remote })).toMatchObject({ ok: true });
  });

  it('loads each page lazily as a component', async () => {
    const loaded = await routes.bag();
    expect(typeof loaded.default).toBe('function');
  });

  it('shows an empty bag with a way back to shopping', async () => {
    const api = installFakeApi()
      .on('GET', '/api/bag', buildBagAnswer({ lines: [] }))
      .on('GET', '/api/content/cart-preferences', problemReply(503, 'CONTENT_UNAVAILABLE'));
    try {
      renderPage((await import('../routes/bag-route')).default, 'bag');
      expect(screen.getByRole('heading', { level: 1, name: 'My bag' })).toBeInTheDocument();
      const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(await screen.findByRole('heading', { name: 'Your bag is empty' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/search');
    } finally {
      api.restore();
    }
  });

  it('marks billing as the current checkout step', async () => {
    renderPage((await import('../routes/checkout-billing-route')).default, 'checkout-billing');
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Shipping', '2Billing', '3Payment', '4Confirmation']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });

  it('tells a shopper outside Canada that the financing application is for Canada only', async () => {
    renderPage((await import('../routes/financing-application-route')).default, 'financing-application');
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for finance' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Finance applications are available in Canada only' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to billing' })).toHaveAttribute('href', '/checkout/billing');
  });
});
