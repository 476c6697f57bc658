import { sessionAnswerSchema } from '@storefront/api-schemas';
import { useSession } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi } from './account-api-client';

/**
 * `GET /identity/session` on the data layer. The shell's session store is filled after a full page load (and is
 * `guest` until then), so a page that must know asks the API itself; the shell resets this answer when the shopper
 * changes.
 */
export const sessionQuery = queryOptions({
  queryKey: ['account', 'session'],
  queryFn: ({ signal }) => accountApi.get('/identity/session', { schema: sessionAnswerSchema, signal }),
});

/** Who is shopping, as far as a page can act on it. */
export type MemberSessionState =
  { status: 'member' } | { status: 'guest' } | { status: 'checking' } | { status: 'error'; retry: () => void };

/**
 * Whether a member is signed in: at once when the shell's store already says so, otherwise from a fresh answer of
 * the API (never a cached one, which may be another shopper's, e.g. a tab that signed in elsewhere).
 */
export function useMemberSession(): MemberSessionState {
  const session = useSession();
  const known = session.status === 'member';
  const query = useQuery({ ...sessionQuery, enabled: !known, refetchOnMount: 'always' });
  if (known) return { status: 'member' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (!query.isFetchedAfterMount || query.isFetching || !query.data) return { status: 'checking' };
  return query.data.signedIn ? { status: 'member' } : { status: 'guest' };
}
