import type { AddressSnapshot } from '@storefront/api-schemas';
import { useIntl } from 'react-intl';
import { addressFormMessages as messages } from './address-form-messages';

const countryNames: Record<string, { id: string; defaultMessage: string }> = {
  AU: messages.countryAU,
  CA: messages.countryCA,
  NZ: messages.countryNZ,
};

/** A saved address as a postal block: name, street lines, locality line, country, phone. */
export function AddressSummary({ address }: { address: AddressSnapshot }) {
  const intl = useIntl();
  const locality = [address.suburb, address.city, address.state, address.postcode].filter(Boolean).join(' ');
  const country = countryNames[address.country];
  return (
    <address className="sf-address-summary">
      {[
        `${address.firstName} ${address.lastName}`,
        address.address1,
        address.address2,
        locality,
        country ? intl.formatMessage(country) : address.country,
        address.phone,
      ]
        .filter((line): line is string => Boolean(line))
        .map((line, index) => (
          <span key={index} className="sf-address-summary__line">
            {line}
          </span>
        ))}
    </address>
  );
}
