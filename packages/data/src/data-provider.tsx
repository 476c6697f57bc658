import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { storefrontQueryClient } from './query-client';

/** Gives a remote's pages and widgets the shared query client (tests pass their own, fresh one). */
export function DataProvider({
  children,
  client = storefrontQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
