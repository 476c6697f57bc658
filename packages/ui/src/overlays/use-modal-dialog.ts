import { useEffect, useRef, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';

/** What {@link useModalDialog} wires onto a `<dialog>`. */
export type ModalDialogBindings = {
  ref: RefObject<HTMLDialogElement | null>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  onClose: () => void;
};

/**
 * Drives a native `<dialog>` from an `open` prop: `showModal()` (top layer, inert page, focus kept inside),
 * Escape and backdrop clicks ask the owner to close, and focus returns to whatever opened it.
 * Where `showModal` is missing (old browsers, jsdom) it falls back to the `open` attribute.
 */
export function useModalDialog(open: boolean, onClose: () => void): ModalDialogBindings {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);

  useEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // showModal focuses the first focusable descendant; the fallback path does not.
    if (!dialog.contains(document.activeElement)) {
      (dialog.querySelector<HTMLElement>('[autofocus], [data-sf-autofocus]') ?? dialog).focus();
    }
    // A pointer convenience only (keyboard users have Escape and the close button): the content fills the
    // dialog box, so a click whose target is the <dialog> itself landed on the backdrop.
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) onCloseRef.current();
    };
    dialog.addEventListener('click', onBackdropClick);
    return () => {
      dialog.removeEventListener('click', onBackdropClick);
      if (typeof dialog.close === 'function') {
        if (dialog.open) dialog.close();
      } else {
        dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return {
    ref,
    // Escape is handled on keydown, default prevented, so it behaves the same with and without showModal and
    // the owner's `open` state stays the single source of truth.
    onKeyDown: (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCloseRef.current();
    },
    // Other close requests (the Android back gesture): ask the owner instead of closing behind its back.
    onCancel: (event) => {
      event.preventDefault();
      onCloseRef.current();
    },
    // The browser closed it anyway (a `<form method="dialog">`, a repeated close request): tell the owner.
    onClose: () => {
      if (openRef.current) onCloseRef.current();
    },
  };
}
