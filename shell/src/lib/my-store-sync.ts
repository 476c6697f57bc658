import {
  createStoredValue,
  getMyStore,
  getSession,
  myStoreToday,
  onMyStoreChosen,
  onSessionChange,
} from '@storefront/contracts';
import * as v from 'valibot';

/** Whose account the browser's My Store mirrors, and the day it was last read from it. */
const accountMirror = createStoredValue({
  area: 'local',
  key: 'storefront:my-store-account',
  schema: v.object({ customerId: v.string(), checkedOn: v.string() }),
});

/** The account calls load only when one is due: a sign-in, a daily re-read, a member's choice, stale hours. */
const accountCalls = () => import(/* webpackChunkName: "my-store-account" */ './my-store-account');

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
 * Keeps My Store where the shopper expects it, from the moment the boot knows who is shopping:
 * - at a member's sign-in (on any page) the account's store wins when it has one, else the guest's browser choice is
 *   saved to the account; a signed-in member's account is read again once a day (another device may have changed it);
 * - a member's choice (`myStoreChosen` in any remote) is saved to the account;
 * - at sign-out the browser keeps the store as this browser's guest choice (a place, like the language, not a
 *   secret of the account), and the next sign-in merges again;
 * - the store's hours today are asked again, once the page is idle, when the kept ones are of another day on the
 *   store's clock.
 * Nothing is requested on a page where none of that is due, and the code that calls the API loads only then.
 * Returns the unsubscribe.
 */
export function keepMyStoreInSync(options: MyStoreSyncOptions = {}): () => void {
  const now = options.now ?? (() => new Date());
  const whenIdle = options.whenIdle ?? idle;
  const day = () => now().toISOString().slice(0, 10);

  async function refreshHoursIfStale(): Promise<void> {
    const store = getMyStore();
    if (!store || myStoreToday(store, now()) !== null) return;
    await (await accountCalls()).refreshMyStoreHours(store);
  }

  async function syncMember(customerId: string): Promise<void> {
    const mirror = accountMirror.read();
    if (mirror?.customerId !== customerId) {
      await (await accountCalls()).mergeMyStoreAtSignIn();
    } else if (mirror.checkedOn !== day()) {
      await (await accountCalls()).refreshMyStoreFromAccount();
    } else {
      return;
    }
    accountMirror.write({ customerId, checkedOn: day() });
  }

  const session = getSession();
  if (session.status === 'guest') accountMirror.remove();
  whenIdle(() => {
    const current = getSession();
    const synced = current.status === 'member' ? syncMember(current.member.customerId) : Promise.resolve();
    synced.then(refreshHoursIfStale).catch(warn);
  });

  const offSession = onSessionChange((next, previous) => {
    if (next.status === 'guest') {
      accountMirror.remove();
      return;
    }
    if (previous.status === 'member' && previous.member.customerId === next.member.customerId) return;
    syncMember(next.member.customerId).then(refreshHoursIfStale).catch(warn);
  });
  const offChoice = onMyStoreChosen((store) => {
    if (getSession().status !== 'member') return;
    accountCalls()
      .then((calls) => calls.saveMyStoreToAccount(store))
      .catch(warn);
  });
  return () => {
    offSession();
    offChoice();
  };
}
