import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { buildListAnswer, buildProducts } from '../features/product-listing/listing-test-data';
import ProductListRoute from './product-list-route';

describe('a collection page', () => {
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
});
