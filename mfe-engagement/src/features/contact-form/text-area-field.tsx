import { Icon, VisuallyHidden, classNames, uiMessages } from '@storefront/ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & { label: ReactNode; error?: ReactNode };

/**
 * A labelled multi-line field in the same markup and classes as the ui package's `TextField` (which has no textarea
 * form yet): label with required marker, announced error.
 */
export function TextAreaField({ label, error, required, id, className, ...rest }: TextAreaFieldProps) {
  const intl = useIntl();
  const generated = useId();
  const control = id ?? `sf-field-${generated}`;
  const errorId = `${control}-error`;
  const invalid = Boolean(error);
  return (
    <div className={classNames('sf-field', invalid && 'sf-field--invalid')}>
      <label htmlFor={control} className="sf-field__label">
        {label}
        {required ? (
          <>
            <span className="sf-field__required" aria-hidden="true" />
            <VisuallyHidden>{intl.formatMessage(uiMessages.fieldRequired)}</VisuallyHidden>
          </>
        ) : null}
      </label>
      <textarea
        id={control}
        required={required}
        className={classNames('sf-input', 'sf-engagement-textarea', className)}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? errorId : undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...rest}
      />
      <div className="sf-field__error-region" aria-live="polite">
        {error ? (
          <p id={errorId} className="sf-field__error">
            <Icon name="alert" size="xs" />
            <span>
              <VisuallyHidden>{intl.formatMessage(uiMessages.fieldErrorPrefix)} </VisuallyHidden>
              {error}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
