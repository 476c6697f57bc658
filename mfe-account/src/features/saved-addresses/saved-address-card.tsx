import type { SavedAddress } from '@storefront/api-schemas';
import { useIntl } from 'react-intl';
import { savedAddressesMessages as messages } from './saved-addresses-messages';

const countryNames: Record<string, { id: string; defaultMessage: string }> = {
  AU: messages.countryAU,
  CA: messages.countryCA,
  NZ: messages.countryNZ,
};

/** The name an address goes by in its buttons and heading: its label, else its street line. */
export function addressName(address: SavedAddress): string {
  return address.label ?? address.address1;
}

/** A saved address as a postal block: name, street lines, locality, country, phone. */
export function SavedAddressLines({ address }: { address: SavedAddress }) {
  const intl = useIntl();
  const locality = [address.suburb, address.city, address.state, address.postcode].filter(Boolean).join(' ');
  const country = countryNames[address.country];
  return (
    <address className="sf-address-book__lines">
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
          <span key={index}>{line}</span>
        ))}
    </address>
  );
}
