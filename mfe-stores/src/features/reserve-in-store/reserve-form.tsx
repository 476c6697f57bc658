import type { StoreReservation, StoreSummary } from '@storefront/api-schemas';
import { Alert, Button, TextField } from '@storefront/ui';
import { storeReservationRequestSchema, useValidatedForm } from '@storefront/validation';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { reservationFailureOf, reserveInStore, type ReservationFailure } from './reserve-in-store-api';
import { reserveInStoreMessages as messages } from './reserve-in-store-messages';

/** The shopper's own fields, in the order they are shown. */
const shopperFields = ['firstName', 'lastName', 'email', 'phone'] as const;
/** What the shopper typed, kept by the parent so that a change of store (or any error) loses nothing. */
export type ShopperValues = Record<(typeof shopperFields)[number], string>;
/** Nothing typed yet. */
export const noShopperValues: ShopperValues = { firstName: '', lastName: '', email: '', phone: '' };

// The store and the size are chosen elsewhere (the chooser, the product page); the API's word on them lands here too.
const fields = [...shopperFields, 'storeId', 'size'] as const;

/** The piece being reserved, as the product page names it. */
interface ReservedPiece {
  sku: string;
  /** The size code the API takes ('' without one). */
  size: string;
  /** The size as the shopper's market shows it. */
  sizeLabel: string | undefined;
  name: string | undefined;
}

interface ReserveFormProps {
  store: Pick<StoreSummary, 'id' | 'name'>;
  piece: ReservedPiece;
  values: ShopperValues;
  onValuesChange: (values: ShopperValues) => void;
  onReserved: (reservation: StoreReservation, email: string) => void;
  /** Back to the stores, keeping what was typed (this store has none left, or does not sell the piece). */
  onChooseAnother: () => void;
}

function failureText(intl: IntlShape, failure: ReservationFailure, store: string): string {
  switch (failure) {
    case 'out-of-stock':
      return intl.formatMessage(messages.outOfStock, { store });
    case 'not-sold':
      return intl.formatMessage(messages.notSold, { store });
    case 'engraved':
      return intl.formatMessage(messages.engraved);
    case 'throttled':
      return intl.formatMessage(messages.throttled);
    case 'network':
      return intl.formatMessage(messages.network);
    default:
      return intl.formatMessage(messages.failed);
  }
}

/**
 * The shopper's name, e-mail and phone (SPEC §5, checked by the API's own schema) and Reserve. Problems show under
 * their fields with focus on the first; the API's refusals are worded here, focused, and keep what was typed.
 */
export function ReserveForm({ store, piece, values, onValuesChange, onReserved, onChooseAnother }: ReserveFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const failureRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<ReservationFailure | null>(null);
  const reserve = useMutation({ mutationKey: ['stores', 'reserve'], mutationFn: reserveInStore });

  const form = useValidatedForm({
    schema: storeReservationRequestSchema,
    fields,
    values: { ...values, storeId: store.id, size: piece.size },
    prepare: (read) => ({ ...read, sku: piece.sku, engraved: false }),
    onValid: async (request) => {
      setFailure(null);
      const { reservation } = await reserve.mutateAsync(request);
      onReserved(reservation, request.email);
    },
    onFailure: (error, shownOnFields) => setFailure(shownOnFields ? null : reservationFailureOf(error)),
  });
  const sizeProblem = form.errorOf('size');
  const storeProblem = form.errorOf('storeId');

  // The form appears once a store is chosen (the chooser and its button go): the shopper is taken to its heading.
  useEffect(() => headingRef.current?.focus(), []);

  useEffect(() => {
    if (failure || sizeProblem || storeProblem) failureRef.current?.focus();
  }, [failure, sizeProblem, storeProblem]);

  const input = (field: (typeof shopperFields)[number]) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      onValuesChange({ ...values, [field]: event.target.value });
      form.clearError(field);
    },
    error: form.errorOf(field),
    required: true,
  });

  const otherStore = failure === 'out-of-stock' || failure === 'not-sold';
  const problem = sizeProblem
    ? intl.formatMessage(messages.sizeRequired)
    : storeProblem
      ? storeProblem
      : failure
        ? failureText(intl, failure, store.name)
        : null;

  return (
    <form
      noValidate
      ref={form.ref}
      onSubmit={form.onSubmit}
      aria-labelledby={titleId}
      aria-busy={form.pending}
      className="sf-reserve-form"
    >
      <h3 id={titleId} ref={headingRef} tabIndex={-1} className="sf-reserve__step">
        {intl.formatMessage(messages.stepDetails)}
      </h3>
      <p className="sf-reserve__note">{intl.formatMessage(messages.requiredNote)}</p>
      <div className="sf-reserve-form__row">
        <TextField {...input('firstName')} label={intl.formatMessage(messages.firstName)} autoComplete="given-name" />
        <TextField {...input('lastName')} label={intl.formatMessage(messages.lastName)} autoComplete="family-name" />
      </div>
      <div className="sf-reserve-form__row">
        <TextField
          {...input('email')}
          type="email"
          label={intl.formatMessage(messages.email)}
          hint={intl.formatMessage(messages.emailHint)}
          autoComplete="email"
          spellCheck={false}
        />
        <TextField
          {...input('phone')}
          type="tel"
          label={intl.formatMessage(messages.phone)}
          hint={intl.formatMessage(messages.phoneHint)}
          autoComplete="tel"
        />
      </div>
      <div ref={failureRef} tabIndex={-1} className="sf-reserve-form__failure">
        {problem ? (
          <Alert
            variant="error"
            action={
              otherStore ? (
                <Button variant="secondary" size="sm" onClick={onChooseAnother}>
                  {intl.formatMessage(messages.chooseAnother)}
                </Button>
              ) : undefined
            }
          >
            {problem}
          </Alert>
        ) : null}
      </div>
      <div>
        <Button type="submit" busy={form.pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </div>
    </form>
  );
}
