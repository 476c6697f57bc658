import { ProblemError } from '@storefront/http';
import type { LocaleCode, MarketCode } from '@storefront/i18n';
import { useValidatedForm } from '@storefront/validation';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useEffect, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { addressFormOptions, addressServerField, emptyAddressDraft, type AddressDraft } from './address-draft';
import { AddressForm } from './address-form';
import { AddressSummary } from './address-summary';

const answerWith = (fieldErrors: Record<string, string>) =>
  new ProblemError({
    method: 'PUT',
    url: '/api/checkout/shipping',
    status: 422,
    code: 'VALIDATION_FAILED',
    title: 'Invalid',
    detail: undefined,
    type: undefined,
    instance: undefined,
    fieldErrors,
  });

/** The form as a page holds it: the draft in state, checked on submit by `useValidatedForm`, the first problem focused. */
function Harness({ country, apiErrors }: { country: MarketCode; apiErrors?: Record<string, string> }) {
  const [draft, setDraft] = useState<AddressDraft>(emptyAddressDraft(country));
  const [sent, setSent] = useState<string>('');
  const form = useValidatedForm({
    ...addressFormOptions,
    serverField: addressServerField('address.'),
    values: draft,
    onValid: (address) => setSent(JSON.stringify(address)),
  });
  const answered = useRef(false);
  const { showServerErrors } = form;
  useEffect(() => {
    if (answered.current || !apiErrors) return;
    answered.current = true;
    showServerErrors(answerWith(apiErrors));
  }, [apiErrors, showServerErrors]);
  return (
    <form noValidate ref={form.ref} onSubmit={form.onSubmit}>
      <AddressForm
        section="shipping"
        legend="Delivery address"
        value={draft}
        onChange={(next) => setDraft(next)}
        errorOf={form.errorOf}
        countries={country === 'CA' ? ['CA', 'AU', 'NZ'] : country === 'AU' ? ['AU', 'NZ'] : ['NZ', 'AU']}
      />
      <button type="submit">Save</button>
      <output data-testid="sent">{sent}</output>
    </form>
  );
}

/** The packages' one French catalogue (the shell loads it for every remote). */
const french = JSON.parse(readFileSync(join(__dirname, '../../../i18n/lang/fr.json'), 'utf8')) as Record<
  string,
  string
>;

function renderForm(country: MarketCode, locale: LocaleCode, apiErrors?: Record<string, string>) {
  render(
    <IntlProvider
      locale={locale}
      defaultLocale={locale === 'fr-CA' ? 'en-CA' : locale}
      messages={locale === 'fr-CA' ? french : {}}
    >
      <Harness country={country} {...(apiErrors ? { apiErrors } : {})} />
    </IntlProvider>,
  );
  return userEvent.setup({ delay: null });
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const sent = () => JSON.parse(screen.getByTestId('sent').textContent || 'null') as Record<string, string> | null;

async function fillCommon(
  user: ReturnType<typeof userEvent.setup>,
  words: { first: RegExp; last: RegExp; street: RegExp; city: RegExp; phone: RegExp },
) {
  await user.type(field(words.first), 'Chloé');
  await user.type(field(words.last), 'Gagnon');
  await user.type(field(words.street), '1000 rue De La Gauchetière Ouest');
  await user.type(field(words.city), 'Montréal');
  await user.type(field(words.phone), '514 555 0199');
}

const english = {
  first: /First name/,
  last: /Last name/,
  street: /Street address/,
  city: /Town or city/,
  phone: /Phone/,
};

jest.setTimeout(20_000);

describe('AddressForm in Australia', () => {
  it('asks for every required field with the SPEC messages and focuses the first', async () => {
    const user = renderForm('AU', 'en-AU');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field(/First name/)).toHaveFocus();
    expect(field(/First name/)).toHaveAccessibleDescription(/Please enter your first name/);
    expect(field(/Last name/)).toHaveAccessibleDescription(/Your name is empty/);
    expect(field(/Street address/)).toHaveAccessibleDescription(/Please enter a value for this field/);
    expect(field(/Town or city/)).toHaveAccessibleDescription(/Please enter a value for this field/);
    expect(screen.getByRole('combobox', { name: /State or territory/ })).toHaveAccessibleDescription(
      /Please select your state/,
    );
    expect(field(/Postcode/)).toHaveAccessibleDescription(/Please enter a value for this field/);
    expect(field(/Phone/)).toHaveAccessibleDescription(/Please enter your mobile phone number/);
    expect(field(/Suburb/)).not.toHaveAttribute('aria-invalid');
  });

  it('offers the 8 states and territories and takes a 4-digit postcode only', async () => {
    const user = renderForm('AU', 'en-AU');
    const state = screen.getByRole('combobox', { name: /State or territory/ });
    expect(within(state).getAllByRole('option')).toHaveLength(9);
    await fillCommon(user, english);
    await user.selectOptions(state, 'New South Wales');
    await user.type(field(/Postcode/), '20000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field(/Postcode/)).toHaveAccessibleDescription(/Please enter a valid 4-digit postcode/);
    expect(field(/Postcode/)).toHaveFocus();
    expect(field(/Postcode/)).toHaveValue('20000');
    expect(field(/Street address/)).toHaveValue('1000 rue De La Gauchetière Ouest');

    await user.clear(field(/Postcode/));
    await user.type(field(/Postcode/), '2000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent()).toMatchObject({ country: 'AU', state: 'NSW', postcode: '2000', city: 'Montréal' });
  });

  it('explains letters the names cannot have, and a phone number that is not one', async () => {
    const user = renderForm('AU', 'en-AU');
    await user.type(field(/First name/), 'Olivia!');
    await user.type(field(/Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field(/First name/)).toHaveAccessibleDescription(
      /Please use only letters, numbers, hyphens and apostrophes/,
    );
    expect(field(/Phone/)).toHaveAccessibleDescription(/Please enter a valid phone number/);
  });

  it('shows the API’s field errors on their fields', () => {
    renderForm('AU', 'en-AU', {
      'address.postcode': 'validation.postcode.au',
      'address.lastName': 'validation.lastName.required',
    });
    expect(field(/Postcode/)).toHaveAccessibleDescription(/Please enter a valid 4-digit postcode/);
    expect(field(/Last name/)).toHaveAccessibleDescription(/Your name is empty/);
    expect(field(/First name/)).not.toHaveAttribute('aria-invalid');
  });
});

describe('AddressForm in Canada', () => {
  it('offers the 13 provinces and territories and takes A1A 1A1 postal codes in any of the SPEC forms', async () => {
    const user = renderForm('CA', 'en-CA');
    expect(screen.queryByRole('textbox', { name: /Suburb/ })).not.toBeInTheDocument();
    const province = screen.getByRole('combobox', { name: /Province or territory/ });
    expect(within(province).getAllByRole('option')).toHaveLength(14);
    await fillCommon(user, english);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(province).toHaveAccessibleDescription(/Please select your province/);
    await user.selectOptions(province, 'Quebec');
    for (const wrong of ['12345', 'D3B 1A4']) {
      await user.clear(field(/Postal code/));
      await user.type(field(/Postal code/), wrong);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(field(/Postal code/)).toHaveAccessibleDescription(/Please enter a valid postal code, for example K1V 1J8/);
    }
    await user.clear(field(/Postal code/));
    await user.type(field(/Postal code/), 'h3b-1a4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent()).toMatchObject({ country: 'CA', state: 'QC', postcode: 'H3B 1A4' });
  });

  it('speaks French in fr-CA: labels, Québec and the SPEC messages', async () => {
    const user = renderForm('CA', 'fr-CA');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field(/Prénom/)).toHaveAccessibleDescription(/Veuillez saisir votre prénom/);
    expect(field(/Adresse municipale/)).toHaveAccessibleDescription(/Veuillez saisir une valeur pour ce champ/);
    const province = screen.getByRole('combobox', { name: /Province ou territoire/ });
    expect(province).toHaveAccessibleDescription(/Veuillez sélectionner votre province/);
    expect(field(/Code postal/)).toHaveAccessibleDescription(/Par exemple H3B 1A4/);
    await fillCommon(user, {
      first: /Prénom/,
      last: /Nom de famille/,
      street: /Adresse municipale/,
      city: /Ville/,
      phone: /Téléphone/,
    });
    await user.selectOptions(province, 'Québec');
    await user.type(field(/Code postal/), 'K1V1J');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field(/Code postal/)).toHaveAccessibleDescription(/Veuillez saisir un code postal valide/);
    await user.type(field(/Code postal/), '8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // K1V is Ottawa's: not a Québec postal code, said in French on the postal code, which keeps what was typed.
    expect(field(/Code postal/)).toHaveAccessibleDescription(
      /Ce code postal ne se trouve pas dans la province choisie/,
    );
    expect(field(/Code postal/)).toHaveValue('K1V1J8');
    expect(sent()).toBeNull();
    await user.selectOptions(province, 'Ontario');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent()).toMatchObject({ state: 'ON', postcode: 'K1V 1J8' });
  });

  it('sends the French Yukon as its postal abbreviation', async () => {
    const user = renderForm('CA', 'fr-CA');
    await fillCommon(user, {
      first: /Prénom/,
      last: /Nom de famille/,
      street: /Adresse municipale/,
      city: /Ville/,
      phone: /Téléphone/,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /Province ou territoire/ }), 'Yukon');
    await user.type(field(/Code postal/), 'Y1A 1A1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent()).toMatchObject({ state: 'YT' });
  });
});

describe('AddressForm in New Zealand', () => {
  it('has an optional region instead of a state and a 4-digit postcode', async () => {
    const user = renderForm('NZ', 'en-NZ');
    expect(screen.queryByRole('combobox', { name: /State/ })).not.toBeInTheDocument();
    await fillCommon(user, english);
    await user.type(field(/Postcode/), '10100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field(/Postcode/)).toHaveAccessibleDescription(/Please enter a valid 4-digit postcode/);
    expect(field(/Region/)).not.toHaveAttribute('aria-invalid');
    await user.clear(field(/Postcode/));
    await user.type(field(/Postcode/), '1010');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent()).toMatchObject({ country: 'NZ', postcode: '1010' });
    expect(sent()).not.toHaveProperty('state');
  });

  it('switches to Australia’s states when the shopper ships across the Tasman, keeping what was typed', async () => {
    const user = renderForm('NZ', 'en-NZ');
    await user.type(field(/Street address/), '45 Queen Street');
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'Australia');
    expect(screen.getByRole('combobox', { name: /State or territory/ })).toBeInTheDocument();
    expect(field(/Street address/)).toHaveValue('45 Queen Street');
  });
});

describe('AddressSummary', () => {
  const address = {
    firstName: 'Chloé',
    lastName: 'Gagnon',
    address1: '1000 rue De La Gauchetière Ouest',
    address2: 'App. 12',
    suburb: null,
    city: 'Montréal',
    state: 'QC',
    postcode: 'H3B 1A4',
    country: 'CA',
    phone: '514 555 0199',
  };

  it('shows the address as postal lines, the country named in the page’s language', () => {
    render(
      <IntlProvider locale="fr-CA" defaultLocale="en-CA" messages={french}>
        <AddressSummary address={address} />
      </IntlProvider>,
    );
    const lines = screen.getAllByText(/./, { selector: '.sf-address-summary__line' }).map((line) => line.textContent);
    expect(lines).toEqual([
      'Chloé Gagnon',
      '1000 rue De La Gauchetière Ouest',
      'App. 12',
      'Montréal QC H3B 1A4',
      'Canada',
      '514 555 0199',
    ]);
  });

  it('says a suburb that is the city itself once', () => {
    render(
      <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
        <AddressSummary
          address={{ ...address, suburb: 'Sydney', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'NZ' }}
        />
      </IntlProvider>,
    );
    expect(screen.getByText('Sydney NSW 2000')).toBeInTheDocument();
    expect(screen.getByText('New Zealand')).toBeInTheDocument();
  });
});
