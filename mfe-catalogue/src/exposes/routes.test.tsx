import { checkRemoteRoutesModule, guestWishlistCleared, wishlistAdded } from '@storefront/contracts';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createQueryClient, DataProvider } from '@storefront/data';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { installFakeApi } from '@storefront/http/testing';
import { buildListAnswer, buildProducts, buildSearchAnswer } from '../features/product-listing/listing-test-data';
import { buildCategories } from '../features/jewellery-builder/jewellery-builder-test-data';
import { buildTile, productsByIdsReply } from '../features/wishlist/wishlist-test-data';
import { contractVersion, remote, routes } from './routes';

type Page = ComponentType<{ params: Record<string, string>; routeId: string }>;

function renderPage(Page: Page, routeId: string, params: Record<string, string> = {}, url = '/') {
  return render(
    <DataProvider client={createQueryClient()}>
      <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
        <MemoryRouter initialEntries={[url]}>
          <Page params={params} routeId={routeId} />
        </MemoryRouter>
      </IntlProvider>
    </DataProvider>,
  );
}

describe('catalogue ./routes', () => {
  beforeEach(() => localStorage.clear());

  it('satisfies the route contract with every catalogue route id', () => {
    expect(checkRemoteRoutesModule('catalogue', { routes, contractVersion, remote })).toMatchObject({ ok: true });
  });

  it('shows a collection from the API under its trail, titled from its address until it answers', async () => {
    const api = installFakeApi().on('GET', '/api/products', buildListAnswer({ total: 3, items: buildProducts(3) }));
    try {
      renderPage((await import('../routes/product-list-route')).default, 'product-list', { slug: 'engagement-rings' });
      expect(screen.getByRole('heading', { level: 1, name: 'Engagement rings' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { level: 1, name: 'Engagement Rings' })).toBeInTheDocument();
      const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(screen.getAllByRole('article')).toHaveLength(3);
      expect(api.requests[0]?.query.get('category')).toBe('engagement-rings');
    } finally {
      api.restore();
    }
  });

  it('repeats the search query in the results heading and searches for it', async () => {
    const api = installFakeApi().on(
      'GET',
      '/api/search',
      buildSearchAnswer('pearl', { total: 2, items: buildProducts(2) }),
    );
    try {
      renderPage((await import('../routes/search-route')).default, 'search', {}, '/search?q=pearl');
      expect(screen.getByRole('heading', { level: 1, name: 'Results for “pearl”' })).toBeInTheDocument();
      expect(await screen.findByText('2 pieces')).toBeInTheDocument();
      expect(api.requests[0]?.query.get('q')).toBe('pearl');
    } finally {
      api.restore();
    }
  });

  it('lists the pieces a guest saved on this device', async () => {
    const saved = buildTile({ id: 'p-18000001', slug: 'solitaire-ring', name: 'Solitaire Ring' });
    const api = installFakeApi().on('GET', '/api/products', productsByIdsReply([saved], [saved.id]));
    try {
      guestWishlistCleared();
      wishlistAdded('p-18000001');
      renderPage((await import('../routes/wishlist-route')).default, 'wishlist');
      expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
      expect(await screen.findByText('1 saved piece')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Solitaire Ring' })).toHaveAttribute('href', '/p/solitaire-ring');
    } finally {
      api.restore();
    }
  });

  it('opens the jewellery builder at its first step, the setting styles', async () => {
    const api = installFakeApi().on('GET', '/api/categories', buildCategories());
    try {
      renderPage((await import('../routes/jewellery-builder-route')).default, 'jewellery-builder');
      expect(screen.getByRole('heading', { level: 1, name: 'Design your ring' })).toBeInTheDocument();
      const steps = screen.getByRole('navigation', { name: 'Ring builder steps' });
      expect(within(steps).getByText('Setting style').closest('[aria-current]')).toHaveAttribute(
        'aria-current',
        'step',
      );
      expect(await screen.findByRole('radio', { name: 'Halo' })).toBeInTheDocument();
    } finally {
      api.restore();
    }
  });
});
