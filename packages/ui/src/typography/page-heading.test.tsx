import { render, screen } from '@testing-library/react';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('renders the one h1 with its eyebrow and intro', () => {
    render(<PageHeading eyebrow="Bridal" title="Engagement rings" intro="Hand-finished in our workshops." />);
    expect(screen.getByRole('heading', { level: 1, name: 'Engagement rings' })).toBeInTheDocument();
    expect(screen.getByText('Bridal')).toBeInTheDocument();
    expect(screen.getByText('Hand-finished in our workshops.')).toBeInTheDocument();
  });
});
