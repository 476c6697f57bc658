import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedBy, FieldError, FieldHint, RequiredMarker, useFieldIds } from './field-parts';

/** Props of {@link CheckboxField}: every checkbox `<input>` attribute plus label, hint and error. */
export type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
};

/** A single labelled checkbox (terms, newsletter, "gift wrap this order") with hint and announced error. */
export function CheckboxField({
  label,
  hint,
  error,
  id,
  required,
  className,
  fieldClassName,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <div className={classNames('sf-field', 'sf-field--check', invalid && 'sf-field--invalid', fieldClassName)}>
      <div className="sf-check">
        <input
          id={ids.control}
          type="checkbox"
          required={required}
          className={classNames('sf-check__input', className)}
          aria-invalid={invalid || undefined}
          aria-errormessage={invalid ? ids.error : undefined}
          aria-describedby={describedBy(ids, Boolean(hint), invalid, ariaDescribedBy)}
          {...rest}
        />
        <label htmlFor={ids.control} className="sf-check__label">
          {label}
          {required && <RequiredMarker />}
        </label>
      </div>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
