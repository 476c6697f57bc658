import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { buildMapOutline } from './map-outline-builders';
import { MapView } from './map-view';
import type { MapStore } from './map-view-types';

const stores: MapStore[] = [
  { id: 'sydney-westfield-sydney', name: 'Lustre & Co. Westfield Sydney', latitude: -33.8703, longitude: 151.2085 },
  { id: 'sydney-qvb', name: 'Lustre & Co. Queen Victoria Building', latitude: -33.8718, longitude: 151.2067 },
  { id: 'sydney-bondi-junction', name: 'Lustre & Co. Bondi Junction', latitude: -33.8917, longitude: 151.2505 },
];

/** The page around the map: it keeps the chosen store, as the finder does, and reports what the map told it. */
function Page({ onHighlight = () => undefined }: { onHighlight?: (id: string | null) => void }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  return (
    <>
      <p>{`Chosen: ${selectedId ?? 'none'}`}</p>
      <MapView
        market="AU"
        stores={stores}
        selectedId={selectedId}
        highlightedId={highlightedId}
        onSelect={setSelectedId}
        onHighlight={(id) => {
          setHighlightedId(id);
          onHighlight(id);
        }}
        label="Map of the stores found"
        description="Each numbered marker is the store of the same number in the list."
      />
    </>
  );
}

const OUTLINE = 'maps/au-outline.0123abcd.json';

beforeEach(() => {
  process.env.STORE_MAP_OUTLINES = JSON.stringify({ AU: OUTLINE });
});

afterEach(() => {
  delete process.env.STORE_MAP_OUTLINES;
});

describe('the store map', () => {
  it('is a named region, described by the list it stands beside, with a marker named for each store in list order', async () => {
    const { container, requests } = renderRemotePage(<Page />, {
      app: 'stores',
      fetch: { [`GET /${OUTLINE}`]: buildMapOutline() },
    });
    const map = await screen.findByRole('region', { name: 'Map of the stores found' });
    expect(map).toHaveAccessibleDescription('Each numbered marker is the store of the same number in the list.');
    const markers = await within(map).findAllByRole('button');
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      '1. Lustre & Co. Westfield Sydney',
      '2. Lustre & Co. Queen Victoria Building',
      '3. Lustre & Co. Bondi Junction',
    ]);
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2', '3']);
    for (const marker of markers) expect(marker).toHaveAttribute('aria-pressed', 'false');

    // The land comes from the remote's own outline file, fetched once the map is on the page.
    await waitFor(() =>
      expect(container.querySelector('.sf-store-map__land')?.getAttribute('d')).toMatch(/^M[\d.-]+,[\d.-]+L/),
    );
    expect(requests.map((request) => request.path)).toEqual([`/${OUTLINE}`]);
  });

  it('keeps markers of stores a few doors apart from covering each other', async () => {
    renderRemotePage(<Page />, { app: 'stores', fetch: { [`GET /${OUTLINE}`]: buildMapOutline() } });
    const [first, second] = await screen.findAllByRole('button', { name: /^\d\. Lustre/ });
    const at = (marker: HTMLElement | undefined) => [parseFloat(marker!.style.left), parseFloat(marker!.style.top)];
    const [[x1, y1], [x2, y2]] = [at(first), at(second)] as [[number, number], [number, number]];
    expect(Math.hypot(x2 - x1, y2 - y1)).toBeGreaterThanOrEqual(30);
  });

  it('tells the page a marker was chosen, by pointer or by keyboard, and shows it pressed with the way to its page', async () => {
    renderRemotePage(<Page />, { app: 'stores', fetch: { [`GET /${OUTLINE}`]: buildMapOutline() } });
    const bondi = await screen.findByRole('button', { name: '3. Lustre & Co. Bondi Junction' });
    await userEvent.click(bondi);
    expect(screen.getByText('Chosen: sydney-bondi-junction')).toBeInTheDocument();
    expect(bondi).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'View store: Lustre & Co. Bondi Junction' })).toHaveAttribute(
      'href',
      '/stores/sydney-bondi-junction',
    );

    const westfield = screen.getByRole('button', { name: '1. Lustre & Co. Westfield Sydney' });
    act(() => westfield.focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Chosen: sydney-westfield-sydney')).toBeInTheDocument();
    expect(westfield).toHaveAttribute('aria-pressed', 'true');
    expect(bondi).toHaveAttribute('aria-pressed', 'false');

    await userEvent.tab();
    expect(screen.getByRole('button', { name: '2. Lustre & Co. Queen Victoria Building' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByText('Chosen: sydney-qvb')).toBeInTheDocument();
  });

  it('tells the page which store is pointed at or focused, and when none is', async () => {
    const onHighlight = jest.fn();
    renderRemotePage(<Page onHighlight={onHighlight} />, {
      app: 'stores',
      fetch: { [`GET /${OUTLINE}`]: buildMapOutline() },
    });
    const qvb = await screen.findByRole('button', { name: '2. Lustre & Co. Queen Victoria Building' });
    await userEvent.hover(qvb);
    expect(onHighlight).toHaveBeenLastCalledWith('sydney-qvb');
    expect(qvb).toHaveClass('sf-store-map__marker--highlighted');
    await userEvent.unhover(qvb);
    expect(onHighlight).toHaveBeenLastCalledWith(null);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: '1. Lustre & Co. Westfield Sydney' })).toHaveFocus();
    expect(onHighlight).toHaveBeenLastCalledWith('sydney-westfield-sydney');
  });

  it('still shows every store when the outline cannot be loaded, and says the coastline is missing', async () => {
    renderRemotePage(<Page />, {
      app: 'stores',
      fetch: { [`GET /${OUTLINE}`]: problemReply(404, 'NOT_FOUND') },
    });
    expect(
      await screen.findByText('The map’s coastline could not be loaded; the markers still show where each store is.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^\d\. Lustre/ })).toHaveLength(3);
  });
});
