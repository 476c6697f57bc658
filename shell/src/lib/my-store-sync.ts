import { getMyStore, getSession, onMyStoreChosen, onSessionChange } from '@storefront/contracts';
import { accountMirror } from './my-store-mirror';

/** The code that acts (and calls the API) loads only when something may be due: a sign-in, a choice, a kept store. */
const sync = () => import(/* webpackChunkName: "my-store-account" */ './my-store-account');

/** What {@link keepMyStoreInSync} needs from its surroundings (tests hand in their own). */
export interface MyStoreSyncOptions {
  /** The clock. */
  now?: () => Date;
  /** Runs a task once the page is idle (default: `requestIdleCallback`, or a short timeout where there is none). */
  whenIdle?: (task: () => void) => void;
}

function idle(task: () => void): void {
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 200);
}

const warn = (error: unknown) => console.warn('[storefront] my store not synchronised', error);

/**
 * Keeps My Store where the shopper expects it, from the moment the boot knows who is shopping (the rules are in
 * `my-store-account.ts` and the shell's README): merged at a member's sign-in on any page, a member's choice saved to
 * the account, kept by the browser at sign-out, its hours today asked again once they are of another day. Only the
 * listeners live in the first page's code; on a guest's page with no store nothing more loads. Returns the
 * unsubscribe.
 */
export function keepMyStoreInSync(options: MyStoreSyncOptions = {}): () => void {
  const now = options.now ?? (() => new Date());
  // A guest's page: whoever's account this browser mirrored is signed out (or their session ended).
  if (getSession().status === 'guest') accountMirror.remove();
  if (getSession().status === 'member' || getMyStore()) {
    (options.whenIdle ?? idle)(() => {
      sync()
        .then((calls) => calls.catchUpMyStore(now()))
        .catch(warn);
    });
  }
  const offSession = onSessionChange((next, previous) => {
    sync()
      .then((calls) => calls.myStoreSessionChanged(next, previous, now()))
      .catch(warn);
  });
  const offChoice = onMyStoreChosen((store) => {
    if (getSession().status !== 'member') return;
    sync()
      .then((calls) => calls.saveMyStoreToAccount(store))
      .catch(warn);
  });
  return () => {
    offSession();
    offChoice();
  };
}
