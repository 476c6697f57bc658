import type { CheckoutState } from '@storefront/api-schemas';
import { isHttpClientError, ProblemError } from '@storefront/http';
import { Alert, Button, TextField } from '@storefront/ui';
import {
  giftCardNumberSchema,
  giftCardPinSchema,
  useValidatedForm,
  validationMessages,
  type FormErrors,
} from '@storefront/validation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { useFormatMoney } from '@storefront/i18n';
import { applyGiftCard, removeGiftCard } from './payment-api';
import { paymentMessages as messages } from './payment-messages';

/** At most this many gift cards on one order (SPEC §9). */
export const MAX_GIFT_CARDS = 2;

export interface GiftCardsProps {
  checkout: CheckoutState;
  onCheckoutChange: (checkout: CheckoutState) => void;
}

/** The form's fields, named as the API's body names them (`number`, `pin`) in its field errors. */
const fieldOfPath: Record<string, Field> = { number: 'giftCardNumber', pin: 'giftCardPin' };
const giftCardFields = ['giftCardNumber', 'giftCardPin'] as const;
type Field = (typeof giftCardFields)[number];
const giftCardFormSchema = v.object({ giftCardNumber: giftCardNumberSchema, giftCardPin: giftCardPinSchema });

/** The SPEC §8 message of each gift-card answer of the API, and the field it belongs to (if any). */
const problems: Record<string, { message: MessageDescriptor & { id: string }; field?: Field }> = {
  INCORRECT_PIN: { message: messages.giftCardIncorrect, field: 'giftCardPin' },
  GIFT_CARD_NO_BALANCE: { message: messages.giftCardNoBalance, field: 'giftCardNumber' },
  GIFT_CARD_EXPIRED: { message: messages.giftCardExpired, field: 'giftCardNumber' },
  GIFT_CARD_LIMIT: { message: messages.giftCardLimit },
  GIFT_CARD_ALREADY_APPLIED: { message: messages.giftCardAlreadyApplied, field: 'giftCardNumber' },
  GIFT_CARD_LEGACY: { message: messages.giftCardLegacy, field: 'giftCardNumber' },
  GIFT_CARD_WRONG_CURRENCY: { message: messages.giftCardWrongCurrency, field: 'giftCardNumber' },
  NO_ADDITIONAL_PAYMENT_REQUIRED: { message: messages.noAdditionalPayment },
  TOO_MANY_ATTEMPTS: { message: messages.tooManyAttempts },
};

/** A blank field's message names the field. */
function fieldMessage(field: string, id: string): MessageDescriptor | undefined {
  if (id !== validationMessages.required.id) return undefined;
  return field === 'giftCardNumber' ? messages.giftCardNumberRequired : messages.giftCardPinRequired;
}

/** The field error an answer's code puts on its field (the API names the wrong PIN in its field errors too). */
function fieldErrorOf(known: (typeof problems)[string]): FormErrors {
  if (known.field === 'giftCardPin') return { giftCardPin: { id: validationMessages.giftCardPinIncorrect.id } };
  if (known.field === 'giftCardNumber') return { giftCardNumber: { id: known.message.id } };
  return {};
}

/**
 * Gift cards on the billing step: number and 4-digit PIN, each applied card with what it pays and its balance, a
 * Remove button, at most two cards, and 'no additional payment required' once they cover the order. Every answer of
 * the API is shown in the shopper's words (SPEC §8), announced, with focus on the field to fix.
 */
export function GiftCards({ checkout, onCheckoutChange }: GiftCardsProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const headingId = useId();
  const { summary } = checkout;
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const numberRef = useRef<HTMLInputElement>(null);
  const cards = summary.giftCards;
  const covered = summary.noAdditionalPaymentRequired;
  const full = cards.length >= MAX_GIFT_CARDS;
  const m = (cents: number) => money(cents, summary.currency);

  const form = useValidatedForm({
    schema: giftCardFormSchema,
    fields: giftCardFields,
    messages,
    messageFor: fieldMessage,
    serverField: (path) => fieldOfPath[path],
    onValid: async ({ giftCardNumber, giftCardPin }) => {
      const answer = await applyGiftCard(giftCardNumber, giftCardPin);
      const last4 = giftCardNumber.slice(-4);
      const applied = answer.summary.giftCards.find((card) => card.last4 === last4);
      setNumber('');
      setPin('');
      setAnnouncement(intl.formatMessage(messages.giftCardApplied, { last4, amount: m(applied?.appliedCents ?? 0) }));
      onCheckoutChange(answer);
    },
    onFailure: (error, shownOnFields) => {
      const known = error instanceof ProblemError && error.code ? problems[error.code] : undefined;
      if (error instanceof ProblemError && error.code === 'VALIDATION_FAILED') {
        setProblem(intl.formatMessage(messages.giftCardIncorrect));
        if (!shownOnFields) numberRef.current?.focus();
      } else if (known) {
        const onField = fieldErrorOf(known);
        if (!shownOnFields && known.field) form.showErrors(onField);
        setProblem(intl.formatMessage(known.message));
        // An answer about the whole card (the limit, nothing left to pay) starts again at its number.
        if (!known.field) numberRef.current?.focus();
      } else {
        if (!isHttpClientError(error)) console.error(error);
        setProblem(intl.formatMessage(messages.giftCardFailed));
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit(event);
  };

  const remove = async (last4: string) => {
    if (removing) return;
    setRemoving(last4);
    setProblem(null);
    try {
      const answer = await removeGiftCard(last4);
      setAnnouncement(intl.formatMessage(messages.giftCardRemoved, { last4 }));
      onCheckoutChange(answer);
      numberRef.current?.focus();
    } catch (error) {
      if (!isHttpClientError(error)) console.error(error);
      setProblem(intl.formatMessage(messages.removeGiftCardFailed));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className="checkout-gift-cards" aria-labelledby={headingId}>
      <h3 id={headingId} className="checkout-payment__subheading">
        {intl.formatMessage(messages.giftCardsHeading)}
      </h3>
      <p className="checkout-payment__note">{intl.formatMessage(messages.giftCardsIntro)}</p>
      {cards.length > 0 ? (
        <ul className="checkout-gift-cards__list">
          {cards.map((card) => (
            <li key={card.last4} className="checkout-gift-cards__card">
              <div>
                <p className="checkout-gift-cards__name">
                  {intl.formatMessage(messages.giftCardLabel, { last4: card.last4 })}
                </p>
                <p className="checkout-gift-cards__amounts">
                  {intl.formatMessage(messages.giftCardAmounts, {
                    amount: m(card.appliedCents),
                    balance: m(card.balanceCents),
                  })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                busy={removing === card.last4}
                aria-label={intl.formatMessage(messages.removeGiftCard, { last4: card.last4 })}
                onClick={() => void remove(card.last4)}
              >
                {intl.formatMessage(messages.remove)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {covered ? (
        <Alert variant="success" title={intl.formatMessage(messages.noAdditionalPayment)}>
          {intl.formatMessage(messages.noAdditionalPaymentBody)}
        </Alert>
      ) : full ? (
        <Alert variant="info">{intl.formatMessage(messages.giftCardLimit)}</Alert>
      ) : (
        <form noValidate ref={form.ref} onSubmit={submit} className="checkout-gift-cards__form">
          <TextField
            ref={numberRef}
            name="giftCardNumber"
            label={intl.formatMessage(messages.giftCardNumber)}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={form.errorOf('giftCardNumber')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
            required
            fieldClassName="checkout-gift-cards__number"
          />
          <TextField
            name="giftCardPin"
            label={intl.formatMessage(messages.giftCardPin)}
            hint={intl.formatMessage(messages.giftCardPinHint)}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            error={form.errorOf('giftCardPin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            required
            fieldClassName="checkout-gift-cards__pin"
          />
          <div className="checkout-gift-cards__submit">
            <Button type="submit" variant="secondary" busy={form.pending}>
              {intl.formatMessage(messages.applyGiftCard)}
            </Button>
          </div>
        </form>
      )}
      {problem ? (
        <Alert variant="error" className="checkout-gift-cards__problem">
          {problem}
        </Alert>
      ) : null}
      <p className="sf-visually-hidden" role="status">
        {announcement}
      </p>
      {cards.length > 0 ? (
        <p className="checkout-payment__note">{intl.formatMessage(messages.giftCardBalanceNote)}</p>
      ) : null}
    </section>
  );
}
