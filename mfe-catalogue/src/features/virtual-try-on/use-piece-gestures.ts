import { useRef, type PointerEvent, type RefObject } from 'react';
import { clampPlacement, type Placement } from './try-on-placement';

type Point = { x: number; y: number };

type Gesture = { kind: 'drag'; from: Point; start: Placement } | { kind: 'pinch'; span: number; start: Placement };

function span(points: Iterable<Point>): number {
  const [a, b] = [...points];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * Pointer handlers for the stage: one pointer on the piece drags it (mouse, pen or finger), two fingers anywhere
 * on the stage pinch to resize it. Distances become fractions of the stage, the unit of {@link Placement}.
 */
export function usePieceGestures(
  stageRef: RefObject<HTMLElement | null>,
  placement: Placement,
  onChange: (next: Placement) => void,
) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);

  const end = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    // Lifting one finger of a pinch ends it without letting the other finger jump the piece.
    gesture.current = null;
  };

  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      const point = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, point);
      // Keeps the moves coming when the pointer leaves the piece or the stage mid-gesture (absent in jsdom).
      event.currentTarget.setPointerCapture?.(event.pointerId);
      const onPiece = event.target instanceof Element && event.target.closest('[data-try-on-piece]') !== null;
      if (pointers.current.size >= 2) {
        gesture.current = { kind: 'pinch', span: span(pointers.current.values()), start: placement };
      } else {
        gesture.current = onPiece ? { kind: 'drag', from: point, start: placement } : null;
      }
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!pointers.current.has(event.pointerId)) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      const current = gesture.current;
      const rect = stageRef.current?.getBoundingClientRect();
      if (!current || !rect?.width || !rect.height) return;
      if (current.kind === 'drag') {
        const x = current.start.x + (event.clientX - current.from.x) / rect.width;
        const y = current.start.y + (event.clientY - current.from.y) / rect.height;
        onChange(clampPlacement({ ...current.start, x, y }));
      } else if (current.span > 0) {
        const size = (current.start.size * span(pointers.current.values())) / current.span;
        onChange(clampPlacement({ ...current.start, size }));
      }
    },
    onPointerUp: end,
    onPointerCancel: end,
  };
}
