import { useLocale } from '@storefront/contracts';
import { getLocaleSetting, type MarketCode } from '@storefront/i18n';
import { SelectField, TextField } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { stateOptionsOf, type AddressDraft, type AddressField } from './address-draft';
import { savedAddressesMessages as messages } from './saved-addresses-messages';

const countryLabels = { AU: messages.countryAU, CA: messages.countryCA, NZ: messages.countryNZ } as const;

/** The example postcode of a country's hint (French Canada shows a Montréal one). */
const examplePostcode = (country: MarketCode, locale: string) =>
  getLocaleSetting(country === 'CA' && locale === 'fr-CA' ? 'fr-CA' : `en-${country}`).mainPostcode;

export interface AddressFieldsProps {
  /** Prefix of the controls' ids (one form on the page at a time, but each its own). */
  idPrefix: string;
  value: AddressDraft;
  onChange: (next: AddressDraft, field: AddressField) => void;
  errorOf: (field: AddressField) => string | undefined;
  /** The countries the member may choose, their market's first. */
  countries: readonly MarketCode[];
}

/**
 * An address book entry's fields (SPEC §3 address, §5 rules): its label, names, country, street lines, suburb
 * (Australia and New Zealand), town or city, the country's states or provinces in the page's language or New
 * Zealand's optional region, the country's postcode and a phone number. Controlled by the address book.
 */
export function AddressFields({ idPrefix, value, onChange, errorOf, countries }: AddressFieldsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { country } = value;
  const field = (name: AddressField, autoComplete: string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: value[name],
    error: errorOf(name),
    autoComplete,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ ...value, [name]: event.currentTarget.value }, name),
  });
  const changeCountry = (next: MarketCode) => {
    const keepsState = stateOptionsOf(next, locale).some((option) => option.value === value.state);
    onChange({ ...value, country: next, state: keepsState || next === 'NZ' ? value.state : '' }, 'country');
  };
  return (
    <>
      <TextField
        label={intl.formatMessage(messages.label)}
        hint={intl.formatMessage(messages.labelHint)}
        maxLength={30}
        {...field('label', 'off')}
      />
      <div className="sf-address-book__row">
        <TextField label={intl.formatMessage(messages.firstName)} required {...field('firstName', 'given-name')} />
        <TextField label={intl.formatMessage(messages.lastName)} required {...field('lastName', 'family-name')} />
      </div>
      <SelectField
        label={intl.formatMessage(messages.country)}
        required
        options={countries.map((code) => ({ value: code, label: intl.formatMessage(countryLabels[code]) }))}
        {...field('country', 'country')}
        onChange={(event) => changeCountry(event.currentTarget.value as MarketCode)}
      />
      <TextField label={intl.formatMessage(messages.address1)} required {...field('address1', 'address-line1')} />
      <TextField label={intl.formatMessage(messages.address2)} {...field('address2', 'address-line2')} />
      <div className="sf-address-book__row">
        {country !== 'CA' ? (
          <TextField label={intl.formatMessage(messages.suburb)} {...field('suburb', 'address-level3')} />
        ) : null}
        <TextField label={intl.formatMessage(messages.city)} required {...field('city', 'address-level2')} />
      </div>
      <div className="sf-address-book__row">
        {country === 'NZ' ? (
          <TextField label={intl.formatMessage(messages.regionNZ)} {...field('state', 'address-level1')} />
        ) : (
          <SelectField
            label={intl.formatMessage(country === 'CA' ? messages.provinceCA : messages.stateAU)}
            required
            placeholder={intl.formatMessage(messages.statePlaceholder)}
            options={stateOptionsOf(country, locale).map((option) => ({ value: option.value, label: option.label }))}
            {...field('state', 'address-level1')}
          />
        )}
        <TextField
          label={intl.formatMessage(country === 'CA' ? messages.postalCode : messages.postcode)}
          required
          hint={intl.formatMessage(messages.postcodeHint, { example: examplePostcode(country, locale) })}
          inputMode={country === 'CA' ? 'text' : 'numeric'}
          {...field('postcode', 'postal-code')}
        />
      </div>
      <TextField label={intl.formatMessage(messages.phone)} type="tel" required {...field('phone', 'tel')} />
    </>
  );
}
