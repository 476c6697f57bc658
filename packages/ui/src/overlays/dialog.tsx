import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from '../class-names';
import { Icon } from '../icons/icon';
import { uiMessages } from '../ui-messages';
import { useModalDialog } from './use-modal-dialog';

/** Props of {@link Dialog}. */
export type DialogProps = {
  /** Whether the dialog is shown; the owner keeps this state. */
  open: boolean;
  /** Called on Escape, the close button and backdrop clicks; set `open` to false. */
  onClose: () => void;
  /** The dialog's heading; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom ("Cancel", "Save"). */
  footer?: ReactNode;
  /** `sm` 28rem for confirmations, `md` 40rem default, `lg` 56rem for size guides and galleries. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * A modal dialog on the native `<dialog>`: labelled by its title, closed by Escape, the close button or the
 * backdrop, and focus goes back to the opener. Content is mounted only while open.
 */
export function Dialog({ open, onClose, title, children, footer, size = 'md', className }: DialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const { ref, onKeyDown, onCancel, onClose: onNativeClose } = useModalDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      className={classNames('sf-dialog', `sf-dialog--${size}`, className)}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
    >
      {open ? (
        <div className="sf-dialog__surface">
          <header className="sf-dialog__header">
            <h2 id={titleId} className="sf-dialog__title">
              {title}
            </h2>
            <button type="button" className="sf-icon-button sf-dialog__close" onClick={onClose} data-sf-autofocus="">
              <Icon name="close" label={intl.formatMessage(uiMessages.dialogClose)} />
            </button>
          </header>
          <div className="sf-dialog__body">{children}</div>
          {footer ? <footer className="sf-dialog__footer sf-cluster">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
