import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from '../class-names';
import { Icon } from '../icons/icon';
import { uiMessages } from '../ui-messages';
import { useModalDialog } from './use-modal-dialog';

/** Props of {@link Drawer}. */
export type DrawerProps = {
  /** Whether the drawer is shown; the owner keeps this state. */
  open: boolean;
  /** Called on Escape, the close button and backdrop clicks; set `open` to false. */
  onClose: () => void;
  /** The drawer's heading; also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Content pinned to the bottom (a "View bag" button). */
  footer?: ReactNode;
  /** The edge it slides from: `left` for navigation, `right` for the mini bag and filters. */
  side?: 'left' | 'right';
  /** Show the title visually (default) or keep it for screen readers only (a menu that starts with links). */
  hideTitle?: boolean;
  className?: string;
};

/**
 * A modal panel on the native `<dialog>` that slides in from the left or right edge (mobile navigation,
 * filters, mini bag), with the same labelling, Escape and focus-return behaviour as `Dialog`.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'left',
  hideTitle = false,
  className,
}: DrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const { ref, onKeyDown, onCancel, onClose: onNativeClose } = useModalDialog(open, onClose);
  return (
    <dialog
      ref={ref}
      className={classNames('sf-drawer', `sf-drawer--${side}`, className)}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
    >
      {open ? (
        <div className="sf-drawer__surface">
          <header className={classNames('sf-drawer__header', hideTitle && 'sf-drawer__header--title-hidden')}>
            <h2 id={titleId} className={classNames('sf-drawer__title', hideTitle && 'sf-visually-hidden')}>
              {title}
            </h2>
            <button type="button" className="sf-icon-button sf-drawer__close" onClick={onClose} data-sf-autofocus="">
              <Icon name="close" label={intl.formatMessage(uiMessages.drawerClose)} />
            </button>
          </header>
          <div className="sf-drawer__body">{children}</div>
          {footer ? <footer className="sf-drawer__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
