import type { Bag, CouponState } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { Button, TextField } from '@storefront/ui';
import { useValidatedForm } from '@storefront/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { applyCoupon, removeCoupon } from './coupon-api';
import { couponMessages as messages } from './coupon-messages';
import './coupon.css';

/** A coupon message, shown under the field or beside a kept code. */
type CouponMessage = MessageDescriptor & { id: string };

/** SPEC §8 coupon messages by the API's problem code (also the `problem` of a coupon kept on the bag). */
const problemMessages: Record<string, CouponMessage> = {
  COUPON_INVALID: messages.invalid,
  COUPON_MIN_SPEND: messages.minSpend,
  COUPON_ENDED: messages.ended,
  COUPON_NOT_APPLICABLE: messages.notApplicable,
  COUPON_ALREADY_USED: messages.alreadyUsed,
};

const fallbackMessage: CouponMessage = messages.invalid;

/** The SPEC §8 message of a coupon answer's code, if it has one. */
function problemMessageOf(error: unknown): CouponMessage | undefined {
  return error instanceof ProblemError && error.code ? problemMessages[error.code] : undefined;
}

/** Whatever the API finds wrong with the code's form, the shopper reads 'Enter a promotion code.' */
const codeMessage = (_field: string, id: string) => (id.startsWith('validation.') ? messages.required : undefined);

const couponFormSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required.id)) });
const couponFields = ['code'] as const;

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
  const [removeError, setRemoveError] = useState<CouponMessage | null>(null);
  const [removing, setRemoving] = useState(false);
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

  const form = useValidatedForm({
    schema: couponFormSchema,
    fields: couponFields,
    messages,
    onValid: async ({ code: typed }) => {
      setStatus('');
      const bag = await applyCoupon(typed);
      setCode('');
      onBagChange(bag);
      setStatus(intl.formatMessage(messages.applied, { code: bag.coupon?.code ?? typed.toUpperCase() }));
    },
    messageFor: codeMessage,
    // Every answer is the field's problem: in the SPEC §8 words of its code, or of its field error.
    onFailure: (failure, shownOnFields) => {
      const known = problemMessageOf(failure);
      if (known || !shownOnFields) form.showErrors({ code: { id: (known ?? messages.failed).id } });
    },
  });

  const remove = async () => {
    if (removing || !coupon) return;
    setRemoving(true);
    setRemoveError(null);
    form.clearErrors();
    try {
      const bag = await removeCoupon();
      onBagChange(bag);
      focusField.current = true;
      setOpen(true);
      setStatus(intl.formatMessage(messages.removed, { code: coupon.code }));
    } catch (failure) {
      setRemoveError(problemMessageOf(failure) ?? messages.failed);
    } finally {
      setRemoving(false);
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
        busy={removing}
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
          <Button
            variant="link"
            className="checkout-coupon__toggle"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              focusField.current = !open;
              setOpen(!open);
            }}
          >
            {intl.formatMessage(messages.toggle)}
          </Button>
          <form
            id={panelId}
            hidden={!open}
            className="checkout-coupon__form"
            ref={form.ref}
            onSubmit={(event) => (removing ? event.preventDefault() : form.onSubmit(event))}
            noValidate
          >
            <TextField
              ref={inputRef}
              name="code"
              label={intl.formatMessage(messages.label)}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                form.clearError('code');
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              error={form.errorOf('code')}
              fieldClassName="checkout-coupon__field"
            />
            <Button type="submit" variant="secondary" busy={form.pending} className="checkout-coupon__apply">
              {intl.formatMessage(messages.apply)}
            </Button>
          </form>
        </>
      )}
      {kept && removeError ? (
        <p className="checkout-coupon__problem" role="alert">
          {intl.formatMessage(removeError)}
        </p>
      ) : null}
      <p className="sf-visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
