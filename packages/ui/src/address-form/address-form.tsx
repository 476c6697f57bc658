import './address-form.css';
import { getLocaleSetting, isLocaleCode, type LocaleCode, type MarketCode } from '@storefront/i18n';
import { SelectField, TextField } from '@storefront/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { stateOptionsOf, type AddressDraft, type AddressField } from './address-draft';
import { addressFormMessages as messages } from './address-form-messages';

/** Props of {@link AddressForm}; `D` is the draft, an address and whatever the caller keeps beside it (a label). */
export interface AddressFormProps<D extends AddressDraft = AddressDraft> {
  /** The fieldset's legend ('Delivery address', 'New address'). */
  legend: ReactNode;
  /** What the shopper has typed; the parent keeps it, so nothing is lost when the form hides or an answer fails. */
  value: D;
  /** Every keystroke or choice, with the field that changed (its error can be cleared). */
  onChange: (next: D, field: AddressField) => void;
  /** Each field's localised problem, from the browser's check or the API's answer (`errorOf` of `useValidatedForm`). */
  errorOf: (field: AddressField) => string | undefined;
  /** The countries the shopper may choose (the market's own first); with one, no country field shows. */
  countries: readonly MarketCode[];
  /** The browser's autofill section (`shipping`, `billing`); none for an address book entry. */
  section?: 'shipping' | 'billing';
  /** Prefix of the controls' ids (`<prefix>-postcode`); a generated one by default. */
  idPrefix?: string;
  /** Fields of the caller shown first inside the fieldset (an address book entry's name). */
  lead?: ReactNode;
  /** Controls of the caller shown last inside the fieldset (make default, save to my address book). */
  children?: ReactNode;
}

const countryLabels = {
  AU: messages.countryAU,
  CA: messages.countryCA,
  NZ: messages.countryNZ,
} as const;

/** The locale whose example postcode a country's hint shows (French Canada shows a Montréal one). */
const examplePostcode = (country: MarketCode, locale: string) =>
  getLocaleSetting(country === 'CA' && locale === 'fr-CA' ? 'fr-CA' : `en-${country}`).mainPostcode;

/**
 * A postal address for one of the markets (SPEC §3, §5): names, country, street lines, suburb (Australia and New
 * Zealand), town or city, the country's states or provinces (in the page's language) or New Zealand's optional
 * region, its postcode rule and a phone number. Controlled: the parent checks the draft with `useValidatedForm` and
 * `addressFormOptions`, and passes its `errorOf` back. Changing country keeps everything typed but a state the new
 * country does not have.
 */
export function AddressForm<D extends AddressDraft = AddressDraft>({
  legend,
  value,
  onChange,
  errorOf,
  countries,
  section,
  idPrefix,
  lead,
  children,
}: AddressFormProps<D>) {
  const intl = useIntl();
  const generatedId = useId();
  const locale: LocaleCode = isLocaleCode(intl.locale) ? intl.locale : 'en-AU';
  const prefix = idPrefix ?? generatedId;
  const { country } = value;
  const stateOptions = stateOptionsOf(country, locale);

  const field = (name: AddressField, autoComplete: string) => ({
    id: `${prefix}-${name}`,
    name,
    value: value[name],
    error: errorOf(name),
    autoComplete: section ? `${section} ${autoComplete}` : autoComplete,
  });
  const text = (name: AddressField, autoComplete: string) => ({
    ...field(name, autoComplete),
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...value, [name]: event.currentTarget.value }, name),
  });

  const changeCountry = (next: MarketCode) => {
    // A state of the old country means nothing in the new one; everything else the shopper typed stays.
    const keepsState = stateOptionsOf(next, locale).some((option) => option.value === value.state);
    onChange({ ...value, country: next, state: keepsState || next === 'NZ' ? value.state : '' }, 'country');
  };

  const postcodeHint =
    country === 'CA'
      ? intl.formatMessage(messages.postcodeHintCanada, { example: examplePostcode(country, locale) })
      : intl.formatMessage(messages.postcodeHintFourDigits, { example: examplePostcode(country, locale) });

  return (
    <fieldset className="sf-address-form" data-country={country}>
      <legend className="sf-address-form__legend">{legend}</legend>
      {lead}
      <div className="sf-address-form__row">
        <TextField label={intl.formatMessage(messages.firstName)} required {...text('firstName', 'given-name')} />
        <TextField label={intl.formatMessage(messages.lastName)} required {...text('lastName', 'family-name')} />
      </div>
      {countries.length > 1 ? (
        <SelectField
          label={intl.formatMessage(messages.country)}
          required
          options={countries.map((code) => ({ value: code, label: intl.formatMessage(countryLabels[code]) }))}
          {...field('country', 'country')}
          onChange={(event) => changeCountry(event.currentTarget.value as MarketCode)}
        />
      ) : null}
      <TextField label={intl.formatMessage(messages.address1)} required {...text('address1', 'address-line1')} />
      <TextField label={intl.formatMessage(messages.address2)} {...text('address2', 'address-line2')} />
      <div className="sf-address-form__row">
        {country !== 'CA' ? (
          <TextField label={intl.formatMessage(messages.suburb)} {...text('suburb', 'address-level3')} />
        ) : null}
        <TextField label={intl.formatMessage(messages.city)} required {...text('city', 'address-level2')} />
      </div>
      {country === 'NZ' ? (
        <TextField label={intl.formatMessage(messages.regionNZ)} {...text('state', 'address-level1')} />
      ) : (
        <SelectField
          label={intl.formatMessage(country === 'CA' ? messages.provinceCA : messages.stateAU)}
          required
          placeholder={intl.formatMessage(
            country === 'CA' ? messages.provinceCAPlaceholder : messages.stateAUPlaceholder,
          )}
          options={stateOptions.map((option) => ({ value: option.value, label: option.label }))}
          {...text('state', 'address-level1')}
        />
      )}
      <TextField
        label={intl.formatMessage(country === 'CA' ? messages.postalCode : messages.postcode)}
        required
        hint={postcodeHint}
        inputMode={country === 'CA' ? 'text' : 'numeric'}
        fieldClassName="sf-address-form__postcode"
        {...text('postcode', 'postal-code')}
      />
      <TextField
        label={intl.formatMessage(messages.phone)}
        type="tel"
        required
        hint={intl.formatMessage(messages.phoneHint)}
        {...text('phone', 'tel')}
      />
      {children}
    </fieldset>
  );
}
