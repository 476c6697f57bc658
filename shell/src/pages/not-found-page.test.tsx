import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { NotFoundPage } from './not-found-page';

describe('the not-found page', () => {
  it('names itself in the tab and its one heading, says which address failed and suggests pages', () => {
    renderRemotePage(<NotFoundPage variant="unmatched" />, { app: 'shell', path: '/no-such-page' });
    expect(document.title).toBe('Page Not Found');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Page not found: /no-such-page')).toBeInTheDocument();
    const suggestions = screen.getByRole('navigation', { name: 'Suggested pages' });
    expect(within(suggestions).getByRole('link', { name: 'Shop all jewellery' })).toHaveAttribute('href', '/search');
    expect(document.querySelector('[data-status="404"]')).not.toBeNull();
  });

  it('speaks French in fr-CA', () => {
    renderRemotePage(<NotFoundPage variant="invalid" />, { app: 'shell', locale: 'fr-CA', path: '/fr/p/x' });
    expect(document.title).toBe('Page introuvable');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages suggérées' })).getAllByRole('link')).toHaveLength(5);
  });
});
