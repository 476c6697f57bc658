import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import { buildCategories } from '../features/jewellery-builder/jewellery-builder-test-data';
import JewelleryBuilderRoute from './jewellery-builder-route';

describe('the jewellery builder page', () => {
  it('opens the jewellery builder at its first step, the setting styles', async () => {
    renderRemotePage(<JewelleryBuilderRoute />, {
      app: 'catalogue',
      fetch: { 'GET /api/categories': buildCategories() },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Design your ring' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Ring builder steps' });
    expect(within(steps).getByText('Setting style').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByRole('radio', { name: 'Halo' })).toBeInTheDocument();
  });
});
