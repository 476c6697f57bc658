import type { CheckoutState } from '@storefront/api-schemas';
import { isHttpClientError, ProblemError } from '@storefront/http';
import { Alert, Button, TextField } from '@storefront/ui';
import { giftCardNumberSchema, giftCardPinSchema, validationMessages } from '@storefront/validation';
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

type Field = 'number' | 'pin';

/** The SPEC §8 message of each gift-card answer of the API, and the field it belongs to (if any). */
const problems: Record<string, { message: MessageDescriptor; field?: Field }> = {
  INCORRECT_PIN: { message: messages.giftCardIncorrect, field: 'pin' },
  GIFT_CARD_NO_BALANCE: { message: messages.giftCardNoBalance, field: 'number' },
  GIFT_CARD_EXPIRED: { message: messages.giftCardExpired, field: 'number' },
  GIFT_CARD_LIMIT: { message: messages.giftCardLimit },
  GIFT_CARD_ALREADY_APPLIED: { message: messages.giftCardAlreadyApplied, field: 'number' },
  GIFT_CARD_LEGACY: { message: messages.giftCardLegacy, field: 'number' },
  GIFT_CARD_WRONG_CURRENCY: { message: messages.giftCardWrongCurrency, field: 'number' },
  NO_ADDITIONAL_PAYMENT_REQUIRED: { message: messages.noAdditionalPayment },
  TOO_MANY_ATTEMPTS: { message: messages.tooManyAttempts },
};

function fieldMessage(field: Field, issue: string | undefined): MessageDescriptor {
  if (issue === validationMessages.required.id) {
    return field === 'number' ? messages.giftCardNumberRequired : messages.giftCardPinRequired;
  }
  return field === 'number' ? validationMessages.giftCardNumberInvalid : validationMessages.giftCardPinInvalid;
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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const numberRef = useRef<HTMLInputElement>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const cards = summary.giftCards;
  const covered = summary.noAdditionalPaymentRequired;
  const full = cards.length >= MAX_GIFT_CARDS;
  const m = (cents: number) => money(cents, summary.currency);

  const focusField = (field: Field | undefined) => (field === 'pin' ? pinRef : numberRef).current?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const numberCheck = v.safeParse(giftCardNumberSchema, number);
    const pinCheck = v.safeParse(giftCardPinSchema, pin);
    const next: Partial<Record<Field, string>> = {};
    if (!numberCheck.success) next.number = intl.formatMessage(fieldMessage('number', numberCheck.issues[0].message));
    if (!pinCheck.success) next.pin = intl.formatMessage(fieldMessage('pin', pinCheck.issues[0].message));
    setErrors(next);
    if (!numberCheck.success || !pinCheck.success) {
      focusField(next.number ? 'number' : 'pin');
      return;
    }
    setBusy(true);
    try {
      const answer = await applyGiftCard(numberCheck.output, pinCheck.output);
      const last4 = numberCheck.output.slice(-4);
      const applied = answer.summary.giftCards.find((card) => card.last4 === last4);
      setNumber('');
      setPin('');
      setAnnouncement(intl.formatMessage(messages.giftCardApplied, { last4, amount: m(applied?.appliedCents ?? 0) }));
      onCheckoutChange(answer);
    } catch (error) {
      const known = error instanceof ProblemError && error.code ? problems[error.code] : undefined;
      if (error instanceof ProblemError && error.code === 'VALIDATION_FAILED') {
        setErrors({
          ...(error.fieldErrors.number ? { number: intl.formatMessage(fieldMessage('number', 'invalid')) } : {}),
          ...(error.fieldErrors.pin ? { pin: intl.formatMessage(fieldMessage('pin', 'invalid')) } : {}),
        });
        setProblem(intl.formatMessage(messages.giftCardIncorrect));
        focusField('number');
      } else if (known) {
        if (known.field === 'pin') setErrors({ pin: intl.formatMessage(validationMessages.giftCardPinIncorrect) });
        else if (known.field) setErrors({ number: intl.formatMessage(known.message) });
        setProblem(intl.formatMessage(known.message));
        focusField(known.field);
      } else {
        if (!isHttpClientError(error)) console.error(error);
        setProblem(intl.formatMessage(messages.giftCardFailed));
      }
    } finally {
      setBusy(false);
    }
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
        <form noValidate onSubmit={(event) => void submit(event)} className="checkout-gift-cards__form">
          <TextField
            ref={numberRef}
            name="giftCardNumber"
            label={intl.formatMessage(messages.giftCardNumber)}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={errors.number}
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
            required
            fieldClassName="checkout-gift-cards__number"
          />
          <TextField
            ref={pinRef}
            name="giftCardPin"
            label={intl.formatMessage(messages.giftCardPin)}
            hint={intl.formatMessage(messages.giftCardPinHint)}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            error={errors.pin}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            required
            fieldClassName="checkout-gift-cards__pin"
          />
          <div className="checkout-gift-cards__submit">
            <Button type="submit" variant="secondary" busy={busy}>
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
