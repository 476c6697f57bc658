import './saved-addresses.css';
import type { SavedAddress } from '@storefront/api-schemas';
import type { MarketCode } from '@storefront/i18n';
import { CheckboxField, RadioGroup, Spinner } from '@storefront/ui';
import { AddressForm, useAddressLines, type AddressDraft, type AddressField } from '@storefront/ui/address-form';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { savedAddressesMessages as messages } from './saved-addresses-messages';
import { NEW_ADDRESS, type AddressChoice } from './use-address-choice';

/** One saved address as a radio's label: its name (or the person's), and "Default". */
function SavedAddressName({ address }: { address: SavedAddress }) {
  const intl = useIntl();
  return (
    <span className="sf-saved-address__name">
      {address.label ?? `${address.firstName} ${address.lastName}`}
      {address.isDefault ? (
        <span className="sf-saved-address__badge">{intl.formatMessage(messages.defaultBadge)}</span>
      ) : null}
    </span>
  );
}

/** One saved address summarised on one line, as the radio's hint. */
function SavedAddressLine({ address }: { address: SavedAddress }) {
  const lines = useAddressLines(address);
  return <>{lines.join(', ')}</>;
}

export interface AddressChoiceFieldsProps {
  choice: AddressChoice;
  section: 'shipping' | 'billing';
  /** The question ('Delivery address', 'Billing address'). */
  legend: ReactNode;
  countries: readonly MarketCode[];
  errorOf: (field: AddressField) => string | undefined;
  /** Every change of the typed address, with the field that changed (to clear its error). */
  onTyped: (next: AddressDraft, field: AddressField) => void;
  /** The shopper picked another saved address or a new one (to clear the form's errors). */
  onChoose?: () => void;
}

/**
 * A checkout address: a signed-in member with saved addresses picks one (each summarised, the default marked) or
 * "Use a new address", which opens the shared address form with "Save this address to my address book"; a guest
 * (or a member with none) has the form alone.
 */
export function AddressChoiceFields({
  choice,
  section,
  legend,
  countries,
  errorOf,
  onTyped,
  onChoose,
}: AddressChoiceFieldsProps) {
  const intl = useIntl();
  if (choice.loading) return <Spinner label={intl.formatMessage(messages.loading)} />;
  const hasSaved = choice.addresses.length > 0;
  return (
    <div className="sf-saved-addresses">
      {hasSaved ? (
        <RadioGroup
          legend={legend}
          name={`${section}-saved-address`}
          className="sf-saved-addresses__choice"
          value={choice.choice}
          onChange={(next) => {
            choice.choose(next);
            onChoose?.();
          }}
          options={[
            ...choice.addresses.map((address) => ({
              value: address.id,
              label: <SavedAddressName address={address} />,
              hint: <SavedAddressLine address={address} />,
            })),
            {
              value: NEW_ADDRESS,
              label: intl.formatMessage(messages.useNew),
              hint: intl.formatMessage(messages.useNewHint),
            },
          ]}
        />
      ) : null}
      {choice.choice === NEW_ADDRESS ? (
        <AddressForm
          section={section}
          idPrefix={`${section}-address`}
          legend={hasSaved ? intl.formatMessage(messages.newLegend) : legend}
          value={choice.typed}
          countries={countries}
          errorOf={errorOf}
          onChange={(next, field) => {
            choice.setTyped(next);
            onTyped(next, field);
          }}
        >
          {choice.offerSave ? (
            <CheckboxField
              name={`${section}-save-to-address-book`}
              label={intl.formatMessage(messages.saveToBook)}
              checked={choice.saveToBook}
              onChange={(event) => choice.setSaveToBook(event.currentTarget.checked)}
            />
          ) : null}
        </AddressForm>
      ) : null}
    </div>
  );
}
