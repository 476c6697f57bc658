import { screen } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announcing "Loading" by default', () => {
    renderWithIntl(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('announces what is loading when told', () => {
    renderWithIntl(<Spinner label="Loading stores near you" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading stores near you');
  });
});
