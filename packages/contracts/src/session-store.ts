import * as v from 'valibot';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The signed-in member as every remote may see it; server data beyond this stays in the API layer. */
export const memberSummarySchema = v.object({
  customerId: v.string(),
  firstName: v.string(),
  email: v.string(),
  brillianceMember: v.boolean(),
});
export type MemberSummary = v.InferOutput<typeof memberSummarySchema>;

type SessionState = { status: 'guest' } | { status: 'member'; member: MemberSummary };

const sessionStore = createStore<SessionState>(() => ({ status: 'guest' }));

/** Guest or member, with the member's summary. */
export const useSession = (): SessionState => useStore(sessionStore, (s) => s);
/** True when a member is signed in. */
export const useIsMember = (): boolean => useStore(sessionStore, (s) => s.status === 'member');

/** Records a successful sign-in. */
export function signedIn(member: MemberSummary): void {
  sessionStore.setState({ status: 'member', member: v.parse(memberSummarySchema, member) }, true);
}

/** Records a sign-out. */
export function signedOut(): void {
  sessionStore.setState({ status: 'guest' }, true);
}

/** Calls `listener` with every change of session (sign-in, sign-out, another member); returns the unsubscribe. */
export function onSessionChange(listener: (session: SessionState, previous: SessionState) => void): () => void {
  return sessionStore.subscribe(listener);
}

/** Reads the session outside React. */
export function getSession(): SessionState {
  return sessionStore.getState();
}
