import { render, screen } from '@testing-library/react';
import { Icon } from './icon';

describe('Icon', () => {
  it('points at the sprite symbol and is hidden when decorative', () => {
    const { container } = render(<Icon name="heart" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.querySelector('use')).toHaveAttribute('href', '#icon-heart');
  });

  it('carries an accessible label when it stands alone', () => {
    render(
      <button type="button">
        <Icon name="search" label="Search" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });
});
