import type { ComponentProps, ReactNode } from 'react';
import { classNames } from '../class-names';
import { FieldError, FieldHint, RequiredMarker, describedBy, useFieldIds } from './field-parts';

/** Props of `TextAreaField`: a native textarea plus label, hint and error. */
export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
};

/** A labelled multi-line field, with the same label, hint and announced-error pattern as `TextField`. */
export function TextAreaField({
  label,
  hint,
  error,
  required,
  id,
  className,
  fieldClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  const invalid = Boolean(error);
  return (
    <div className={classNames('sf-field', invalid && 'sf-field--invalid', fieldClassName)}>
      <label htmlFor={ids.control} className="sf-field__label">
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <textarea
        id={ids.control}
        required={required}
        className={classNames('sf-input', 'sf-textarea', className)}
        aria-invalid={invalid || undefined}
        aria-errormessage={invalid ? ids.error : undefined}
        aria-describedby={describedBy(ids, Boolean(hint), invalid, extraDescribedBy)}
        {...rest}
      />
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
