import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithIntl } from '../testing/render-with-intl';
import { ButtonLink } from './button-link';

const label = 'Book an appointment';

describe('ButtonLink', () => {
  it('is a router link that looks like a button', () => {
    renderWithIntl(
      <MemoryRouter>
        <ButtonLink to="/stores" variant="secondary">
          {label}
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', '/stores');
    expect(link).toHaveClass('sf-button', 'sf-button--secondary', 'sf-button--md');
  });
});
