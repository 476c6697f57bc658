import { checkoutAnswerSchema, type CheckoutState } from '@storefront/api-schemas';
import { useLocale, useMarket } from '@storefront/contracts';
import { isHttpClientError, ProblemError } from '@storefront/http';
import { Alert, CheckboxField } from '@storefront/ui';
import { useValidatedForm, type Address } from '@storefront/validation';
import { useId, useImperativeHandle, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { checkoutApi } from '../../lib/checkout-api-client';
import {
  AddressSummary,
  addressDraftFrom,
  addressFormOptions,
  addressServerField,
  emptyAddressDraft,
} from '@storefront/ui/address-form';
import { useQueryClient } from '@tanstack/react-query';
import { AddressChoiceFields } from '../../lib/saved-addresses/address-choice';
import { addToAddressBook, savedAddressesQuery } from '../../lib/saved-addresses/saved-addresses-api';
import { savedAddressesMessages } from '../../lib/saved-addresses/saved-addresses-messages';
import { NEW_ADDRESS, useAddressChoice } from '../../lib/saved-addresses/use-address-choice';
import { EarlierStepRedirect } from '../../lib/checkout-layout/earlier-step-redirect';
import { billingAddressMessages as messages } from './billing-address-messages';
import './billing-address.css';

/** What the billing page can ask of the section. */
export interface BillingAddressHandle {
  /**
   * Checks and saves the billing address (`PUT /checkout/billing`). Resolves to the checkout the API answered, or
   * `null` when it could not be saved: the problems are then shown on their fields (focus on the first) or in an
   * alert in the section. Never rejects.
   */
  submit: () => Promise<CheckoutState | null>;
}

export interface BillingAddressSectionProps {
  /** The checkout as last answered (`GET /checkout` or a PUT): its shipping address, delivery and saved billing. */
  checkout: CheckoutState;
  /** Called with the API's answer each time the billing address is saved. */
  onSaved?: (checkout: CheckoutState) => void;
  /** The imperative handle: `ref.current.submit()`. */
  ref?: Ref<BillingAddressHandle>;
}

const countriesOf = { AU: ['AU', 'NZ'], NZ: ['NZ', 'AU'], CA: ['CA', 'AU', 'NZ'] } as const;

function initialDraft(checkout: CheckoutState, locale: ReturnType<typeof useLocale>, market: 'AU' | 'CA' | 'NZ') {
  if (checkout.billingAddress && !checkout.billingSameAsShipping) {
    return addressDraftFrom(checkout.billingAddress, locale, market);
  }
  return emptyAddressDraft(market);
}

/**
 * The billing step's address (SPEC §3): "same as my delivery address" (checked by default, when there is a delivery
 * address), or a billing address in the shared `AddressForm`. Click and collect has no delivery address, so the
 * billing address is then always asked for. What the shopper types is kept while the box is ticked and unticked.
 * Opened before the shipping step is done (no e-mail, delivery method, address or store), it sends the shopper back
 * to `/checkout/shipping`.
 *
 * The billing page places it and, before payment, calls `submit()` through the ref; payment goes ahead only when it
 * resolves to a checkout:
 * @example
 * const billing = useRef<BillingAddressHandle>(null);
 * <BillingAddressSection ref={billing} checkout={checkout} onSaved={setCheckout} />
 * const saved = await billing.current?.submit();
 * if (!saved) return; // the section shows why and moved focus to the first problem
 */
export function BillingAddressSection({ checkout, onSaved, ref }: BillingAddressSectionProps) {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const headingId = useId();
  const canUseShipping = checkout.shippingAddress !== null && checkout.deliveryMethod?.id !== 'click_and_collect';
  const [sameAsShipping, setSameAsShipping] = useState(
    canUseShipping && (checkout.billingSameAsShipping || checkout.billingAddress === null),
  );
  const queryClient = useQueryClient();
  const ownBilling = checkout.billingAddress && !checkout.billingSameAsShipping ? checkout.billingAddress : null;
  // A member picks one of their saved addresses (or types a new one, which may join the address book).
  const addressChoice = useAddressChoice({
    current: ownBilling,
    countries: countriesOf[market],
    initialTyped: initialDraft(checkout, locale, market),
  });
  const draft = addressChoice.draft;
  const address = useValidatedForm({
    ...addressFormOptions,
    serverField: addressServerField('address.'),
    values: draft,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const useShipping = canUseShipping && sameAsShipping;

  const submit = async (): Promise<CheckoutState | null> => {
    setProblem(null);
    let body: unknown = { sameAsShipping: true };
    let typed: Address | undefined;
    if (!useShipping) {
      const checked = address.validate();
      if (!checked.success) {
        showTypedAddress();
        setProblem(intl.formatMessage(messages.fixFields));
        return null;
      }
      body = { sameAsShipping: false, address: checked.output };
      if (addressChoice.saveToBook) typed = checked.output;
    }
    try {
      const saved = await checkoutApi.put('/checkout/billing', { body, schema: checkoutAnswerSchema });
      address.clearErrors();
      onSaved?.(saved);
      if (typed) {
        try {
          await addToAddressBook(typed);
          await queryClient.invalidateQueries({ queryKey: savedAddressesQuery.queryKey });
        } catch (error) {
          // The billing address is saved for the order; the shopper is told, and goes on with the next attempt.
          if (!isHttpClientError(error)) console.error(error);
          addressChoice.setSaveToBook(false);
          setProblem(intl.formatMessage(savedAddressesMessages.saveToBookFailed));
          return null;
        }
      }
      return saved;
    } catch (error) {
      if (!useShipping && address.showServerErrors(error)) {
        showTypedAddress();
        setProblem(intl.formatMessage(messages.fixFields));
      } else if (error instanceof ProblemError && error.code === 'SHIPPING_ADDRESS_REQUIRED') {
        setSameAsShipping(false);
        setProblem(intl.formatMessage(messages.shippingRequired));
      } else {
        if (!isHttpClientError(error)) console.error(error);
        setProblem(intl.formatMessage(messages.saveFailed));
      }
      return null;
    }
  };

  useImperativeHandle(ref, () => ({ submit }));

  // A saved address the rules or the API refuse opens in the form, so the shopper sees and mends what is wrong.
  function showTypedAddress() {
    if (addressChoice.choice === NEW_ADDRESS) return;
    addressChoice.setTyped(draft);
    addressChoice.choose(NEW_ADDRESS);
  }

  return (
    <section className="sf-billing-address" aria-labelledby={headingId} ref={address.ref}>
      <EarlierStepRedirect checkout={checkout} step="billing" />
      <h2 id={headingId} className="sf-billing-address__heading">
        {intl.formatMessage(messages.heading)}
      </h2>
      {canUseShipping ? (
        <CheckboxField
          label={intl.formatMessage(messages.sameAsShipping)}
          checked={sameAsShipping}
          onChange={(event) => {
            setSameAsShipping(event.currentTarget.checked);
            setProblem(null);
          }}
        />
      ) : (
        <p className="sf-billing-address__note">{intl.formatMessage(messages.collectNote)}</p>
      )}
      {useShipping && checkout.shippingAddress ? (
        <div className="sf-billing-address__same">
          <AddressSummary address={checkout.shippingAddress} />
        </div>
      ) : (
        <AddressChoiceFields
          choice={addressChoice}
          section="billing"
          legend={intl.formatMessage(messages.formLegend)}
          countries={countriesOf[market]}
          errorOf={address.errorOf}
          onTyped={(_, field) => address.clearError(field)}
          onChoose={() => {
            address.clearErrors();
            setProblem(null);
          }}
        />
      )}
      {problem ? <Alert variant="error">{problem}</Alert> : null}
    </section>
  );
}
