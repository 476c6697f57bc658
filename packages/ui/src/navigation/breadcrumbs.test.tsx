import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithIntl } from '../testing/render-with-intl';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a labelled navigation list whose last item is the current page', () => {
    renderWithIntl(
      <MemoryRouter>
        <Breadcrumbs
          items={[
            { label: 'Home', to: '/' },
            { label: 'Rings', to: '/rings' },
            { label: 'Solitaire engagement ring', to: '/p/solitaire' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Rings' })).toHaveAttribute('href', '/rings');
    expect(within(nav).queryByRole('link', { name: 'Solitaire engagement ring' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Solitaire engagement ring')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
