import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { CheckboxField } from './checkbox-field';

describe('CheckboxField', () => {
  it('toggles when its label is pressed and reads its hint and error', async () => {
    renderWithIntl(
      <CheckboxField label="Gift wrap this order" hint="Presented in our signature box." error="Choose gift wrap." />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Gift wrap this order' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('Error: Choose gift wrap. Presented in our signature box.');
    await userEvent.click(screen.getByText('Gift wrap this order'));
    expect(checkbox).toBeChecked();
  });
});
