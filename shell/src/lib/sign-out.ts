import { bagSummaryAnswerSchema, logoutAnswerSchema } from '@storefront/api-schemas';
import {
  bagSummaryChanged,
  getBagSummary,
  guestWishlistRestored,
  localisePath,
  paths,
  signedOut,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createShellApi } from './session-boot';

/** Ends the session on the server: its cookie is dead from now on, even if replayed. Throws when the API failed. */
export async function endSession(api: HttpClient = createShellApi()): Promise<void> {
  await api.post('/identity/logout', { schema: logoutAnswerSchema });
}

/**
 * The shared stores go back to a guest's: the session (which also resets every answer the data layer holds), this
 * browser's guest wishlist and the bag of the new guest visit (empty when the API cannot say).
 */
export async function showGuest(api: HttpClient = createShellApi()): Promise<void> {
  signedOut();
  guestWishlistRestored();
  try {
    const bag = await api.get('/bag/summary', { schema: bagSummaryAnswerSchema });
    bagSummaryChanged({ itemCount: bag.itemCount, subtotalCents: bag.subtotalCents, currency: bag.currency });
  } catch {
    // The member's bag stayed with the account: a guest starts with an empty one.
    bagSummaryChanged({ itemCount: 0, subtotalCents: 0, currency: getBagSummary().currency });
  }
}

/** What a sign-out control needs: the action, whether it is on its way, and whether the last one failed. */
export interface SignOutControl {
  signOut: () => void;
  pending: boolean;
  failed: boolean;
}

/**
 * Signs the member out once (a second press while it is on its way does nothing): the session ends on the server,
 * the home page opens, and only then the stores say guest, so a members-only page being left never sends the
 * shopper to sign in again. When the API cannot be reached the member stays signed in and `failed` says so.
 */
export function useSignOut(onSignedOut?: () => void): SignOutControl {
  const navigate = useNavigate();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const settle = () => {
    running.current = false;
    setPending(false);
  };

  const run = async () => {
    try {
      await endSession();
    } catch (error) {
      console.warn('[storefront] sign-out failed', error);
      setFailed(true);
      settle();
      return;
    }
    onSignedOut?.();
    try {
      await navigate(localisePath(paths.home()));
    } finally {
      await showGuest();
      settle();
    }
  };

  return {
    pending,
    failed,
    signOut: () => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      setFailed(false);
      void run();
    },
  };
}
