import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first tab stop and points at the main content', async () => {
    renderWithIntl(<SkipLink />);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main-content');
  });
});
