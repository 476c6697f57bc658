import type { AddressSnapshot, SavedAddress } from '@storefront/api-schemas';
import { useIsMember, useLocale, useMarket } from '@storefront/contracts';
import type { MarketCode } from '@storefront/i18n';
import {
  addressDraftFrom,
  emptyAddressDraft,
  type AddressDraft,
  type PostalAddress,
} from '@storefront/ui/address-form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { savedAddressesQuery } from './saved-addresses-api';

/** The choice meaning "type a new address" rather than one of the address book. */
export const NEW_ADDRESS = 'new';

const parts = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'suburb',
  'city',
  'state',
  'postcode',
  'country',
  'phone',
] as const;
const sameAddress = (a: PostalAddress, b: PostalAddress) =>
  parts.every((part) => (a[part] ?? '').trim().toUpperCase() === (b[part] ?? '').trim().toUpperCase());

/** What the step shows and sends: the member's usable saved addresses, which is chosen, and the draft to check. */
export interface AddressChoice {
  /** The member's saved addresses in a country this step takes (none for a guest). */
  addresses: readonly SavedAddress[];
  /** True while a member's address book is on its way. */
  loading: boolean;
  /** The chosen saved address's id, or `NEW_ADDRESS`. */
  choice: string;
  choose: (choice: string) => void;
  /** The address to check and send: the chosen saved one, or what the shopper typed. */
  draft: AddressDraft;
  /** What the shopper typed in the form (kept while a saved address is chosen). */
  typed: AddressDraft;
  setTyped: (next: AddressDraft) => void;
  /** Whether a typed address is also kept in the member's address book (only offered to a member). */
  offerSave: boolean;
  saveToBook: boolean;
  setSaveToBook: (save: boolean) => void;
}

/**
 * A checkout address step's choice between the signed-in member's saved addresses (`GET /account/addresses`, through
 * the data layer) and a new one. Until the shopper picks, the saved address the checkout already has is chosen, else
 * (none yet) the default one; a guest, or a member without a usable saved address, types one.
 */
export function useAddressChoice(options: {
  /** The address the checkout already holds for this step, if any. */
  current: AddressSnapshot | null;
  /** The countries this step accepts. */
  countries: readonly MarketCode[];
  /** What the form starts with when nothing is saved (defaults to a blank address in the market). */
  initialTyped?: AddressDraft;
}): AddressChoice {
  const locale = useLocale();
  const market = useMarket();
  const isMember = useIsMember();
  const book = useQuery({ ...savedAddressesQuery, enabled: isMember });
  const [picked, setPicked] = useState<string | null>(null);
  const [typed, setTyped] = useState<AddressDraft>(
    () =>
      options.initialTyped ??
      (options.current ? addressDraftFrom(options.current, locale, market) : emptyAddressDraft(market)),
  );
  const [saveToBook, setSaveToBook] = useState(false);

  const addresses = isMember
    ? (book.data?.addresses ?? []).filter((address) => options.countries.some((code) => code === address.country))
    : [];
  const { current } = options;
  const preselected = current
    ? addresses.find((address) => sameAddress(address, current))
    : (addresses.find((address) => address.isDefault) ?? addresses[0]);
  const choice =
    picked && (picked === NEW_ADDRESS || addresses.some((a) => a.id === picked))
      ? picked
      : (preselected?.id ?? NEW_ADDRESS);
  const chosen = addresses.find((address) => address.id === choice);
  return {
    addresses,
    loading: isMember && book.isPending,
    choice,
    choose: setPicked,
    draft: chosen ? addressDraftFrom(chosen, locale, market) : typed,
    typed,
    setTyped,
    offerSave: isMember && !book.isPending && choice === NEW_ADDRESS,
    saveToBook: isMember && choice === NEW_ADDRESS && saveToBook,
    setSaveToBook,
  };
}
