import { describe, expect, it } from '@jest/globals';
import { useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { DataProvider } from './data-provider';
import { createQueryClient, storefrontQueryClient } from './query-client';

function WhichClient({ clients }: { clients: Record<string, unknown> }) {
  const client = useQueryClient();
  const name = Object.entries(clients).find(([, candidate]) => candidate === client)?.[0] ?? 'another';
  return <output aria-label="client">{name}</output>;
}

describe('DataProvider', () => {
  it("gives a remote's page the page's one client when nothing is above it", () => {
    render(
      <DataProvider>
        <WhichClient clients={{ page: storefrontQueryClient }} />
      </DataProvider>,
    );
    expect(screen.getByRole('status', { name: 'client' })).toHaveTextContent('page');
  });

  it("keeps a client provided above (a test's fresh one), and a client passed in wins", () => {
    const test = createQueryClient();
    const own = createQueryClient();
    render(
      <DataProvider client={test}>
        <DataProvider>
          <WhichClient clients={{ page: storefrontQueryClient, test, own }} />
        </DataProvider>
        <DataProvider client={own}>
          <WhichClient clients={{ page: storefrontQueryClient, test, own }} />
        </DataProvider>
      </DataProvider>,
    );
    expect(screen.getAllByRole('status', { name: 'client' }).map((node) => node.textContent)).toEqual(['test', 'own']);
  });
});
