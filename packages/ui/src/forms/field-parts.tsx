import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from '../class-names';
import { Icon } from '../icons/icon';
import { VisuallyHidden } from '../typography/visually-hidden';
import { uiMessages } from '../ui-messages';

/** The ids that tie a control to its label, hint and error. */
export type FieldIds = { control: string; hint: string; error: string };

/** Stable ids for a field; `id` (when given) becomes the control's id so callers can target it. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const control = id ?? `sf-field-${generated}`;
  return { control, hint: `${control}-hint`, error: `${control}-error` };
}

/** `aria-describedby` for a control: the error first (it matters most), then the hint, then the caller's own. */
export function describedBy(
  ids: FieldIds,
  hasHint: boolean,
  hasError: boolean,
  extra: string | undefined,
): string | undefined {
  return classNames(hasError && ids.error, hasHint && ids.hint, extra) || undefined;
}

/** The visual asterisk plus the words "(required)" for screen readers. */
export function RequiredMarker() {
  const intl = useIntl();
  return (
    <>
      <span className="sf-field__required" aria-hidden="true" />
      <VisuallyHidden>{intl.formatMessage(uiMessages.fieldRequired)}</VisuallyHidden>
    </>
  );
}

/** Helper text under a label. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="sf-field__hint">
      {children}
    </p>
  );
}

/**
 * The error slot. The live region is always in the DOM, so a message that appears after a submit or a blur
 * is announced; the message element itself (with the id the control points at) exists only while there is one.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="sf-field__error-region" aria-live="polite">
      {children ? (
        <p id={id} className="sf-field__error">
          <Icon name="alert" size="xs" />
          <span>
            <VisuallyHidden>{intl.formatMessage(uiMessages.fieldErrorPrefix)} </VisuallyHidden>
            {children}
          </span>
        </p>
      ) : null}
    </div>
  );
}
