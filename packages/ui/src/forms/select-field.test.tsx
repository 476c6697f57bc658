import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { SelectField } from './select-field';

const metals = [
  { label: 'Yellow gold', value: 'yellow-gold' },
  { label: 'White gold', value: 'white-gold' },
  { label: 'Platinum', value: 'platinum' },
];

describe('SelectField', () => {
  it('is a native select named by its label, with the given options', async () => {
    renderWithIntl(<SelectField label="Metal" name="metal" options={metals} placeholder="Choose a metal" />);
    const select = screen.getByRole('combobox', { name: 'Metal' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a metal',
      'Yellow gold',
      'White gold',
      'Platinum',
    ]);
    await userEvent.selectOptions(select, 'Platinum');
    expect(select).toHaveValue('platinum');
  });

  it('announces its error like a text field', () => {
    renderWithIntl(<SelectField label="Ring size" options={metals} required error="Choose a ring size." />);
    const select = screen.getByRole('combobox', { name: 'Ring size (required)' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Error: Choose a ring size.');
  });
});
