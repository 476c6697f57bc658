import { bagAnswerSchema, type Bag, type BagChange } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { takePagePayload, useLocale } from '@storefront/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { lastSeenBagVersion, rememberBagVersion, settleBagAnswer } from '../../lib/bag-summary-sync';
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
 * The shopper's bag the edge prerendered into the document (SPEC §7 per-page payloads, deploy/src/edge/bag-first-view.ts),
 * when it is the one this tab would ask for: asked without a version, so it stands only when the tab has seen no bag
 * yet or exactly this version (else the server's changes since would go unannounced: the page asks as usual).
 */
function prerenderedBag(): Bag | undefined {
  const parsed = v.safeParse(bagAnswerSchema, takePagePayload('bag'));
  if (!parsed.success || parsed.output.changes.length > 0) return undefined;
  const seen = lastSeenBagVersion();
  return seen === undefined || seen === parsed.output.bagVersion ? parsed.output : undefined;
}

/**
 * The bag as the server prices it now (drawn at once from the document's payload when the edge put one in, and asked
 * again in the background): asked afresh on every visit (with the version last shown, so server changes
 * since come back as CART_UPDATED), then every line change through the API, one at a time. Each change's answer
 * replaces the bag shown; the server changes stay listed until the shopper confirms them.
 */
export function useBag(): BagState {
  const client = useQueryClient();
  const locale = useLocale();
  const queryKey = useMemo(() => ['checkout', 'bag', locale], [locale]);
  const [prerendered] = useState(prerenderedBag);
  useEffect(() => {
    // As an answer asked for: the header's count follows it and the shopper has seen this version.
    if (prerendered) settleBagAnswer(prerendered, true);
  }, [prerendered]);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchBag(lastSeenBagVersion(), signal),
    gcTime: 0,
    ...(prerendered ? { initialData: prerendered, initialDataUpdatedAt: 0 } : {}),
  });
  const busyRef = useRef(false);

  /** Shows an answer from elsewhere on the page (a line change, the coupon entry), keeping the unconfirmed changes. */
  const replaceBag = useCallback(
    (answer: Bag) => client.setQueryData<Bag>(queryKey, (shown) => ({ ...answer, changes: shown?.changes ?? [] })),
    [client, queryKey],
  );

  const confirmChanges = useCallback(() => {
    const shown = client.getQueryData<Bag>(queryKey);
    if (!shown) return;
    rememberBagVersion(shown.bagVersion);
    client.setQueryData<Bag>(queryKey, { ...shown, changes: [] });
  }, [client, queryKey]);

  const change = useMutation({
    mutationFn: ({ lineId, action, value }: { lineId: string; action: LineAction; value?: number | boolean }) =>
      request(lineId, action, value),
    onSuccess: replaceBag,
  });
  const { mutateAsync } = change;
  const { refetch } = query;

  const run = useCallback(
    async (lineId: string, action: LineAction, value?: number | boolean): Promise<LineOutcome> => {
      // One change at a time: a second tap while one is on its way is refused, not queued.
      if (busyRef.current) return { ok: false, reason: 'failed' };
      busyRef.current = true;
      try {
        return { ok: true, bag: await mutateAsync({ lineId, action, value }) };
      } catch (error) {
        if (error instanceof ProblemError && error.status === 404) {
          // The line went (another tab): show the bag as it is now.
          void refetch();
          return { ok: false, reason: 'gone' };
        }
        if (error instanceof ProblemError && error.code === 'INSUFFICIENT_STOCK')
          return { ok: false, reason: 'quantity' };
        return { ok: false, reason: 'failed' };
      } finally {
        busyRef.current = false;
      }
    },
    [mutateAsync, refetch],
  );

  const retry = useCallback(() => void refetch(), [refetch]);
  const bag = query.data ?? null;
  const status: BagState['status'] = bag ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading';
  const busy =
    change.isPending && change.variables ? { lineId: change.variables.lineId, action: change.variables.action } : null;
  return { status, bag, changes: bag?.changes ?? [], busy, retry, confirmChanges, replaceBag, run };
}
