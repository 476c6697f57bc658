import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import ContentPageRoute from './content-page-route';

describe('a content page', () => {
  it('titles a content page from its slug and says the content is on its way', () => {
    renderRemotePage(<ContentPageRoute params={{ slug: 'customer-service/delivery' }} routeId="content-page" />, {
      app: 'engagement',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'This content is on its way' })).toBeInTheDocument();
  });
});
