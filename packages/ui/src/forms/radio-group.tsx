import { useId, type ChangeEvent, type ReactNode } from 'react';
import { classNames } from '../class-names';
import { describedBy, FieldError, FieldHint, RequiredMarker, useFieldIds } from './field-parts';

/** One choice of a {@link RadioGroup}. */
export type RadioOption = { label: ReactNode; value: string; hint?: ReactNode; disabled?: boolean };

/** Props of {@link RadioGroup}. */
export type RadioGroupProps = {
  /** The question, rendered as the fieldset's `<legend>`. */
  legend: ReactNode;
  /** The radios' shared `name` (also what a form submits). */
  name: string;
  options: readonly RadioOption[];
  /** Controlled selection; pair with `onChange`. */
  value?: string;
  /** Uncontrolled initial selection. */
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** `inline` puts short options (sizes, metals) side by side from the tablet breakpoint. */
  layout?: 'stack' | 'inline';
  id?: string;
  className?: string;
};

/** A set of radio buttons grouped in a `<fieldset>` with a `<legend>`, hint and announced error. */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  defaultValue,
  onChange,
  hint,
  error,
  required,
  disabled,
  layout = 'stack',
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds(id);
  const optionIdBase = useId();
  const legendId = `${ids.control}-legend`;
  const invalid = Boolean(error);
  return (
    <fieldset
      id={ids.control}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy(ids, Boolean(hint), invalid, undefined)}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={classNames('sf-field', 'sf-radio-group', invalid && 'sf-field--invalid', className)}
    >
      <legend id={legendId} className="sf-field__label sf-radio-group__legend">
        {legend}
        {required && <RequiredMarker />}
      </legend>
      {hint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <div className={classNames('sf-radio-group__options', `sf-radio-group__options--${layout}`)}>
        {options.map((option, index) => {
          const optionId = `sf-radio-${optionIdBase}-${index}`;
          const optionHintId = `${optionId}-hint`;
          return (
            <div key={option.value} className="sf-check sf-check--radio">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                required={required}
                disabled={option.disabled}
                className="sf-check__input"
                aria-describedby={option.hint ? optionHintId : undefined}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={(event) => onChange?.(option.value, event)}
              />
              <label htmlFor={optionId} className="sf-check__label">
                {option.label}
              </label>
              {option.hint ? (
                <span id={optionHintId} className="sf-check__hint">
                  {option.hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      <FieldError id={ids.error}>{error}</FieldError>
    </fieldset>
  );
}
