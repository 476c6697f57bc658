import { localisePath, paths, useIsMember } from '@storefront/contracts';
import { CheckboxField, TextField } from '@storefront/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { engravingMessages as messages } from './engraving-messages';
import './engraving.css';

interface EngravingFieldProps {
  /** The product's limit of characters. */
  maxChars: number;
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  text: string;
  onTextChange: (text: string) => void;
  onBlur: () => void;
  /** The localised error of the text (characters, length, blank), announced by the field. */
  error: string | undefined;
  /** Business days engraving adds to dispatch (site preference `resizeEngravingDelayTime`). */
  delayDays: number;
}

/** Characters as the engraver counts them: composed accents count once. */
export function engravingLength(text: string): number {
  return text.normalize('NFC').length;
}

/**
 * "Add engraving": a checkbox that opens the text field, with a live character count ("12 of 20 characters"),
 * the rule for characters and the error the page works out; guests are invited to sign in or join to save it.
 */
export function EngravingField({
  maxChars,
  enabled,
  onEnabledChange,
  text,
  onTextChange,
  onBlur,
  error,
  delayDays,
}: EngravingFieldProps) {
  const intl = useIntl();
  const isMember = useIsMember();
  const panelId = useId();
  const countId = useId();
  const count = engravingLength(text);
  return (
    <div className="sf-engraving">
      <CheckboxField
        label={intl.formatMessage(messages.add)}
        hint={intl.formatMessage(messages.addHint, { days: delayDays })}
        checked={enabled}
        aria-controls={panelId}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
      />
      <div id={panelId} className="sf-engraving__panel" hidden={!enabled}>
        {enabled ? (
          <>
            <TextField
              name="engraving"
              label={intl.formatMessage(messages.textLabel)}
              hint={intl.formatMessage(messages.textHint, { max: maxChars })}
              value={text}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={countId}
              onChange={(event) => onTextChange(event.currentTarget.value)}
              onBlur={onBlur}
              error={error}
            />
            <p
              id={countId}
              className={`sf-engraving__count${count > maxChars ? ' sf-engraving__count--over' : ''}`}
              aria-live="polite"
            >
              {intl.formatMessage(messages.count, { count, max: maxChars })}
            </p>
            {isMember ? null : (
              <p className="sf-engraving__prompt">
                {intl.formatMessage(messages.guestPrompt, {
                  signIn: (chunks: ReactNode[]) => <Link to={localisePath(paths.login())}>{chunks}</Link>,
                  join: (chunks: ReactNode[]) => <Link to={localisePath(paths.register())}>{chunks}</Link>,
                })}
              </p>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
