import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedBy, FieldError, FieldHint, RequiredMarker, useFieldIds } from './field-parts';

/** Props of {@link TextField}: every `<input>` attribute plus the field's label, hint and error. */
export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  /** Always rendered and tied to the input; hide it visually with `hideLabel` when a design insists. */
  label: ReactNode;
  /** Helper text under the label (format, purpose). */
  hint?: ReactNode;
  /** The localised error; makes the input `aria-invalid` and describes it. */
  error?: ReactNode;
  /** Keep the label for assistive technology only (a search box with a visible button, for example). */
  hideLabel?: boolean;
  /** Class of the wrapping `.sf-field`. */
  fieldClassName?: string;
};

/** A labelled text input (any input type) with hint and announced error. */
export function TextField({
  label,
  hint,
  error,
  hideLabel = false,
  id,
  type = 'text',
  required,
  className,
  fieldClassName,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <div className={classNames('sf-field', invalid && 'sf-field--invalid', fieldClassName)}>
      <label htmlFor={ids.control} className={classNames('sf-field__label', hideLabel && 'sf-visually-hidden')}>
        {label}
        {required && <RequiredMarker />}
      </label>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <input
        id={ids.control}
        type={type}
        required={required}
        className={classNames('sf-input', className)}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? ids.error : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), invalid, ariaDescribedBy)}
        {...rest}
      />
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
