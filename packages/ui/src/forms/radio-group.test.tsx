import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '../testing/render-with-intl';
import { RadioGroup } from './radio-group';

const options = [
  { label: 'Standard delivery', value: 'standard', hint: '3 to 5 business days' },
  { label: 'Express delivery', value: 'express' },
];

describe('RadioGroup', () => {
  it('groups the radios under the legend and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithIntl(<RadioGroup legend="Delivery" name="delivery" options={options} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByRole('radio', { name: 'Standard delivery' })).toHaveAccessibleDescription(
      '3 to 5 business days',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Express delivery' }));
    expect(onChange).toHaveBeenCalledWith('express', expect.anything());
    expect(screen.getByRole('radio', { name: 'Express delivery' })).toBeChecked();
  });

  it('describes the group with its error', () => {
    renderWithIntl(
      <RadioGroup legend="Delivery" name="delivery" options={options} required error="Choose a delivery option." />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Delivery (required)' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Error: Choose a delivery option.');
  });
});
