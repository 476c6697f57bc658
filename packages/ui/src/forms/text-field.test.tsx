import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../testing/render-with-intl';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties the label to the input', () => {
    renderWithIntl(<TextField label="Email" type="email" name="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toBeInvalid();
  });

  it('describes the input with its hint', () => {
    renderWithIntl(<TextField label="Phone" type="tel" hint="We only call about your order." />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'We only call about your order.',
    );
  });

  it('marks the input invalid and reads the error before the hint', () => {
    renderWithIntl(<TextField label="Email" hint="For your receipt." error="Enter a valid email address." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Error: Enter a valid email address. For your receipt.');
    expect(input).toHaveAccessibleErrorMessage('Error: Enter a valid email address.');
    const [firstDescribedBy] = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(document.getElementById(firstDescribedBy ?? '')).toHaveTextContent('Enter a valid email address.');
  });

  it('announces an error that appears after the field was rendered', async () => {
    const submitLabel = 'Continue';
    function Form() {
      const [error, setError] = useState<string>();
      return (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setError('Enter your first name.');
          }}
        >
          <TextField label="First name" name="firstName" />
          <TextField label="Last name" name="lastName" error={error} />
          <button type="submit">{submitLabel}</button>
        </form>
      );
    }
    renderWithIntl(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const error = screen.getByText('Enter your first name.');
    expect(error.closest('[aria-live="polite"]')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription(
      'Error: Enter your first name.',
    );
  });

  it('shows a required marker that screen readers hear as "(required)"', () => {
    renderWithIntl(<TextField label="Postcode" required />);
    const input = screen.getByRole('textbox', { name: 'Postcode (required)' });
    expect(input).toBeRequired();
  });

  it('passes any input type through', () => {
    renderWithIntl(<TextField label="Ring size" type="number" min={4} max={13} />);
    expect(screen.getByRole('spinbutton', { name: 'Ring size' })).toHaveAttribute('min', '4');
  });

  it('keeps a visually hidden label for assistive technology', () => {
    renderWithIntl(<TextField label="Search jewellery" type="search" hideLabel />);
    expect(screen.getByRole('searchbox', { name: 'Search jewellery' })).toBeInTheDocument();
  });
});
