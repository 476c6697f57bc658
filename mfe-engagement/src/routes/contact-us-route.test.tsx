import type { StoreSummary } from '@storefront/api-schemas';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactUsRoute from './contact-us-route';

/** A store as `GET /api/stores` lists it. */
function buildStore(overrides: Partial<StoreSummary> = {}): StoreSummary {
  return {
    id: 'sydney-pitt-street',
    name: 'Sydney Pitt Street',
    market: 'AU',
    address: {
      address1: '100 Pitt Street',
      address2: null,
      suburb: null,
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
    },
    phone: '02 9000 0000',
    email: 'pitt@example.com',
    latitude: -33.87,
    longitude: 151.21,
    timeZone: 'Australia/Sydney',
    clickAndCollect: true,
    services: [],
    distanceKm: null,
    today: { date: '2026-11-27', weekday: 5, opens: '09:00', closes: '17:30', closed: false, special: null },
    openNow: true,
    ...overrides,
  };
}

const stores = {
  market: 'AU',
  stores: [buildStore(), buildStore({ id: 'melbourne-collins-street', name: 'Melbourne Collins Street' })],
};

const page = <ContactUsRoute />;
const enquiryType = () => screen.getByRole('combobox', { name: /What is your enquiry about/ });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillShopper() {
  await userEvent.type(textbox(/First name/), 'Grace');
  await userEvent.type(textbox(/Last name/), 'Nguyen');
  await userEvent.type(textbox(/Email address/), 'grace@example.com');
  await userEvent.type(textbox(/Your message/), 'Where is my ring?');
}

describe('the contact page', () => {
  it('offers the five enquiry types and names what is missing from an empty enquiry', async () => {
    renderRemotePage(page, { app: 'engagement' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(
      within(enquiryType())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an enquiry type',
      'General enquiry',
      'An order',
      'A product',
      'Jewellery recycling',
      'Store feedback',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(enquiryType()).toHaveAccessibleDescription(/Please select an enquiry type/);
    expect(enquiryType()).toHaveFocus();
  });

  it('asks an order enquiry what it is about and the order number, and the piece only when it was wrong', async () => {
    renderRemotePage(page, { app: 'engagement' });
    expect(screen.queryByRole('textbox', { name: /Order number/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(enquiryType(), 'order');
    await fillShopper();
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const about = screen.getByRole('combobox', { name: /What is it about the order/ });
    expect(about).toHaveAccessibleDescription(/Please select an order enquiry type/);
    expect(about).toHaveFocus();
    expect(textbox(/Order number/)).toHaveAccessibleDescription(/Please enter your order number/);
    expect(screen.queryByRole('textbox', { name: /Product name/ })).not.toBeInTheDocument();

    await userEvent.selectOptions(about, 'incorrect-order');
    expect(textbox(/Product name/)).not.toBeRequired();
    expect(textbox(/Product number/)).toHaveAccessibleDescription(/8 digits/);
    await userEvent.type(textbox(/Order number/), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(textbox(/Order number/)).toHaveAccessibleDescription(/Please enter a valid order number/);
  });

  it('asks a product enquiry for the product, and offers its number and the store', async () => {
    renderRemotePage(page, { app: 'engagement', fetch: { 'GET /api/stores': stores } });
    await userEvent.selectOptions(enquiryType(), 'product');
    expect(textbox(/Product name/)).toBeRequired();
    const store = screen.getByRole('combobox', { name: /Store/ });
    expect(store).not.toBeRequired();
    expect(await within(store).findByRole('option', { name: 'Sydney Pitt Street, NSW' })).toBeInTheDocument();
    await userEvent.type(textbox(/Product number/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(textbox(/Product name/)).toHaveAccessibleDescription(/Please enter a value for this field/);
    expect(textbox(/Product number/)).toHaveAccessibleDescription(/8-digit product number/);
  });

  it('offers a recycling enquiry the store and quote number, both optional, and store feedback the store, required', async () => {
    renderRemotePage(page, { app: 'engagement', fetch: { 'GET /api/stores': stores } });
    await userEvent.selectOptions(enquiryType(), 'recycle');
    expect(screen.getByRole('combobox', { name: /Store/ })).not.toBeRequired();
    expect(textbox(/Quote number/)).not.toBeRequired();
    await userEvent.type(textbox(/Quote number/), 'Q-2041');

    await userEvent.selectOptions(enquiryType(), 'store-feedback');
    expect(screen.queryByRole('textbox', { name: /Quote number/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(screen.getByRole('combobox', { name: /Store/ })).toHaveAccessibleDescription(
      /Please select a store location/,
    );

    await userEvent.selectOptions(enquiryType(), 'recycle');
    expect(textbox(/Quote number/)).toHaveValue('Q-2041');
  });

  it('says when the stores could not be loaded, and loads them again', async () => {
    let calls = 0;
    renderRemotePage(page, {
      app: 'engagement',
      fetch: {
        'GET /api/stores': () => {
          calls += 1;
          return calls <= 2 ? problemReply(503, 'UNAVAILABLE') : stores; // the client tries a GET twice
        },
      },
    });
    await userEvent.selectOptions(enquiryType(), 'store-feedback');
    const store = screen.getByRole('combobox', { name: /Store/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Load the stores again' }));
    expect(await within(store).findByRole('option', { name: 'Sydney Pitt Street, NSW' })).toBeInTheDocument();
    expect(store).toHaveAccessibleDescription('The store your feedback is about.');
  });

  it('counts the message down, and says when it is too long instead of cutting it', async () => {
    renderRemotePage(page, { app: 'engagement' });
    const comment = textbox(/Your message/);
    expect(screen.getByText('1,000 characters left')).toBeInTheDocument();
    await userEvent.type(comment, 'Hello');
    expect(comment).toHaveAccessibleDescription('995 characters left');
    await userEvent.clear(comment);
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(1003));
    expect(comment).toHaveValue('x'.repeat(1003));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(/This field must be 1000 characters or less.*3 characters too many/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(screen.getByText('3 characters too many', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  });

  it('sends the enquiry the type asks for and opens the success page with its reference', async () => {
    const { requests, router } = renderRemotePage(page, {
      app: 'engagement',
      path: '/customer-service/contact-us',
      fetch: { 'POST /api/contact': { received: true, reference: '0A1B2C3D' } },
    });
    await userEvent.selectOptions(enquiryType(), 'order');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /What is it about the order/ }), 'delivery');
    await userEvent.type(textbox(/Order number/), '1234 5678 9012');
    await fillShopper();
    await userEvent.type(textbox(/Phone number/), '0412 000 111');
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/customer-service/contact-us/success'));
    expect(requests.find((request) => request.path === '/api/contact')?.body).toEqual({
      enquiryType: 'order',
      orderEnquiryType: 'delivery',
      orderNumber: '123456789012',
      firstName: 'Grace',
      lastName: 'Nguyen',
      email: 'grace@example.com',
      phone: '0412 000 111',
      comment: 'Where is my ring?',
    });
    expect(router.state.location.search).toBe('?reference=0A1B2C3D');
  });

  it('shows the API’s field errors on their fields', async () => {
    renderRemotePage(page, {
      app: 'engagement',
      fetch: {
        'GET /api/stores': stores,
        'POST /api/contact': problemReply(400, 'VALIDATION_FAILED', {
          errors: { storeLocation: 'validation.storeLocation.required' },
        }),
      },
    });
    await userEvent.selectOptions(enquiryType(), 'store-feedback');
    const store = screen.getByRole('combobox', { name: /Store/ });
    await within(store).findByRole('option', { name: 'Sydney Pitt Street, NSW' });
    await userEvent.selectOptions(store, 'sydney-pitt-street');
    await fillShopper();
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Please select a store location')).toBeInTheDocument();
    expect(store).toHaveFocus();
  });

  it.each([
    ['the API fails', problemReply(500, 'INTERNAL')],
    ['the API is busy (429)', problemReply(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 600 })],
  ])('in French, says something went wrong when %s, and keeps everything typed', async (_name, reply) => {
    renderRemotePage(page, { app: 'engagement', locale: 'fr-CA', fetch: { 'POST /api/contact': reply } });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Quel est l’objet de votre demande/ }),
      'general',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /Prénom/ }), 'Élodie');
    await userEvent.type(screen.getByRole('textbox', { name: /Nom de famille/ }), 'Tremblay');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse courriel/ }), 'elodie@example.ca');
    await userEvent.type(screen.getByRole('textbox', { name: /Votre message/ }), 'Bonjour');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur s’est produite. Veuillez réessayer.');
    expect(screen.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Élodie');
    expect(screen.getByRole('textbox', { name: /Votre message/ })).toHaveValue('Bonjour');
    expect(screen.getByRole('combobox', { name: /Quel est l’objet de votre demande/ })).toHaveValue('general');
  });
});
