import { storeSummarySchema } from '@storefront/api-schemas';
import { getMyStore, myStoreLoaded, myStoreOf, getSession as getSessionNow, type MyStore } from '@storefront/contracts';
import { HttpError, ProblemError, type HttpClient } from '@storefront/http';
import * as v from 'valibot';
import { accountMirror } from './my-store-mirror';
import { myStoreToday } from './my-store-today';
import { createShellApi } from './session-boot';

/** `GET` and `PUT /account/my-store`: the member's store of this site's market, or null. */
const accountMyStoreSchema = v.object({ store: v.nullable(storeSummarySchema) });

const isNotFound = (error: unknown): boolean =>
  (error instanceof ProblemError || error instanceof HttpError) && error.status === 404;

/**
 * At a member's sign-in, the browser's choice and the account's meet: the account's store wins when it has one
 * (shown from now on); otherwise the guest's browser choice is saved to the account. Refreshes: the my-store store.
 */
export async function mergeMyStoreAtSignIn(api: HttpClient = createShellApi()): Promise<void> {
  const account = await api.get('/account/my-store', { schema: accountMyStoreSchema });
  if (account.store) {
    myStoreLoaded(myStoreOf(account.store));
    return;
  }
  const guest = getMyStore();
  if (guest) await saveMyStoreToAccount(guest, api);
}

/**
 * A signed-in member's My Store read again from the account (once a day; the account may have changed on another
 * device): the account's answer, a store or none, replaces the browser's. Refreshes: the my-store store.
 */
export async function refreshMyStoreFromAccount(api: HttpClient = createShellApi()): Promise<void> {
  const account = await api.get('/account/my-store', { schema: accountMyStoreSchema });
  myStoreLoaded(account.store ? myStoreOf(account.store) : null);
}

/**
 * A member's choice saved to the account (set, or cleared with null); the answer's hours replace the browser's.
 * A store the API no longer knows (closed for good) is forgotten. Refreshes: the my-store store.
 */
export async function saveMyStoreToAccount(store: MyStore | null, api: HttpClient = createShellApi()): Promise<void> {
  if (store === null) {
    await api.delete('/account/my-store');
    return;
  }
  try {
    const saved = await api.put('/account/my-store', {
      body: { storeId: store.storeId },
      schema: accountMyStoreSchema,
    });
    if (saved.store && getMyStore()?.storeId === saved.store.id) myStoreLoaded(myStoreOf(saved.store));
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (getMyStore()?.storeId === store.storeId) myStoreLoaded(null);
  }
}

/**
 * The store's hours today asked again (`GET /stores/:id`) when the kept snapshot is of another day on the store's
 * clock; a store the API no longer knows is forgotten. Refreshes: the my-store store.
 */
export async function refreshMyStoreHours(store: MyStore, api: HttpClient = createShellApi()): Promise<void> {
  try {
    const answer = await api.get(`/stores/${encodeURIComponent(store.storeId)}`, { schema: storeSummarySchema });
    if (getMyStore()?.storeId === store.storeId) myStoreLoaded(myStoreOf(answer));
  } catch (error) {
    if (!isNotFound(error)) throw error;
    if (getMyStore()?.storeId === store.storeId) myStoreLoaded(null);
  }
}

type Session = ReturnType<typeof getSessionNow>;

/** One thing at a time: a sign-in's merge and a page's catch-up never ask the account twice for the same. */
let queue: Promise<unknown> = Promise.resolve();
function queued(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Today's hours asked again when the kept ones are of another day on the store's clock. */
async function refreshHoursIfStale(now: Date, api: HttpClient): Promise<void> {
  const store = getMyStore();
  if (store && myStoreToday(store, now) === null) await refreshMyStoreHours(store, api);
}

/** A member's sign-in merged, and the browser told it now mirrors their account. */
async function mergeFor(customerId: string, now: Date, api: HttpClient): Promise<void> {
  await mergeMyStoreAtSignIn(api);
  accountMirror.write({ customerId, checkedOn: dayOf(now) });
}

/**
 * The session changed on this page: a sign-in (or another member) merges, unless this sign-in was merged already (the
 * page's catch-up got there first); a sign-out keeps the store as this browser's guest choice and forgets whose
 * account it mirrored.
 */
export function myStoreSessionChanged(
  next: Session,
  previous: Session,
  now: Date,
  api: HttpClient = createShellApi(),
): Promise<void> {
  return queued(async () => {
    if (next.status === 'guest') {
      accountMirror.remove();
      return;
    }
    if (previous.status === 'member' && previous.member.customerId === next.member.customerId) return;
    if (accountMirror.read()?.customerId !== next.member.customerId) await mergeFor(next.member.customerId, now, api);
    await refreshHoursIfStale(now, api);
  });
}

/**
 * A page opened (the session as the boot found it): a member whose account this browser does not mirror yet merges
 * (signed in elsewhere, or before this code existed); one it mirrors is read again once a day (another device may
 * have changed it; the account's answer, a store or none, replaces the browser's); a guest's browser forgets whose
 * account it mirrored. Then stale hours are asked again. Nothing is asked when nothing is due.
 */
export function catchUpMyStore(now: Date, api: HttpClient = createShellApi()): Promise<void> {
  return queued(async () => {
    const session = getSessionNow();
    if (session.status === 'member') {
      const { customerId } = session.member;
      const mirror = accountMirror.read();
      if (mirror?.customerId !== customerId) {
        await mergeFor(customerId, now, api);
      } else if (mirror.checkedOn !== dayOf(now)) {
        await refreshMyStoreFromAccount(api);
        accountMirror.write({ customerId, checkedOn: dayOf(now) });
      }
    } else {
      accountMirror.remove();
    }
    await refreshHoursIfStale(now, api);
  });
}
