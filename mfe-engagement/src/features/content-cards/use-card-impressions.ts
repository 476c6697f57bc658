import type { Card } from '@braze/web-sdk';
import { useCallback, useEffect, useRef } from 'react';
import type { EngagementSdk } from '../../lib/engagement-sdk/engagement-runtime';
import { cardsChangedInPlace } from '../../lib/engagement-sdk/unviewed-cards';

/** How much of a card must be on screen to count as seen. */
const IN_VIEW_RATIO = 0.5;

/**
 * Logs a card's impression when it comes into view (an IntersectionObserver over the panel's cards; without one, when
 * it is drawn), and the control cards' when the panel shows: they are never drawn but count as seen with the others.
 * The SDK itself logs a card at most once in 10 s (SPEC §9's view debounce). Returns the ref each drawn card gives its
 * element (with `data-card-id`).
 */
export function useCardImpressions(
  sdk: EngagementSdk | null,
  shown: readonly Card[],
  controls: readonly Card[],
): (element: HTMLElement | null) => (() => void) | undefined {
  const byId = useRef(new Map<string, Card>());
  byId.current = new Map(shown.map((card) => [card.id ?? '', card]));
  const sdkRef = useRef(sdk);
  sdkRef.current = sdk;
  const observer = useRef<IntersectionObserver | null>(null);
  const elements = useRef(new Set<HTMLElement>());

  const log = useCallback((cards: Card[]) => {
    const running = sdkRef.current;
    if (running === null || cards.length === 0) return;
    running.logContentCardImpressions(cards);
    cardsChangedInPlace();
  }, []);

  const start = useCallback(() => {
    if (observer.current !== null || typeof IntersectionObserver !== 'function') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        const seen = entries
          .filter((entry) => entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO)
          .map((entry) => byId.current.get((entry.target as HTMLElement).dataset['cardId'] ?? ''))
          .filter((card): card is Card => card !== undefined);
        log(seen);
      },
      { threshold: [0, IN_VIEW_RATIO, 1] },
    );
  }, [log]);

  useEffect(() => {
    start();
    for (const element of elements.current) observer.current?.observe(element);
    return () => {
      observer.current?.disconnect();
      observer.current = null;
    };
  }, [start]);

  // Once the SDK runs, the control cards count as seen with the panel; without an observer, so does every drawn card.
  const controlIds = controls.map((card) => card.id).join(' ');
  const controlCards = useRef(controls);
  controlCards.current = controls;
  useEffect(() => {
    if (sdk !== null) log([...controlCards.current]);
  }, [sdk, controlIds, log]);
  const shownIds = shown.map((card) => card.id).join(' ');
  useEffect(() => {
    if (sdk !== null && typeof IntersectionObserver !== 'function') log([...byId.current.values()]);
  }, [sdk, shownIds, log]);

  return useCallback((element: HTMLElement | null) => {
    if (element === null) return;
    elements.current.add(element);
    observer.current?.observe(element);
    return () => {
      observer.current?.unobserve(element);
      elements.current.delete(element);
    };
  }, []);
}
