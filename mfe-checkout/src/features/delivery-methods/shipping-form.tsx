import './delivery-methods.css';
import { localisePath, paths, useLocale, useMarket, useMyStore } from '@storefront/contracts';
import { isHttpClientError, ProblemError } from '@storefront/http';
import type { MarketCode } from '@storefront/i18n';
import { Alert, Button, RadioGroup, Spinner } from '@storefront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useValidatedForm } from '@storefront/validation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CheckoutState, DeliveryMethod } from '@storefront/api-schemas';
import { addressFormOptions, addressServerField } from '@storefront/ui/address-form';
import type { Address } from '@storefront/validation';
import type { DeliveryDraft } from '../../lib/order-summary/summary-preview';
import { AddressChoiceFields } from '../../lib/saved-addresses/address-choice';
import { addToAddressBook, savedAddressesQuery } from '../../lib/saved-addresses/saved-addresses-api';
import { savedAddressesMessages } from '../../lib/saved-addresses/saved-addresses-messages';
import { NEW_ADDRESS, useAddressChoice } from '../../lib/saved-addresses/use-address-choice';
import { ClickAndCollectStore } from './click-and-collect-store';
import { collectShortfallText } from './collect-shortfall';
import { DeliveryMethodOptions } from './delivery-method-options';
import { methodDates } from './delivery-method-text';
import { fetchDeliveryMethods, saveShipping, type ShippingChoice } from './delivery-methods-api';
import { deliveryMethodsMessages as messages } from './delivery-methods-messages';

export interface ShippingFormProps {
  /** The checkout as last answered: the saved address, delivery method and pickup store fill the form. */
  checkout: CheckoutState;
  /** Called with the API's answer once the delivery choice is saved. */
  onSaved: (checkout: CheckoutState) => void;
  /** Called after a successful save: the page moves on to billing. */
  onContinue: () => void;
  /** Told the delivery being chosen (country, province, method or store) as it changes, for the order summary. */
  onDraftChange?: (draft: DeliveryDraft) => void;
}

/** The countries a market delivers to: its own first, then abroad (AU ↔ NZ, CA → AU/NZ). */
export const deliveryCountries: Record<MarketCode, readonly MarketCode[]> = {
  AU: ['AU', 'NZ'],
  NZ: ['NZ', 'AU'],
  CA: ['CA', 'AU', 'NZ'],
};

type Fulfilment = 'delivery' | 'collect';
/** The address sits under `address` in `PUT /checkout/shipping`, and so in the API's field errors. */
const addressInBody = addressServerField('address.');
/** The store chosen for click and collect, as the API's body and field errors name it. */
const STORE_FIELD = 'storeId';
/** What the API's click and collect refusals mean to the shopper (SPEC §8). */
const collectProblems: Partial<
  Record<
    string,
    'selectStoreFirst' | 'collectUnavailableStore' | 'collectUnavailableEngraved' | 'collectInsufficientStock'
  >
> = {
  STORE_REQUIRED: 'selectStoreFirst',
  CLICK_AND_COLLECT_UNAVAILABLE: 'collectUnavailableStore',
  CLICK_AND_COLLECT_ENGRAVED: 'collectUnavailableEngraved',
  INSUFFICIENT_STOCK_AT_STORE: 'collectInsufficientStock',
};

/**
 * The shipping step's form (SPEC §1, §4, §5): delivery to an address (the market's address form, then the delivery
 * methods for that country with price and estimated dates) or click and collect at a store (the stores remote's
 * picker; 'Please select a store first' without one). Continue saves with `PUT /checkout/shipping`; the address is
 * checked first with the API's own schema by `useValidatedForm`, which also puts the API's field errors back onto
 * their fields. What the shopper typed stays through every answer and while switching between delivery and click
 * and collect.
 */
export function ShippingForm({ checkout, onSaved, onContinue, onDraftChange }: ShippingFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const methodsId = useId();
  const storeErrorId = useId();
  const savedMethod = checkout.deliveryMethod?.id;
  const [fulfilment, setFulfilment] = useState<Fulfilment>(
    savedMethod === 'click_and_collect' ? 'collect' : 'delivery',
  );
  const queryClient = useQueryClient();
  // A member picks one of their saved addresses (or types a new one, which may join the address book).
  const addressChoice = useAddressChoice({ current: checkout.shippingAddress, countries: deliveryCountries[market] });
  const draft = addressChoice.draft;
  const [methodId, setMethodId] = useState(savedMethod && savedMethod !== 'click_and_collect' ? savedMethod : '');
  const myStore = useMyStore();
  // The store saved for collection, else the shopper's own store (the default for click and collect).
  const [store, setStore] = useState<{ id: string; name: string | null } | null>(
    checkout.pickupStore
      ? { id: checkout.pickupStore.id, name: checkout.pickupStore.name }
      : myStore
        ? { id: myStore.storeId, name: myStore.name }
        : null,
  );
  const [methodError, setMethodError] = useState<string | undefined>();
  const [storeError, setStoreError] = useState<string | undefined>();
  const [problem, setProblem] = useState<{ text: string; bagLink?: boolean } | null>(null);
  const country = draft.country;
  const engraved = checkout.lines.some((line) => line.engraving !== null);

  // The methods (with prices and dates) for the country the address is in; asked again when it changes.
  const load = useQuery({
    queryKey: ['checkout', 'delivery-methods', locale, country],
    queryFn: ({ signal }) => fetchDeliveryMethods(country, signal),
  });
  const { refetch: refetchMethods } = load;

  const methods: DeliveryMethod[] = load.isFetching ? [] : (load.data?.methods ?? []);
  const shippingMethods = methods.filter((method) => method.id !== 'click_and_collect');
  const collectMethod = methods.find((method) => method.id === 'click_and_collect');

  // A method of another country is no choice here: the first (the cheapest) of this one stands in.
  const chosenMethod = shippingMethods.some((method) => method.id === methodId)
    ? methodId
    : (shippingMethods[0]?.id ?? '');

  // The summary beside follows what is being chosen: this country and province, this method or this store.
  const draftState = draft.state;
  const storeId = store?.id;
  useEffect(() => {
    onDraftChange?.(
      fulfilment === 'collect'
        ? { deliveryMethod: 'click_and_collect', storeId }
        : { country, state: draftState, deliveryMethod: chosenMethod || undefined },
    );
  }, [onDraftChange, fulfilment, country, draftState, chosenMethod, storeId]);

  const showStoreError = (text: string) => {
    setStoreError(text);
    requestAnimationFrame(() => document.getElementById(storeErrorId)?.focus());
  };

  const fail = (error: unknown, shownOnFields: boolean) => {
    const storeProblem = error instanceof ProblemError && error.code ? collectProblems[error.code] : undefined;
    // With click and collect, the one field is the store: its problem shows in the store box.
    if (fulfilment === 'collect' && (storeProblem || shownOnFields)) {
      const shortfall =
        error instanceof ProblemError && error.code === 'INSUFFICIENT_STOCK_AT_STORE'
          ? collectShortfallText(intl, error, checkout.lines)
          : null;
      showStoreError(shortfall ?? intl.formatMessage(messages[storeProblem ?? 'selectStoreFirst']));
      return;
    }
    if (shownOnFields) {
      showTypedAddress();
      setProblem({ text: intl.formatMessage(messages.fixFields) });
      return;
    }
    if (error instanceof ProblemError) {
      if (error.code === 'DELIVERY_METHOD_UNAVAILABLE') {
        setMethodError(intl.formatMessage(messages.methodUnavailable));
        void refetchMethods();
        return;
      }
      if (error.code === 'BAG_EMPTY') {
        setProblem({ text: intl.formatMessage(messages.bagEmpty), bagLink: true });
        return;
      }
    }
    if (!isHttpClientError(error)) console.error(error);
    setProblem({ text: intl.formatMessage(messages.saveFailed) });
  };

  const address = useValidatedForm({
    ...addressFormOptions,
    fields: [...addressFormOptions.fields, STORE_FIELD],
    values: draft,
    // The answer's problems belong on the fields that show: the address's, or the store chosen for collection.
    serverField: (path) =>
      fulfilment === 'delivery' ? addressInBody(path) : path === STORE_FIELD ? STORE_FIELD : undefined,
    onFailure: fail,
  });

  // A saved address the rules or the API refuse opens in the form, so the shopper sees and mends what is wrong.
  function showTypedAddress() {
    if (addressChoice.choice === NEW_ADDRESS) return;
    addressChoice.setTyped(draft);
    addressChoice.choose(NEW_ADDRESS);
  }

  /** Keeps a typed address in the member's address book; a failure stops here, with the delivery choice kept. */
  const keepInAddressBook = async (typed: Address) => {
    try {
      await addToAddressBook(typed);
      await queryClient.invalidateQueries({ queryKey: savedAddressesQuery.queryKey });
      return true;
    } catch (error) {
      if (!isHttpClientError(error)) console.error(error);
      addressChoice.setSaveToBook(false);
      setProblem({ text: intl.formatMessage(savedAddressesMessages.saveToBookFailed) });
      return false;
    }
  };

  /** Saves the delivery choice; `typed`, a new address the member asked to keep, then joins their address book. */
  const save = (choice: ShippingChoice, typed?: Address) =>
    address.run(async () => {
      const saved = await saveShipping(choice);
      onSaved(saved);
      if (typed && !(await keepInAddressBook(typed))) return;
      onContinue();
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (fulfilment === 'collect') {
      if (!store) {
        showStoreError(intl.formatMessage(messages.selectStoreFirst));
        return;
      }
      void save({ deliveryMethod: 'click_and_collect', storeId: store.id });
      return;
    }
    const checked = address.validate();
    const noMethod = chosenMethod === '';
    setMethodError(noMethod ? intl.formatMessage(messages.methodRequired) : undefined);
    if (!checked.success || noMethod) {
      if (!checked.success && addressChoice.choice !== NEW_ADDRESS) {
        showTypedAddress();
        requestAnimationFrame(() => address.validate());
      }
      setProblem({ text: intl.formatMessage(messages.fixFields) });
      // The address's first problem has focus; with none, the delivery methods take it.
      if (checked.success) document.getElementById(methodsId)?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    void save(
      { deliveryMethod: chosenMethod, address: checked.output },
      addressChoice.saveToBook ? checked.output : undefined,
    );
  };

  return (
    <form className="sf-shipping-form" noValidate ref={address.ref} onSubmit={submit}>
      <RadioGroup
        legend={intl.formatMessage(messages.fulfilmentLegend)}
        name="fulfilment"
        className="sf-shipping-form__fulfilment"
        value={fulfilment}
        onChange={(next) => {
          setFulfilment(next as Fulfilment);
          setProblem(null);
          setStoreError(undefined);
        }}
        options={[
          {
            value: 'delivery',
            label: intl.formatMessage(messages.fulfilmentDelivery),
            hint: intl.formatMessage(messages.fulfilmentDeliveryHint),
          },
          {
            value: 'collect',
            label: intl.formatMessage(messages.fulfilmentCollect),
            ...(engraved
              ? { hint: intl.formatMessage(messages.collectUnavailableEngraved), disabled: true }
              : collectMethod
                ? { hint: methodDates(intl, collectMethod) }
                : {}),
          },
        ]}
      />

      {fulfilment === 'collect' ? (
        <ClickAndCollectStore
          store={store}
          engraved={engraved}
          error={storeError}
          errorId={storeErrorId}
          onChoose={(chosen) => {
            setStore(chosen);
            setStoreError(undefined);
          }}
        />
      ) : (
        <>
          <AddressChoiceFields
            choice={addressChoice}
            section="shipping"
            legend={intl.formatMessage(messages.addressLegend)}
            countries={deliveryCountries[market]}
            errorOf={address.errorOf}
            onTyped={(_, field) => address.clearError(field)}
            onChoose={() => {
              address.clearErrors();
              setProblem(null);
            }}
          />
          <div className="sf-shipping-form__methods" aria-busy={load.isFetching || undefined}>
            {load.isError && !load.isFetching ? (
              <Alert
                variant="error"
                action={
                  <Button size="sm" variant="secondary" onClick={() => void refetchMethods()}>
                    {intl.formatMessage(messages.retry)}
                  </Button>
                }
              >
                {intl.formatMessage(messages.loadFailed)}
              </Alert>
            ) : load.isFetching && shippingMethods.length === 0 ? (
              <Spinner label={intl.formatMessage(messages.loading)} />
            ) : (
              <DeliveryMethodOptions
                id={methodsId}
                methods={shippingMethods}
                value={chosenMethod}
                error={methodError}
                onChange={(next) => {
                  setMethodId(next);
                  setMethodError(undefined);
                }}
              />
            )}
          </div>
        </>
      )}

      {problem ? (
        <Alert variant="error">
          {problem.text}{' '}
          {problem.bagLink ? <Link to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</Link> : null}
        </Alert>
      ) : null}
      <div className="sf-shipping-form__actions">
        <Button type="submit" busy={address.pending} size="lg">
          {intl.formatMessage(messages.continue)}
        </Button>
      </div>
    </form>
  );
}
