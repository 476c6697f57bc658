import type { AddressSnapshot } from '@storefront/api-schemas';
import { useIntl, type IntlShape } from 'react-intl';
import { orderMessages as messages } from './order-messages';
import type { AnyOrder } from './order-text';

type Place = { suburb: string | null; city: string; state: string | null; country: string };

/** A country code as its name in the page's language ('AU' → 'Australia', 'Australie'). */
function countryName(intl: IntlShape, code: string): string {
  try {
    return intl.formatDisplayName(code, { type: 'region' }) ?? code;
  } catch {
    return code;
  }
}

function placeLines(intl: IntlShape, place: Place): string[] {
  return [place.suburb, [place.city, place.state].filter(Boolean).join(' '), countryName(intl, place.country)].filter(
    (part): part is string => Boolean(part),
  );
}

function addressLines(intl: IntlShape, address: AddressSnapshot): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    address.address2,
    address.suburb,
    [address.city, address.state, address.postcode].filter(Boolean).join(' '),
    countryName(intl, address.country),
    address.phone,
  ].filter((part): part is string => Boolean(part));
}

function AddressBlock({ id, heading, lines }: { id: string; heading: string; lines: string[] }) {
  return (
    <section className="sf-order-address" aria-labelledby={id}>
      <h3 id={id} className="sf-order-address__heading">
        {heading}
      </h3>
      <address>
        {lines.map((line, index) => (
          <span key={`${index}-${line}`}>{line}</span>
        ))}
      </address>
    </section>
  );
}

/**
 * Where the order goes and who pays: the delivery address or the pick-up store, and the billing address. A member
 * sees them in full; a guest's lookup shows suburb, city, state and country only.
 */
export function OrderAddresses({ order }: { order: AnyOrder }) {
  const intl = useIntl();
  const delivery = 'shippingAddress' in order ? order.shippingAddress : null;
  const shipTo = 'shipTo' in order ? order.shipTo : null;
  const billing = 'billingAddress' in order ? addressLines(intl, order.billingAddress) : placeLines(intl, order.billTo);
  const store = order.pickupStore;
  return (
    <div className="sf-order-addresses">
      {store ? (
        <AddressBlock
          id="sf-order-pickup-heading"
          heading={intl.formatMessage(messages.pickupStore)}
          lines={[
            store.name,
            store.address1,
            store.address2,
            store.suburb,
            [store.city, store.state, store.postcode].filter(Boolean).join(' '),
            store.phone,
          ].filter((part): part is string => Boolean(part))}
        />
      ) : delivery || shipTo ? (
        <AddressBlock
          id="sf-order-delivery-heading"
          heading={intl.formatMessage(messages.deliveryAddress)}
          lines={delivery ? addressLines(intl, delivery) : placeLines(intl, shipTo!)}
        />
      ) : null}
      <AddressBlock
        id="sf-order-billing-heading"
        heading={intl.formatMessage(messages.billingAddress)}
        lines={billing}
      />
    </div>
  );
}
