import { screen } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { Alert } from './alert';

describe('Alert', () => {
  it('interrupts for errors and speaks the tone before the title', () => {
    renderWithIntl(
      <Alert variant="error" title="Payment declined">
        {'Try another card.'}
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Payment declined');
    expect(screen.getByRole('alert')).toHaveTextContent('Try another card.');
  });

  it('is a polite status for the other tones, with its action', () => {
    renderWithIntl(
      <Alert variant="success" action={<button type="button">{'Undo'}</button>}>
        {'Added to your wishlist.'}
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Success: Added to your wishlist.');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it('adds no tone word for the default variant', () => {
    renderWithIntl(<Alert>{'Complimentary engraving on all rings.'}</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent(/^Complimentary engraving on all rings\.$/);
  });
});
