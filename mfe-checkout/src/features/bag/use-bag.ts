import type { Bag, BagChange } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lastSeenBagVersion, rememberBagVersion } from '../../lib/bag-summary-sync';
import { changeLine, fetchBag, moveToBag, removeLine, saveForLater } from './bag-api';
import type { LineAction } from './bag-line';

/** The outcome of a line action, for the page to word and to move focus. */
export type LineOutcome = { ok: true; bag: Bag } | { ok: false; reason: 'quantity' | 'gone' | 'failed' };

export interface BagState {
  status: 'loading' | 'ready' | 'error';
  bag: Bag | null;
  /** Server changes the shopper has not confirmed yet (CART_UPDATED). */
  changes: BagChange[];
  /** The line being changed and how. */
  busy: { lineId: string; action: LineAction } | null;
  retry: () => void;
  confirmChanges: () => void;
  /** Shows a bag answer from elsewhere on the page (the coupon entry). */
  replaceBag: (bag: Bag) => void;
  run: (lineId: string, action: LineAction, value?: number | boolean) => Promise<LineOutcome>;
}

function request(lineId: string, action: LineAction, value?: number | boolean): Promise<Bag> {
  switch (action) {
    case 'quantity':
      return changeLine(lineId, { quantity: Number(value) });
    case 'carePlan':
      return changeLine(lineId, { carePlan: Boolean(value) });
    case 'remove':
      return removeLine(lineId);
    case 'save':
      return saveForLater(lineId);
    case 'move':
      return moveToBag(lineId);
  }
}

/**
 * The bag as the server prices it now: loaded once (with the version last shown, so server changes since come back
 * as CART_UPDATED), then every line change through the API, one at a time.
 */
export function useBag(): BagState {
  const [bag, setBag] = useState<Bag | null>(null);
  const [status, setStatus] = useState<BagState['status']>('loading');
  const [changes, setChanges] = useState<BagChange[]>([]);
  const [busy, setBusy] = useState<BagState['busy']>(null);
  const [attempt, setAttempt] = useState(0);
  const busyRef = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setStatus((current) => (current === 'ready' ? current : 'loading'));
    fetchBag(lastSeenBagVersion(), controller.signal).then(
      (answer) => {
        setBag(answer);
        setChanges(answer.changes);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const confirmChanges = useCallback(() => {
    if (bag) rememberBagVersion(bag.bagVersion);
    setChanges([]);
  }, [bag]);

  const replaceBag = useCallback((answer: Bag) => setBag(answer), []);

  const run = useCallback(
    async (lineId: string, action: LineAction, value?: number | boolean): Promise<LineOutcome> => {
      if (busyRef.current) return { ok: false, reason: 'failed' };
      busyRef.current = true;
      setBusy({ lineId, action });
      try {
        const answer = await request(lineId, action, value);
        setBag(answer);
        return { ok: true, bag: answer };
      } catch (error) {
        if (error instanceof ProblemError && error.status === 404) {
          // The line went (another tab): show the bag as it is now.
          setAttempt((n) => n + 1);
          return { ok: false, reason: 'gone' };
        }
        if (error instanceof ProblemError && error.code === 'INSUFFICIENT_STOCK')
          return { ok: false, reason: 'quantity' };
        return { ok: false, reason: 'failed' };
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [],
  );

  return { status, bag, changes, busy, retry, confirmChanges, replaceBag, run };
}
