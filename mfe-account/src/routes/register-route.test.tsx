import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterRoute from './register-route';

const checkEmail = { 'POST /api/identity/register': { status: 'check_email' } };

/** Fills every required field of an Australian registration (and one interest). */
async function fillRegistration(email = 'harper@example.com') {
  await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), email);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Title/ }), 'Ms');
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Harper');
  await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), "O'Connell");
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /State or territory/ }), 'New South Wales');
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile phone number/ }), '0412 345 678');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Sparkle9Ring');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'Sparkle9Ring');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Day/ }), '14');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Month/ }), 'February');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Year/ }), '1991');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Engagement and wedding' }));
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the Brilliance terms/ }));
}

describe('the registration page', () => {
  it('asks for every registration field and says what is missing in each, focus on the first, sending nothing', async () => {
    const { requests } = renderRemotePage(<RegisterRoute />, { app: 'account', path: '/my-account/register' });
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    for (const interest of ['Engagement and wedding', 'Special occasions', 'Gifts for myself']) {
      expect(screen.getByRole('checkbox', { name: interest })).not.toBeChecked();
    }
    expect(screen.getByRole('link', { name: /Read the Brilliance terms/ })).toHaveAttribute(
      'href',
      '/brilliance-terms',
    );
    const states = within(screen.getByRole('combobox', { name: /State or territory/ })).getAllByRole('option');
    expect(states).toHaveLength(9);

    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByRole('textbox', { name: /Email address/ });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/Please enter your email address/);
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(
      /Please enter your first name/,
    );
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAccessibleDescription(/Your name is empty/);
    expect(screen.getByRole('combobox', { name: /State or territory/ })).toHaveAccessibleDescription(
      /Please select your state/,
    );
    expect(screen.getByRole('textbox', { name: /Mobile phone number/ })).toHaveAccessibleDescription(
      /Please enter your mobile phone number|Please enter a valid phone number/,
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Please enter a password/);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(/confirm/i);
    expect(screen.getByRole('combobox', { name: /Day/ })).toHaveAccessibleDescription(/Please select a day/);
    expect(screen.getByRole('combobox', { name: /Month/ })).toHaveAccessibleDescription(/Please select a month/);
    expect(screen.getByRole('combobox', { name: /Year/ })).toHaveAccessibleDescription(/Please select a year/);
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      /Please accept the terms and conditions/,
    );
    expect(requests).toHaveLength(0);
  });

  it('holds the password to its rule and its confirmation to a match', async () => {
    renderRemotePage(<RegisterRoute />, { app: 'account', path: '/my-account/register' });
    await userEvent.type(screen.getByLabelText(/^Password/), 'sparkle');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'sparkle');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/at least 6 characters.*number.*uppercase/i);

    await userEvent.clear(screen.getByLabelText(/^Password/));
    await userEvent.type(screen.getByLabelText(/^Password/), 'Sparkle9Ring');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      /The password you entered does not match/,
    );
  });

  it('sends the registration with the guest order, then says to check the inbox with the address, the form kept', async () => {
    const { requests } = renderRemotePage(<RegisterRoute />, {
      app: 'account',
      path: '/my-account/register?order=412345678901',
      fetch: checkEmail,
    });
    expect(screen.getByText(/order 412345678901 is added to your account/)).toBeInTheDocument();
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const sent = await screen.findByRole('heading', { level: 2, name: 'Check your email' });
    expect(sent).toHaveFocus();
    expect(screen.getByText('We’ve sent an email to harper@example.com.')).toBeInTheDocument();
    const registration = requests.find((request) => request.path === '/api/identity/register');
    expect(registration?.body).toEqual({
      email: 'harper@example.com',
      title: 'ms',
      firstName: 'Harper',
      lastName: "O'Connell",
      state: 'NSW',
      mobilePhone: '0412 345 678',
      password: 'Sparkle9Ring',
      confirmPassword: 'Sparkle9Ring',
      birthdayDay: 14,
      birthdayMonth: 2,
      birthdayYear: 1991,
      interests: ['engagement-and-wedding'],
      terms: true,
      order: '412345678901',
    });
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change the email address' }));
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('harper@example.com');
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Harper');
  });

  it('puts the API’s field errors on their fields and keeps everything typed', async () => {
    renderRemotePage(<RegisterRoute />, {
      app: 'account',
      path: '/my-account/register',
      fetch: {
        'POST /api/identity/register': problemReply(400, 'VALIDATION_FAILED', {
          errors: { mobilePhone: 'validation.phone.invalid' },
        }),
      },
    });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const mobile = screen.getByRole('textbox', { name: /Mobile phone number/ });
    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(mobile).toHaveFocus();
    expect(mobile).toHaveValue('0412 345 678');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('harper@example.com');
  });

  it('tells a shopper who sent too many registrations how long to wait', async () => {
    renderRemotePage(<RegisterRoute />, {
      app: 'account',
      path: '/my-account/register',
      fetch: { 'POST /api/identity/register': problemReply(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 1800 }) },
    });
    await fillRegistration();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Please wait 30 minutes and try again/);
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('harper@example.com');
  });

  it('speaks French in fr-CA and asks for a Canadian province', async () => {
    renderRemotePage(<RegisterRoute />, { app: 'account', locale: 'fr-CA', path: '/my-account/register' });
    const province = screen.getByRole('combobox', { name: /Province ou territoire/ });
    expect(within(province).getByRole('option', { name: 'Québec' })).toBeInTheDocument();
    expect(within(province).getByRole('option', { name: 'Yukon' })).toHaveValue('Yukon');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(province).toHaveAccessibleDescription(/province/i);
    expect(screen.getByRole('checkbox', { name: /J’accepte les conditions/ })).toHaveAccessibleDescription(
      /Veuillez accepter les conditions/,
    );
  });

  it('asks New Zealand for no state', () => {
    renderRemotePage(<RegisterRoute />, { app: 'account', locale: 'en-NZ', path: '/my-account/register' });
    expect(screen.queryByRole('combobox', { name: /State|Province/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Day/ })).toBeInTheDocument();
  });
});
