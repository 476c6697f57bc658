import type { SavedAddress } from '@storefront/api-schemas';

/** The name an address goes by in its buttons and heading: its label, else its street line. */
export function addressName(address: SavedAddress): string {
  return address.label ?? address.address1;
}
