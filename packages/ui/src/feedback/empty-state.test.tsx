import { render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, message and actions at the requested level', () => {
    render(
      <EmptyState
        icon="bag"
        title="Your bag is empty"
        message="Discover pieces to treasure."
        actions={<a href="/jewellery">{'Shop jewellery'}</a>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your bag is empty' })).toBeInTheDocument();
    expect(screen.getByText('Discover pieces to treasure.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop jewellery' })).toBeInTheDocument();
  });
});
