import type { StoreStockSearchAnswer, StoreWithStock } from '@storefront/api-schemas';
import { renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreReservation, buildStoreSearch, buildStoreSummary } from '../../lib/store-builders';
import ReserveInStore from './reserve-in-store';

const SYDNEY = 'Lustre & Co. Westfield Sydney';
const BONDI = 'Lustre & Co. Bondi Junction';

function withStock(store = buildStoreSummary(), available = 2): StoreWithStock {
  return {
    ...store,
    stock: {
      available,
      total: available + 3,
      message: available > 2 ? 'in_stock' : 'limited_stock',
      clickAndCollect: true,
    },
  };
}

function stockAnswer(): StoreStockSearchAnswer {
  const search = buildStoreSearch();
  return {
    sku: '18006445-PT',
    size: 'N',
    engraved: false,
    query: 'Sydney',
    place: search.place,
    summary: { storesListed: 2, storesWithStock: 2 },
    stores: [withStock(), withStock(buildStoreSummary({ id: 'bondi-junction', name: BONDI, distanceKm: 5.6 }), 4)],
  };
}

interface Setup {
  locale?: LocaleCode;
  reserve?: FetchTable[string];
  engraved?: boolean;
}

function renderReserve({
  locale = 'en-AU',
  reserve = { reservation: buildStoreReservation() },
  engraved = false,
}: Setup = {}) {
  return renderRemotePage(
    <ReserveInStore
      purpose="reserve-in-store"
      sku="18006445-PT"
      size="N"
      sizeLabel="N"
      productName="Halcyon oval solitaire ring"
      engraved={engraved}
    />,
    {
      app: 'stores',
      locale,
      path: '/p/halcyon-oval-solitaire',
      fetch: { 'GET /api/stores/stock': stockAnswer(), 'POST /api/stores/reservations': reserve },
    },
  );
}

/** A field by its label (a required one's label ends with its marker). */
function field(label: string) {
  return screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

/** What the widget sums up or confirms, term by term. */
function pairs(scope: HTMLElement) {
  const terms = within(scope).getAllByRole('term');
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

async function chooseStore(user: ReturnType<typeof userEvent.setup>, name = SYDNEY, action = 'Reserve here') {
  await user.type(await screen.findByRole('textbox', { name: /^Postcode, suburb or city/ }), 'Sydney');
  await user.click(screen.getByRole('button', { name: 'Find stores' }));
  await user.click(await screen.findByRole('button', { name: `${action}: ${name}` }));
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), 'Grace');
  await user.type(field('Last name'), 'Tan');
  await user.type(field('Email'), 'grace.tan@example.com');
  await user.type(field('Mobile phone'), '0412 345 678');
}

describe('reserve in store on the product page', () => {
  it('reserves the piece in the chosen size at the chosen store and confirms it, with the hold’s end on the store’s clock', async () => {
    const user = userEvent.setup();
    const { requests } = renderReserve();
    const widget = screen.getByRole('region', { name: 'Reserve in store' });
    await screen.findByRole('button', { name: 'Find stores' });
    expect(pairs(widget)).toEqual([
      ['Piece', 'Halcyon oval solitaire ring'],
      ['Size', 'N'],
    ]);
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();

    await chooseStore(user);
    expect(screen.getByRole('heading', { name: '2. Your details' })).toHaveFocus();
    expect(pairs(widget)).toContainEqual(['Store', SYDNEY]);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    const confirmation = await screen.findByRole('region', { name: 'Your piece is reserved' });
    expect(confirmation).toHaveFocus();
    expect(confirmation).toHaveTextContent(
      'We’ve e-mailed you at grace.tan@example.com with these details and a link to cancel if your plans change.',
    );
    const details = pairs(confirmation);
    expect(details.map(([term]) => term)).toEqual(['Reference', 'Piece', 'Size', 'Store', 'Held until']);
    expect(details[0]![1]).toBe('K7QX2M4P');
    expect(details[1]![1]).toBe('Halcyon oval solitaire ring');
    expect(details[2]![1]).toBe('N');
    expect(details[3]![1]).toContain(SYDNEY);
    expect(details[3]![1]).toContain('188 Pitt Street');
    expect(details[4]![1]).toMatch(/^Thursday,? 3 December (at )?5:30 pm AEDT$/);
    expect(within(confirmation).getByRole('link', { name: `Hours and directions for ${SYDNEY}` })).toHaveAttribute(
      'href',
      '/stores/sydney-westfield-sydney',
    );

    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.path).toBe('/api/stores/reservations');
    expect(sent?.body).toEqual({
      storeId: 'sydney-westfield-sydney',
      sku: '18006445-PT',
      size: 'N',
      engraved: false,
      firstName: 'Grace',
      lastName: 'Tan',
      email: 'grace.tan@example.com',
      phone: '0412 345 678',
    });
  });

  it('asks for each detail by its SPEC §5 message, moves focus to the first and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { requests } = renderReserve();
    await chooseStore(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    const firstName = field('First name');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAccessibleDescription(/Please enter your first name/);
    expect(field('Last name')).toHaveAccessibleDescription(/Your name is empty/);
    expect(field('Email')).toHaveAccessibleDescription(/Please enter your email address/);
    expect(field('Mobile phone')).toHaveAccessibleDescription(/Please enter your mobile phone number/);

    await user.type(firstName, 'Grace');
    await user.type(field('Last name'), 'Tan');
    await user.type(field('Email'), 'grace@');
    await user.type(field('Mobile phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    const email = field('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(field('Mobile phone')).toHaveAccessibleDescription(/Please enter a valid phone number/);
    expect(firstName).toHaveValue('Grace');
    expect(email).toHaveValue('grace@');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('offers another store when the last one has just gone, keeping what was typed for the next store', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderReserve({
      reserve: () =>
        ++calls === 1 ? problemReply(409, 'STORE_OUT_OF_STOCK') : { reservation: buildStoreReservation() },
    });
    await chooseStore(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`The last one at ${SYDNEY} has just been reserved. Please choose another store.`);
    expect(field('Email')).toHaveValue('grace.tan@example.com');
    await user.click(within(alert).getByRole('button', { name: 'Choose another store' }));
    expect(screen.getByRole('heading', { name: '1. Choose a store' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: `Reserve here: ${BONDI}` }));
    expect(field('First name')).toHaveValue('Grace');
    expect(field('Mobile phone')).toHaveValue('0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Reserve' }));
    expect(await screen.findByRole('region', { name: 'Your piece is reserved' })).toBeInTheDocument();
  });

  it.each([
    ['NOT_SOLD_IN_STORE', problemReply(409, 'NOT_SOLD_IN_STORE'), `${SYDNEY} doesn’t carry this piece.`, true],
    [
      'ENGRAVING_NOT_AVAILABLE',
      problemReply(409, 'ENGRAVING_NOT_AVAILABLE'),
      'Engraved pieces are made for you, so they can’t be reserved in store.',
      false,
    ],
    [
      'a size the piece is not made in',
      problemReply(400, 'VALIDATION_FAILED', { errors: { size: 'validation.size.required' } }),
      'Please select a size above before you reserve.',
      false,
    ],
    [
      'too many reservations',
      problemReply(429, 'TOO_MANY_ATTEMPTS'),
      'You’ve made several reservations in a short time. Please try again in an hour, or call the store.',
      false,
    ],
    [
      'no connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'We couldn’t reach our server. Check your connection and try again; what you typed is kept.',
      false,
    ],
  ] as const)('words %s in clear terms, focused, and keeps the form', async (_case, reply, text, another) => {
    const user = userEvent.setup();
    renderReserve({ reserve: reply });
    await chooseStore(user);
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Reserve' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert.parentElement).toHaveFocus();
    expect(within(alert).queryAllByRole('button', { name: 'Choose another store' })).toHaveLength(another ? 1 : 0);
    expect(field('Last name')).toHaveValue('Tan');
    // The button leaves its busy state in the render after the alert's (a moment later on a loaded machine).
    expect(await screen.findByRole('button', { name: 'Reserve' })).toBeEnabled();
  });

  it('refuses an engraved piece without listing stores', () => {
    renderReserve({ engraved: true });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Engraved pieces are made for you, so they can’t be reserved in store.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('speaks Canadian French, with the hold’s end on a Québec store’s clock', async () => {
    const user = userEvent.setup();
    const montreal = buildStoreSummary({
      id: 'montreal-centre-eaton',
      name: 'Lustre & Co. Centre Eaton',
      market: 'CA',
      timeZone: 'America/Toronto',
      distanceKm: null,
    });
    renderReserve({
      locale: 'fr-CA',
      // 5:30 pm in Montréal (EST, UTC−5).
      reserve: { reservation: buildStoreReservation({ store: montreal, holdUntil: '2026-12-03T22:30:00.000Z' }) },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Code postal/ }), 'Montréal');
    await user.click(screen.getByRole('button', { name: /Trouver/ }));
    await user.click(await screen.findByRole('button', { name: `Réserver ici : ${SYDNEY}` }));
    await user.click(screen.getByRole('button', { name: 'Réserver' }));
    expect(field('Prénom')).toHaveAccessibleDescription(/Veuillez saisir votre prénom/);

    await user.type(field('Prénom'), 'Élise');
    await user.type(field('Nom'), 'Gagnon');
    await user.type(field('Courriel'), 'elise@example.ca');
    await user.type(field('Téléphone cellulaire'), '514 555 0199');
    await user.click(screen.getByRole('button', { name: 'Réserver' }));

    const confirmation = await screen.findByRole('region', { name: 'Votre pièce est réservée' });
    expect(confirmation).toHaveTextContent('Nous vous avons envoyé un courriel à elise@example.ca');
    expect(within(confirmation).getByText(/^jeudi 3 décembre/)).toHaveTextContent(/17 h 30 HNE$/);
    expect(
      within(confirmation).getByRole('link', { name: /Heures et itinéraire de Lustre & Co. Centre Eaton/ }),
    ).toHaveAttribute('href', '/fr/stores/montreal-centre-eaton');
  });
});
