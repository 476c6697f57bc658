import { useIntl } from 'react-intl';
import { classNames } from '../class-names';
import { VisuallyHidden } from '../typography/visually-hidden';
import { uiMessages } from '../ui-messages';

/** Props of {@link Spinner}. */
export type SpinnerProps = {
  /** What is loading, announced politely; defaults to "Loading". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** An indeterminate loading indicator, announced as a status with an accessible label. */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <span role="status" className={classNames('sf-spinner', `sf-spinner--${size}`, className)}>
      <span className="sf-spinner__ring" aria-hidden="true" />
      <VisuallyHidden>{label ?? intl.formatMessage(uiMessages.spinnerLabel)}</VisuallyHidden>
    </span>
  );
}
