import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { RetryAlert } from './retry-alert';

describe('RetryAlert', () => {
  it('says what failed and offers "Try again"', async () => {
    const onRetry = jest.fn();
    renderWithIntl(
      <RetryAlert title="We couldn’t load this piece" onRetry={onRetry}>
        {'Please check your connection and try again.'}
      </RetryAlert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: We couldn’t load this piece');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('is a polite warning when an older answer is still shown, with the page’s own button text', () => {
    renderWithIntl(
      <RetryAlert variant="warning" retryLabel="Refresh prices" onRetry={() => undefined}>
        {'These prices may be out of date.'}
      </RetryAlert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Warning: These prices may be out of date.');
    expect(screen.getByRole('button', { name: 'Refresh prices' })).toBeInTheDocument();
  });
});
