import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedBy, FieldError, FieldHint, RequiredMarker, useFieldIds } from './field-parts';

/** One choice of a {@link SelectField}. */
export type SelectOption = { label: string; value: string; disabled?: boolean };

/** Props of {@link SelectField}: every `<select>` attribute plus label, options, hint and error. */
export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children' | 'multiple'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first option ("Choose a size"); it has the value `''`. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
};

/** A labelled native `<select>` with hint and announced error. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  required,
  className,
  fieldClassName,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <div className={classNames('sf-field', invalid && 'sf-field--invalid', fieldClassName)}>
      <label htmlFor={ids.control} className="sf-field__label">
        {label}
        {required && <RequiredMarker />}
      </label>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <select
        id={ids.control}
        required={required}
        className={classNames('sf-select', className)}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? ids.error : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), invalid, ariaDescribedBy)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
