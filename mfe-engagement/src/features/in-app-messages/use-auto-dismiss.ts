import { useEffect, useRef, useState, type FocusEvent } from 'react';

/** What {@link useAutoDismiss} wires onto the message's outer element. */
export interface AutoDismissHold {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Closes a message after `duration` ms (null: never). The time stops while the pointer rests on the message or focus
 * is inside it, and runs on with what was left (WCAG 2.2.1: a shopper reading or about to press is not cut off).
 */
export function useAutoDismiss(duration: number | null, dismiss: () => void): AutoDismissHold {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const remaining = useRef(duration ?? 0);
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });
  const held = pointer || focus;
  useEffect(() => {
    if (duration === null || held) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [duration, held]);
  return {
    onPointerEnter: () => setPointer(true),
    onPointerLeave: () => setPointer(false),
    onFocus: () => setFocus(true),
    onBlur: (event) => {
      if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocus(false);
    },
  };
}
