import './saved-addresses.css';
import type { SavedAddress } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import type { MarketCode } from '@storefront/i18n';
import { Alert, Button, CheckboxField, Dialog, Skeleton, TextField } from '@storefront/ui';
import {
  AddressForm,
  AddressSummary,
  addressDraftFrom,
  addressFields,
  addressFormOptions,
  emptyAddressDraft,
  type AddressDraft,
} from '@storefront/ui/address-form';
import { addressLabelSchema, addressSchema, useValidatedForm } from '@storefront/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { addressName } from './saved-address-card';
import {
  addAddress,
  addressBookQuery,
  deleteAddress,
  replaceAddress,
  type AddressBookEntry,
} from './saved-addresses-api';
import { savedAddressesMessages as messages } from './saved-addresses-messages';

const otherCountries: Record<MarketCode, readonly MarketCode[]> = {
  AU: ['AU', 'NZ', 'CA'],
  CA: ['CA', 'AU', 'NZ'],
  NZ: ['NZ', 'AU', 'CA'],
};

/** A saved address as the API takes it back (blank parts as empty text), e.g. to make it the default. */
function entryFrom(address: SavedAddress, isDefault: boolean): AddressBookEntry {
  return {
    label: address.label ?? '',
    firstName: address.firstName,
    lastName: address.lastName,
    address1: address.address1,
    address2: address.address2 ?? '',
    suburb: address.suburb ?? '',
    city: address.city,
    state: address.state ?? '',
    postcode: address.postcode,
    country: address.country,
    phone: address.phone,
    isDefault,
  };
}

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress };

/** An address book entry as typed: the shared address form's draft and the entry's name. */
type EntryDraft = AddressDraft & { label: string };

/** The entry's checks: its name first, then the shared address rules (the API's own schema). */
const entryFormOptions = {
  schema: v.intersect([addressSchema, v.object({ label: addressLabelSchema })]),
  fields: ['label', ...addressFields],
  prepare: addressFormOptions.prepare,
};

interface AddressEditorProps {
  editing: Editing;
  initial: EntryDraft;
  countries: readonly MarketCode[];
  onSaved: (message: MessageDescriptor) => void;
  onCancel: () => void;
  onFailed: (message: MessageDescriptor | null) => void;
}

/** The add or edit form: the shared address rules, the API's field errors on their fields, nothing typed lost. */
function AddressEditor({ editing, initial, countries, onSaved, onCancel, onFailed }: AddressEditorProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const idPrefix = useId();
  const [draft, setDraft] = useState<EntryDraft>(initial);
  const [isDefault, setIsDefault] = useState(editing.kind === 'edit' && editing.address.isDefault);
  const save = useMutation({
    mutationFn: (entry: AddressBookEntry) =>
      editing.kind === 'new' ? addAddress(entry) : replaceAddress(editing.address.id, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressBookQuery.queryKey }),
  });
  const form = useValidatedForm({
    ...entryFormOptions,
    values: draft,
    onValid: async (address) => {
      onFailed(null);
      await save.mutateAsync({ ...address, isDefault });
      onSaved(editing.kind === 'new' ? messages.added : messages.updated);
    },
    onFailure: (failure) =>
      onFailed(
        failure instanceof ProblemError && failure.code === 'ADDRESS_BOOK_FULL' ? messages.bookFull : messages.failed,
      ),
  });
  const legend = intl.formatMessage(editing.kind === 'new' ? messages.addLegend : messages.editLegend);
  return (
    <form className="sf-address-book__form" noValidate ref={form.ref} onSubmit={form.onSubmit} aria-label={legend}>
      <AddressForm
        legend={legend}
        idPrefix={idPrefix}
        value={draft}
        onChange={(next, changed) => {
          setDraft(next);
          form.clearError(changed);
        }}
        errorOf={form.errorOf}
        countries={countries}
        lead={
          <TextField
            id={`${idPrefix}-label`}
            name="label"
            label={intl.formatMessage(messages.label)}
            hint={intl.formatMessage(messages.labelHint)}
            maxLength={30}
            autoComplete="off"
            value={draft.label}
            error={form.errorOf('label')}
            onChange={(event) => {
              setDraft({ ...draft, label: event.currentTarget.value });
              form.clearError('label');
            }}
          />
        }
      >
        <CheckboxField
          name="isDefault"
          label={intl.formatMessage(messages.makeDefault)}
          checked={isDefault}
          disabled={editing.kind === 'edit' && editing.address.isDefault}
          onChange={(event) => setIsDefault(event.currentTarget.checked)}
        />
      </AddressForm>
      <div className="sf-address-book__actions">
        <Button type="submit" busy={form.pending}>
          {intl.formatMessage(messages.save)}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </form>
  );
}

/**
 * The member's address book: each saved address with edit, delete (confirmed first) and make-default, and a form to
 * add one, with the market's address rules. Every change is announced; a failure says so and keeps what was typed.
 */
export function AddressBook({ market, name }: { market: MarketCode; name: { firstName: string; lastName: string } }) {
  const intl = useIntl();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const book = useQuery(addressBookQuery);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<SavedAddress | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const countries = otherCountries[market];

  const announce = (message: MessageDescriptor) => {
    setFailure(null);
    setStatus(intl.formatMessage(message));
    statusRef.current?.focus();
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressBookQuery.queryKey });
  const remove = useMutation({
    mutationFn: (address: SavedAddress) => deleteAddress(address.id),
    onSuccess: async () => {
      await refresh();
      setToDelete(null);
      announce(messages.deleted);
    },
    onError: () => {
      setToDelete(null);
      setFailure(messages.failed);
    },
  });
  const makeDefault = useMutation({
    mutationFn: (address: SavedAddress) => replaceAddress(address.id, entryFrom(address, true)),
    onSuccess: async () => {
      await refresh();
      announce(messages.defaultChanged);
    },
    onError: () => setFailure(messages.failed),
  });

  const editorFor = (current: Editing) => (
    <AddressEditor
      key={current.kind === 'new' ? 'new' : current.address.id}
      editing={current}
      initial={
        current.kind === 'new'
          ? { ...emptyAddressDraft(market, name), label: '' }
          : { ...addressDraftFrom(current.address, locale, market), label: current.address.label ?? '' }
      }
      countries={countries}
      onSaved={(message) => {
        setEditing(null);
        announce(message);
      }}
      onCancel={() => setEditing(null)}
      onFailed={setFailure}
    />
  );

  let body;
  if (book.isPending) {
    body = (
      <div aria-busy="true">
        <span className="sf-visually-hidden" role="status">
          {intl.formatMessage(messages.loading)}
        </span>
        <Skeleton width="100%" height="8rem" />
      </div>
    );
  } else if (book.isError) {
    body = (
      <Alert
        variant="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void book.refetch()}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        }
      >
        {intl.formatMessage(messages.loadFailed)}
      </Alert>
    );
  } else {
    const { addresses } = book.data;
    body = (
      <>
        {addresses.length === 0 ? <p className="sf-address-book__empty">{intl.formatMessage(messages.empty)}</p> : null}
        <ul className="sf-address-book__list">
          {addresses.map((address) => {
            const label = addressName(address);
            if (editing?.kind === 'edit' && editing.address.id === address.id) {
              return (
                <li key={address.id} className="sf-address-book__item sf-address-book__item--editing">
                  {editorFor(editing)}
                </li>
              );
            }
            return (
              <li key={address.id} className="sf-address-book__item">
                <div className="sf-address-book__item-head">
                  <h3 className="sf-address-book__name">{address.label ?? intl.formatMessage(messages.untitled)}</h3>
                  {address.isDefault ? (
                    <span className="sf-address-book__badge">{intl.formatMessage(messages.defaultBadge)}</span>
                  ) : null}
                </div>
                <AddressSummary address={address} className="sf-address-book__lines" />
                <div className="sf-address-book__item-actions">
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => setEditing({ kind: 'edit', address })}
                    aria-label={intl.formatMessage(messages.edit, { name: label })}
                  >
                    {intl.formatMessage(messages.editLegend)}
                  </Button>
                  {!address.isDefault ? (
                    <Button
                      variant="link"
                      size="sm"
                      busy={makeDefault.isPending && makeDefault.variables?.id === address.id}
                      onClick={() => makeDefault.mutate(address)}
                    >
                      {intl.formatMessage(messages.setDefault, { name: label })}
                    </Button>
                  ) : null}
                  <Button
                    variant="link"
                    size="sm"
                    onClick={() => setToDelete(address)}
                    aria-label={intl.formatMessage(messages.remove, { name: label })}
                  >
                    {intl.formatMessage(messages.confirmDelete)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        {editing?.kind === 'new' ? (
          <div className="sf-address-book__item sf-address-book__item--editing">{editorFor(editing)}</div>
        ) : (
          <Button variant="secondary" onClick={() => setEditing({ kind: 'new' })}>
            {intl.formatMessage(messages.add)}
          </Button>
        )}
      </>
    );
  }

  return (
    <section id="saved-addresses" className="sf-address-book" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-address-book__heading">
        {intl.formatMessage(messages.heading)}
      </h2>
      <p className="sf-address-book__intro">{intl.formatMessage(messages.intro)}</p>
      <p ref={statusRef} tabIndex={-1} className="sf-address-book__status" role="status">
        {status}
      </p>
      {failure ? <Alert variant="error">{intl.formatMessage(failure)}</Alert> : null}
      {body}
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={intl.formatMessage(messages.confirmTitle)}
        size="sm"
        footer={
          <>
            <Button busy={remove.isPending} onClick={() => toDelete && remove.mutate(toDelete)}>
              {intl.formatMessage(messages.confirmDelete)}
            </Button>
            <Button variant="secondary" onClick={() => setToDelete(null)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </>
        }
      >
        {toDelete ? <AddressSummary address={toDelete} className="sf-address-book__lines" /> : null}
        <p>{intl.formatMessage(messages.confirmBody)}</p>
      </Dialog>
    </section>
  );
}
