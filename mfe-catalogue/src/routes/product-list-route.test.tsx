import { listen, type StorefrontEventMap } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { buildListAnswer, buildProducts, withPagePayload } from '../features/product-listing/listing-test-data';
import ProductListRoute from './product-list-route';

describe('a collection page', () => {
  it('shows its products at once from the document’s payload, without skeletons or asking the API again', async () => {
    const restore = withPagePayload('product-list', '/engagement-rings', buildListAnswer({ total: 30 }));
    try {
      const { requests } = renderRemotePage(
        <ProductListRoute params={{ slug: 'engagement-rings' }} routeId="product-list" />,
        { app: 'catalogue', path: '/engagement-rings', fetch: { 'GET /api/products': buildListAnswer({ total: 2 }) } },
      );

      expect(await screen.findByRole('heading', { level: 1, name: 'Engagement Rings' })).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(24);
      expect(screen.getByText('30 pieces')).toBeInTheDocument();
      expect(document.querySelector('.sf-tile-skeleton')).toBeNull();
      expect(requests.filter((request) => request.path === '/api/products')).toHaveLength(0);
    } finally {
      restore();
    }
  });

  it('asks the API itself for a filtered address, whatever the document carries', async () => {
    const restore = withPagePayload('product-list', '/engagement-rings?metal=platinum', buildListAnswer({ total: 30 }));
    try {
      const { requests } = renderRemotePage(
        <ProductListRoute params={{ slug: 'engagement-rings' }} routeId="product-list" />,
        {
          app: 'catalogue',
          path: '/engagement-rings?metal=platinum',
          fetch: { 'GET /api/products': buildListAnswer({ total: 2, items: buildProducts(2) }) },
        },
      );

      expect(await screen.findByText('2 pieces')).toBeInTheDocument();
      expect(requests[0]?.query.get('metal')).toBe('platinum');
    } finally {
      restore();
    }
  });

  it('shows a collection from the API under its trail, titled from its address until it answers', async () => {
    const { requests } = renderRemotePage(
      <ProductListRoute params={{ slug: 'engagement-rings' }} routeId="product-list" />,
      { app: 'catalogue', fetch: { 'GET /api/products': buildListAnswer({ total: 3, items: buildProducts(3) }) } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Engagement rings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Engagement Rings' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(requests[0]?.query.get('category')).toBe('engagement-rings');
  });

  it('announces the category shown once, by its id and name, not again when a filter or page changes', async () => {
    const viewed: StorefrontEventMap['storefront:category-viewed'][] = [];
    const stopListening = listen('storefront:category-viewed', (category) => viewed.push(category));
    // The shell gives the route the slug of the address: the page stays mounted from one category to the next.
    function CategoryAtAddress() {
      const { pathname } = useLocation();
      return <ProductListRoute params={{ slug: pathname.slice(1) }} routeId="product-list" />;
    }
    const pendants = { id: 'pendants', name: 'Pendants', slug: 'pendants', path: 'pendants' };
    const { router } = renderRemotePage(<CategoryAtAddress />, {
      app: 'catalogue',
      path: '/engagement-rings',
      fetch: {
        'GET /api/products': (request) =>
          request.query.get('category') === 'pendants'
            ? buildListAnswer({
                total: 2,
                category: { ...pendants, description: 'Pendants for every day.', breadcrumbs: [pendants] },
              })
            : buildListAnswer({ total: request.query.get('metal') ? 1 : 30 }),
      },
    });
    expect(await screen.findByText('30 pieces')).toBeInTheDocument();
    await act(() => router.navigate('/engagement-rings?metal=platinum'));
    expect(await screen.findByText('1 piece')).toBeInTheDocument();
    await act(() => router.navigate('/engagement-rings?metal=platinum&page=2'));
    await act(() => router.navigate('/pendants'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pendants' })).toBeInTheDocument();
    await waitFor(() => expect(viewed).toHaveLength(2));
    stopListening();
    expect(viewed).toEqual([
      { category: 'engagement-rings', name: 'Engagement Rings' },
      { category: 'pendants', name: 'Pendants' },
    ]);
  });
});
