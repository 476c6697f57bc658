import { useIntl } from 'react-intl';
import { uiMessages } from '../ui-messages';

/** Props of {@link SkipLink}. */
export type SkipLinkProps = {
  /** Id of the main content element (give it `tabIndex={-1}` so it takes focus). */
  targetId?: string;
};

/** "Skip to main content": the first focusable element of the page, visible only when focused. */
export function SkipLink({ targetId = 'main-content' }: SkipLinkProps) {
  const intl = useIntl();
  return (
    <a className="sf-skip-link" href={`#${targetId}`}>
      {intl.formatMessage(uiMessages.skipLinkLabel)}
    </a>
  );
}
