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

describe('stores ./routes', () => {
  it('satisfies the route contract with every stores route id', () => {
    expect(checkRemoteRoutesModule('stores', { routes, contractVersion, remote })).toMatchObject({ ok: true });
  });

  it('offers a labelled location search and asks for a location when it is empty', async () => {
    renderPage((await import('../routes/store-finder-route')).default, 'store-finder');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a store' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const search = screen.getByRole('search', { name: 'Store search' });
    const location = within(search).getByRole('textbox', { name: /Postcode, suburb or city/ });
    expect(location).toBeRequired();
    await userEvent.click(within(search).getByRole('button', { name: 'Find stores' }));
    expect(location).toHaveAccessibleDescription(/Please enter location/);
  });

  it('titles a store page from its address until the store record loads', async () => {
    renderPage((await import('../routes/store-detail-route')).default, 'store-detail', { store: 'sydney-pitt-street' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sydney pitt street' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/stores');
  });
});
