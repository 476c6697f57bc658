import { TextAreaField, VisuallyHidden } from '@storefront/ui';
import { validationMessages } from '@storefront/validation';
import { useEffect, useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { contactFormMessages as messages } from './contact-form-messages';

/** How long typing must pause before a screen reader hears the count (each keystroke would drown the text). */
const ANNOUNCE_AFTER_MS = 1000;

interface CommentFieldProps {
  value: string;
  onChange: (comment: string) => void;
  maxLength: number;
  error: string | undefined;
}

/**
 * The enquiry's message with its length limit counted down as the shopper types. Nothing is cut: typing past the
 * limit is shown as an error at once (the count turns to 'n characters too many'), and the form will not send it.
 * The visible count updates at every keystroke; a polite live region says it once typing pauses.
 */
export function CommentField({ value, onChange, maxLength, error }: CommentFieldProps) {
  const intl = useIntl();
  const counterId = useId();
  const remaining = maxLength - value.length;
  const over = remaining < 0;
  const count = over
    ? intl.formatMessage(messages.commentOver, { count: -remaining })
    : intl.formatMessage(messages.commentLeft, { count: remaining });
  const [announced, setAnnounced] = useState('');
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => setAnnounced(count), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [count, typed]);
  const tooLong = over
    ? intl.formatMessage(validationMessages.maxLength as MessageDescriptor, { length: maxLength })
    : undefined;
  return (
    <div className="sf-contact-form__comment">
      <TextAreaField
        name="comment"
        label={intl.formatMessage(messages.commentLabel)}
        value={value}
        onChange={(event) => {
          setTyped(true);
          onChange(event.target.value);
        }}
        error={error ?? tooLong}
        aria-describedby={counterId}
        rows={7}
        required
      />
      <p id={counterId} className="sf-contact-form__counter" data-over={over || undefined} aria-hidden="true">
        {count}
      </p>
      <VisuallyHidden>
        <span aria-live="polite">{announced}</span>
      </VisuallyHidden>
    </div>
  );
}
