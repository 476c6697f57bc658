import type { Bag, CouponState } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { Button, TextField } from '@storefront/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { applyCoupon, removeCoupon } from './coupon-api';
import { couponMessages as messages } from './coupon-messages';
import './coupon.css';

/** SPEC §8 coupon messages by the API's problem code (also the `problem` of a coupon kept on the bag). */
const problemMessages: Record<string, MessageDescriptor> = {
  COUPON_INVALID: messages.invalid,
  COUPON_MIN_SPEND: messages.minSpend,
  COUPON_ENDED: messages.ended,
  COUPON_NOT_APPLICABLE: messages.notApplicable,
  COUPON_ALREADY_USED: messages.alreadyUsed,
};

const fallbackMessage: MessageDescriptor = messages.invalid;

/** The shopper's message for a failed coupon request. */
export function couponErrorMessage(error: unknown): MessageDescriptor {
  if (error instanceof ProblemError) {
    if (error.code && problemMessages[error.code]) return problemMessages[error.code]!;
    if (error.fieldErrors.code) return messages.required;
  }
  return messages.failed;
}

export interface CouponEntryProps {
  /** The coupon on the bag now. */
  coupon: CouponState;
  /** Receives the bag after a coupon was applied or removed. */
  onBagChange: (bag: Bag) => void;
}

/**
 * Promotion code entry: apply a code (every SPEC §8 coupon message under the field), show the applied code with its
 * remove button, or a kept code that no longer applies with its reason. Results are announced.
 */
export function CouponEntry({ coupon, onBagChange }: CouponEntryProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState<'apply' | 'remove' | null>(null);
  const [status, setStatus] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  /** Set when the field should take focus once it shows (opened, or the code was removed). */
  const focusField = useRef(false);

  useEffect(() => {
    if (focusField.current && open && !coupon) {
      focusField.current = false;
      inputRef.current?.focus();
    }
  }, [open, coupon]);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (!typed) {
      setError(messages.required);
      inputRef.current?.focus();
      return;
    }
    setBusy('apply');
    setError(null);
    setStatus('');
    try {
      const bag = await applyCoupon(typed);
      setCode('');
      onBagChange(bag);
      setStatus(intl.formatMessage(messages.applied, { code: bag.coupon?.code ?? typed.toUpperCase() }));
    } catch (failure) {
      setError(couponErrorMessage(failure));
      inputRef.current?.focus();
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy || !coupon) return;
    setBusy('remove');
    setError(null);
    try {
      const bag = await removeCoupon();
      onBagChange(bag);
      focusField.current = true;
      setOpen(true);
      setStatus(intl.formatMessage(messages.removed, { code: coupon.code }));
    } catch (failure) {
      setError(couponErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  };

  const kept = coupon ? (
    <div className={`checkout-coupon__code${coupon.applied ? '' : ' checkout-coupon__code--problem'}`}>
      <p className="checkout-coupon__code-text">
        {intl.formatMessage(coupon.applied ? messages.applied : messages.notApplied, { code: coupon.code })}
      </p>
      {!coupon.applied && coupon.problem ? (
        <p className="checkout-coupon__problem">
          {intl.formatMessage(problemMessages[coupon.problem] ?? fallbackMessage)}
        </p>
      ) : null}
      <Button
        variant="link"
        size="sm"
        busy={busy === 'remove'}
        onClick={() => void remove()}
        aria-label={intl.formatMessage(messages.removeCode, { code: coupon.code })}
      >
        {intl.formatMessage(messages.remove)}
      </Button>
    </div>
  ) : null;

  return (
    <div className="checkout-coupon">
      {kept ?? (
        <>
          <button
            type="button"
            className="checkout-coupon__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              focusField.current = !open;
              setOpen(!open);
            }}
          >
            {intl.formatMessage(messages.toggle)}
          </button>
          <form
            id={panelId}
            hidden={!open}
            className="checkout-coupon__form"
            onSubmit={(e) => void apply(e)}
            noValidate
          >
            <TextField
              ref={inputRef}
              label={intl.formatMessage(messages.label)}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                if (error) setError(null);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              error={error ? intl.formatMessage(error) : undefined}
              fieldClassName="checkout-coupon__field"
            />
            <Button type="submit" variant="secondary" busy={busy === 'apply'} className="checkout-coupon__apply">
              {intl.formatMessage(messages.apply)}
            </Button>
          </form>
        </>
      )}
      {kept && error ? (
        <p className="checkout-coupon__problem" role="alert">
          {intl.formatMessage(error)}
        </p>
      ) : null}
      <p className="sf-visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
