import { useIntl } from 'react-intl';
import { classNames } from '../class-names';
import type { PostalAddress } from './address-draft';
import { addressFormMessages as messages } from './address-form-messages';

const countryNames: Partial<Record<string, { id: string; defaultMessage: string }>> = {
  AU: messages.countryAU,
  CA: messages.countryCA,
  NZ: messages.countryNZ,
};

/** The lines of an address as a postal block shows them: name, street lines, locality, country (named), phone. */
export function useAddressLines(address: PostalAddress): string[] {
  const intl = useIntl();
  // A suburb that is the city itself ('Sydney', 'Sydney') is said once.
  const suburb = address.suburb && address.suburb.toLowerCase() !== address.city.toLowerCase() ? address.suburb : null;
  const locality = [suburb, address.city, address.state, address.postcode].filter(Boolean).join(' ');
  const country = countryNames[address.country];
  return [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    address.address2,
    locality,
    country ? intl.formatMessage(country) : address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));
}

/** A saved address as a postal block (`<address>`): name, street lines, locality line, country, phone. */
export function AddressSummary({ address, className }: { address: PostalAddress; className?: string }) {
  const lines = useAddressLines(address);
  return (
    <address className={classNames('sf-address-summary', className)}>
      {lines.map((line, index) => (
        <span key={index} className="sf-address-summary__line">
          {line}
        </span>
      ))}
    </address>
  );
}
