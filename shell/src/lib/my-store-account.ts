import { storeSummarySchema } from '@storefront/api-schemas';
import { getMyStore, myStoreLoaded, myStoreOf, type MyStore } from '@storefront/contracts';
import { HttpError, ProblemError, type HttpClient } from '@storefront/http';
import * as v from 'valibot';
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
