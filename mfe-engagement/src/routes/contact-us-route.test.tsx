import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactUsRoute from './contact-us-route';

describe('the contact page', () => {
  it('offers the five enquiry types and names what is missing from an empty enquiry', async () => {
    renderRemotePage(<ContactUsRoute />, { app: 'engagement' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const enquiryType = screen.getByRole('combobox', { name: /What is your enquiry about/ });
    expect(
      within(enquiryType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an enquiry type',
      'General enquiry',
      'An order',
      'A product',
      'Jewellery recycling',
      'Store feedback',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(enquiryType).toHaveAccessibleDescription(/Please select an enquiry type/);
    expect(enquiryType).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveAccessibleDescription(
      /Please enter your comment/,
    );
    expect(screen.getByRole('textbox', { name: /Phone number/ })).not.toHaveAttribute('aria-invalid');
  });
});
