import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is labelled, and announces and describes its error', () => {
    render(
      <IntlProvider locale="en" defaultLocale="en" messages={{}}>
        <TextAreaField label="Comment" name="comment" required error="Please enter a value for this field" />
      </IntlProvider>,
    );
    const field = screen.getByRole('textbox', { name: /Comment/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Please enter a value for this field/);
  });
});
