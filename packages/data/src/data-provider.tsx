import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { storefrontQueryClient } from './query-client';

/**
 * Gives a remote's pages and widgets the page's query client. A client already provided above is kept (a test's
 * fresh one, around a page loaded through its remote's own providers); `client` overrides both.
 */
export function DataProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const above = useContext(QueryClientContext);
  const chosen = client ?? above ?? storefrontQueryClient;
  if (chosen === above) return children;
  return <QueryClientProvider client={chosen}>{children}</QueryClientProvider>;
}
