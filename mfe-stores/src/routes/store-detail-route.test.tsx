import { PAGE_NOT_FOUND_TEXT, renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildDay, buildStoreDetail, buildStoreSearch, buildStoreSummary } from '../lib/store-builders';
import StoreDetailRoute from './store-detail-route';

function renderStore(options: { locale?: 'en-AU' | 'fr-CA'; store?: FetchTable[string]; id?: string } = {}) {
  const id = options.id ?? 'sydney-westfield-sydney';
  return renderRemotePage(<StoreDetailRoute params={{ store: id }} routeId="store-detail" />, {
    app: 'stores',
    locale: options.locale ?? 'en-AU',
    path: `/stores/${id}`,
    fetch: {
      'GET /api/stores/:id': options.store ?? buildStoreDetail(),
      'GET /api/stores/search': buildStoreSearch({
        stores: [
          buildStoreSummary({ distanceKm: 0 }),
          buildStoreSummary({ id: 'sydney-queen-victoria-building', name: 'Lustre & Co. QVB', distanceKm: 0.3 }),
        ],
      }),
    },
  });
}

describe('the store page', () => {
  it('shows the store: name, address, phone, directions, the week with today marked, special hours, services', async () => {
    renderStore();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lustre & Co. Westfield Sydney' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/stores');
    expect(screen.getByText('188 Pitt Street')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(02) 9221 4310' })).toHaveAttribute('href', 'tel:0292214310');
    const directions = screen.getByRole('link', { name: /Get directions/ });
    expect(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-33.8703,151.2085');
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const week = screen.getByRole('table', { name: 'Opening hours this week' });
    const rows = within(week).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'MondayToday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'date');
    expect(rows[1]).not.toHaveAttribute('aria-current');
    expect(within(rows[3]!).getByRole('cell')).toHaveTextContent('9:00 am – 9:00 pm');

    const special = screen.getByRole('region', { name: 'Special hours' });
    expect(within(special).getByText('Christmas Day')).toBeInTheDocument();
    expect(within(special).getByText('25 December 2026')).toBeInTheDocument();
    expect(within(special).getByText('Closed')).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'In store' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Click and collect', 'Ring sizing', 'Custom design']);
    const nearby = await screen.findByRole('region', { name: 'Nearby stores' });
    expect(
      within(nearby)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lustre & Co. QVB']);
  });

  it('marks the store’s own today, with special hours replacing the week’s', async () => {
    renderStore({
      store: buildStoreDetail({
        openNow: false,
        today: buildDay({
          date: '2026-12-25',
          weekday: 5,
          opens: null,
          closes: null,
          closed: true,
          special: 'Christmas Day',
        }),
      }),
    });
    const week = await screen.findByRole('table', { name: 'Opening hours this week' });
    const friday = within(week).getByRole('row', { name: /Friday/ });
    expect(friday).toHaveAttribute('aria-current', 'date');
    expect(within(friday).getByRole('cell')).toHaveTextContent('Closed');
    expect(screen.getAllByText('Closed now')[0]).toBeInTheDocument();
  });

  it('lists a run of days with the same special hours once, as a range of dates', async () => {
    const trading = { label: 'Christmas trading', opens: '09:00', closes: '21:00', closed: false };
    renderStore({
      store: buildStoreDetail({
        specialHours: [
          { date: '2026-12-14', ...trading },
          { date: '2026-12-15', ...trading },
          { date: '2026-12-16', ...trading },
          { date: '2026-12-18', ...trading },
          { date: '2026-12-25', label: 'Christmas Day', opens: null, closes: null, closed: true },
        ],
      }),
    });
    const special = await screen.findByRole('region', { name: 'Special hours' });
    const days = within(special)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(days).toEqual([
      expect.stringMatching(/^Christmas trading 14\s?–\s?16 December 2026$/),
      'Christmas trading 18 December 2026',
      'Christmas Day 25 December 2026',
    ]);
    expect(
      within(special)
        .getAllByRole('definition')
        .map((hours) => hours.textContent),
    ).toEqual(['9:00 am – 9:00 pm', '9:00 am – 9:00 pm', 'Closed']);
  });

  it('names the store for search engines: canonical, hreflang and its JewelryStore data', async () => {
    renderStore();
    await screen.findByRole('heading', { level: 1, name: 'Lustre & Co. Westfield Sydney' });
    expect(document.title).toBe('Lustre & Co. Westfield Sydney | Lustre & Co.');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toMatch(/\/stores\/sydney-westfield-sydney$/);
    const hreflang = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
      link.getAttribute('hreflang'),
    );
    expect(hreflang).toEqual(['en-AU', 'x-default']);
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'JewelryStore',
      name: 'Lustre & Co. Westfield Sydney',
      telephone: '(02) 9221 4310',
      address: { '@type': 'PostalAddress', postalCode: '2000', addressRegion: 'NSW', addressCountry: 'AU' },
      geo: { latitude: -33.8703, longitude: 151.2085 },
      openingHoursSpecification: expect.arrayContaining([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Thursday',
          opens: '09:00',
          closes: '21:00',
        },
      ]),
      specialOpeningHoursSpecification: [expect.objectContaining({ validFrom: '2026-12-25', opens: '00:00' })],
    });
  });

  it('speaks Canadian French in fr-CA: headings, weekdays and hours', async () => {
    renderStore({
      locale: 'fr-CA',
      id: 'montreal-centre-eaton',
      store: buildStoreDetail({
        id: 'montreal-centre-eaton',
        name: 'Lustre & Co. Centre Eaton de Montréal',
        market: 'CA',
        timeZone: 'America/Toronto',
        specialHours: [{ date: '2026-12-25', label: 'Noël', opens: null, closes: null, closed: true }],
      }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lustre & Co. Centre Eaton de Montréal' }),
    ).toBeInTheDocument();
    const week = screen.getByRole('table', { name: 'Heures d’ouverture cette semaine' });
    expect(within(week).getByRole('rowheader', { name: /lundi/ })).toBeInTheDocument();
    expect(within(week).getAllByText('9 h 00 – 17 h 30')[0]).toBeInTheDocument();
    expect(screen.getByText('Noël')).toBeInTheDocument();
    const hreflang = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
      link.getAttribute('hreflang'),
    );
    expect(hreflang).toEqual(['en-CA', 'fr-CA']);
  });

  it('is the 404 page when the market has no such store', async () => {
    renderStore({ id: 'atlantis', store: problemReply(404, 'STORE_NOT_FOUND') });
    expect(await screen.findByText(PAGE_NOT_FOUND_TEXT)).toBeInTheDocument();
  });

  it('offers to load the store again when the API cannot answer', async () => {
    let fail = true;
    renderStore({ store: () => (fail ? problemReply(503, 'UNAVAILABLE') : buildStoreDetail()) });
    expect(await screen.findByText('This store’s page didn’t load')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lustre & Co. Westfield Sydney' })).toBeInTheDocument();
  });
});
