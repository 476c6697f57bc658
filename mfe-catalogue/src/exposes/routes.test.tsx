import { checkRemoteRoutesModule, wishlistAdded } from '@storefront/contracts';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { contractVersion, remote, routes } from './routes';

type Page = ComponentType<{ params: Record<string, string>; routeId: string }>;

function renderPage(Page: Page, routeId: string, params: Record<string, string> = {}, url = '/') {
  return render(
    <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
      <MemoryRouter initialEntries={[url]}>
        <Page params={params} routeId={routeId} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('catalogue ./routes', () => {
  beforeEach(() => localStorage.clear());

  it('satisfies the route contract with every catalogue route id', () => {
    expect(checkRemoteRoutesModule('catalogue', { routes, contractVersion, remote })).toMatchObject({ ok: true });
  });

  it('titles a collection from its address, under breadcrumbs, until its products load', async () => {
    renderPage((await import('../routes/product-list-route')).default, 'product-list', { slug: 'engagement-rings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Engagement rings' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('repeats the search query in the results heading', async () => {
    renderPage((await import('../routes/search-route')).default, 'search', {}, '/search?q=pearl');
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “pearl”' })).toBeInTheDocument();
  });

  it('lists the pieces a guest saved on this device', async () => {
    wishlistAdded('solitaire-ring');
    renderPage((await import('../routes/wishlist-route')).default, 'wishlist');
    expect(screen.getByText('1 saved piece')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'solitaire-ring' })).toHaveAttribute('href', '/p/solitaire-ring');
  });
});
