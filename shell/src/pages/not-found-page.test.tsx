import { renderRemotePage } from '@storefront/dev-harness/testing';
import { pendingReply, problemReply } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotFoundPage } from './not-found-page';

/** `GET /api/categories`: the catalogue's top-level categories, in the order its tree keeps them. */
const categories = (language: 'en' | 'fr') => ({
  categories: [
    {
      id: 'earrings',
      name: language === 'fr' ? 'Boucles d’oreilles' : 'Earrings',
      slug: 'earrings',
      path: language === 'fr' ? 'boucles-d-oreilles' : 'earrings',
      productCount: 40,
    },
    {
      id: 'engagement-rings',
      name: language === 'fr' ? 'Bagues de fiançailles' : 'Engagement rings',
      slug: 'engagement-rings',
      path: language === 'fr' ? 'bagues-de-fiancailles' : 'engagement-rings',
      productCount: 120,
    },
    { id: 'watches', name: 'Watches', slug: 'watches', path: 'watches', productCount: 0 },
    {
      id: 'necklaces',
      name: language === 'fr' ? 'Colliers' : 'Necklaces',
      slug: 'necklaces',
      path: language === 'fr' ? 'colliers' : 'necklaces',
      productCount: 60,
    },
  ].map((category) => ({ ...category, description: '', children: [] })),
});

describe('the not-found page', () => {
  it('names itself in the tab and its one heading, says which address failed and suggests pages', async () => {
    renderRemotePage(<NotFoundPage variant="unmatched" />, {
      app: 'shell',
      path: '/no-such-page',
      fetch: { 'GET /api/categories': categories('en') },
    });
    expect(document.title).toBe('Page Not Found');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no-such-page')).toBeInTheDocument();
    const suggestions = screen.getByRole('navigation', { name: 'Suggested pages' });
    expect(within(suggestions).getByRole('link', { name: 'Shop all jewellery' })).toHaveAttribute('href', '/search');
    expect(document.querySelector('[data-status="404"]')).not.toBeNull();
    await screen.findByRole('navigation', { name: 'Shop by category' });
  });

  it('leads to the catalogue’s top categories, biggest first, each to its category page', async () => {
    const { requests, router } = renderRemotePage(<NotFoundPage variant="unmatched" />, {
      app: 'shell',
      path: '/no-such-page',
      fetch: { 'GET /api/categories': categories('en') },
    });
    const nav = await screen.findByRole('navigation', { name: 'Shop by category' });
    const links = await within(nav).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Engagement rings', '/engagement-rings'],
      ['Necklaces', '/necklaces'],
      ['Earrings', '/earrings'],
    ]);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/categories']);
    expect(requests[0]?.headers['x-storefront-locale']).toBe('en-AU');

    await userEvent.click(within(nav).getByRole('link', { name: 'Necklaces' }));
    expect(router.state.location.pathname).toBe('/necklaces');
  });

  it('speaks French in fr-CA, with the categories’ French names and addresses', async () => {
    renderRemotePage(<NotFoundPage variant="invalid" />, {
      app: 'shell',
      locale: 'fr-CA',
      path: '/fr/p/x',
      fetch: { 'GET /api/categories': categories('fr') },
    });
    expect(document.title).toBe('Page introuvable');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages suggérées' })).getAllByRole('link')).toHaveLength(5);
    const nav = await screen.findByRole('navigation', { name: 'Magasiner par catégorie' });
    expect(await within(nav).findByRole('link', { name: 'Bagues de fiançailles' })).toHaveAttribute(
      'href',
      '/fr/bagues-de-fiancailles',
    );
  });

  it('keeps its place while the categories load, so nothing below moves', () => {
    renderRemotePage(<NotFoundPage variant="unmatched" />, {
      app: 'shell',
      path: '/no-such-page',
      fetch: { 'GET /api/categories': pendingReply },
    });
    expect(document.querySelector('.sf-status-page__categories')).not.toBeNull();
    expect(screen.getByRole('navigation', { name: 'Suggested pages' })).toBeInTheDocument();
  });

  it('still offers its other links when the categories cannot be had', async () => {
    renderRemotePage(<NotFoundPage variant="unmatched" />, {
      app: 'shell',
      path: '/no-such-page',
      fetch: { 'GET /api/categories': problemReply(503, 'UNAVAILABLE') },
    });
    await screen.findByRole('navigation', { name: 'Shop by category' });
    // The client tries once more, then the page lets the suggestion go.
    await waitFor(
      () => expect(screen.queryByRole('navigation', { name: 'Shop by category' })).not.toBeInTheDocument(),
      {
        timeout: 2_000,
      },
    );
    expect(within(screen.getByRole('navigation', { name: 'Suggested pages' })).getAllByRole('link')).toHaveLength(5);
  });
});
