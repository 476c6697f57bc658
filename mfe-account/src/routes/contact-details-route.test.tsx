import type { SavedAddress } from '@storefront/api-schemas';
import { getSession, type MemberSummary } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildSavedAddress } from '@storefront/api-schemas/testing';
import { buildProfile } from '../lib/testing/account-builders';
import ContactDetailsRoute from './contact-details-route';

jest.setTimeout(20_000);

const ava: MemberSummary = { customerId: 'c-ava', firstName: 'Ava', email: 'ava@example.com', brillianceMember: true };

function renderPage(fetch: Parameters<typeof renderRemotePage>[1]['fetch'], locale: 'en-AU' | 'fr-CA' = 'en-AU') {
  const rendered = renderRemotePage(<ContactDetailsRoute />, {
    app: 'account',
    locale,
    path: locale === 'fr-CA' ? '/fr/my-account/contact-details' : '/my-account/contact-details',
    stores: { session: ava },
    fetch: { 'GET /api/account/addresses': { addresses: [] }, ...fetch },
  });
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input, select' });

describe('contact details', () => {
  it('keeps what was typed when saving fails, says so, then saves and says so', async () => {
    let attempts = 0;
    const { user, requests } = renderPage({
      'GET /api/account/profile': buildProfile(),
      'PATCH /api/account/profile': (request) =>
        ++attempts === 1
          ? problemReply(503, 'UNAVAILABLE')
          : buildProfile({ ...(request.body as object), email: 'ava.new@example.com' }),
    });
    const first = await screen.findByRole('textbox', { name: /First name/ });
    expect(first).toHaveValue('Ava');
    expect(field(/State or territory/)).toHaveValue('NSW');
    await user.clear(first);
    await user.type(first, 'Ava-Rose');
    await user.clear(field(/^Email address/));
    await user.type(field(/^Email address/), 'ava.new@example.com');
    await user.type(field(/Confirm email address/), 'ava.new@example.com');
    await user.type(field(/Current password/), 'Lustre2026!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem updating your details. Please check them and try again.',
    );
    expect(first).toHaveValue('Ava-Rose');
    expect(field(/Confirm email address/)).toHaveValue('ava.new@example.com');
    expect(field(/Current password/)).toHaveValue('Lustre2026!');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details have been updated.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field(/Current password/)).toHaveValue('');
    expect(getSession()).toMatchObject({ member: { firstName: 'Ava-Rose', email: 'ava.new@example.com' } });
    const sent = requests.filter((request) => request.method === 'PATCH').at(-1)!.body;
    expect(sent).toEqual({
      firstName: 'Ava-Rose',
      lastName: 'Mitchell',
      mobilePhone: '0412 345 678',
      state: 'NSW',
      email: 'ava.new@example.com',
      confirmEmail: 'ava.new@example.com',
      currentPassword: 'Lustre2026!',
    });
  });

  it('checks every field with the SPEC §5 messages before sending, focus on the first problem', async () => {
    const { user, requests } = renderPage({ 'GET /api/account/profile': buildProfile() });
    const last = await screen.findByRole('textbox', { name: /Last name/ });
    await user.clear(last);
    await user.clear(field(/^Email address/));
    await user.type(field(/^Email address/), 'ava.new@example.com');
    await user.type(field(/Confirm email address/), 'ava.other@example.com');
    await user.type(field(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(last).toHaveFocus();
    expect(last).toHaveAccessibleDescription(/Your name is empty/);
    expect(field(/^New password/)).toHaveAccessibleDescription(/must be at least 6 characters long/);
    await user.type(last, 'Mitchell');
    await user.clear(field(/^New password/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field(/Confirm email address/)).toHaveFocus();
    expect(field(/Confirm email address/)).toHaveAccessibleDescription(/Email address you entered does not match/);
    await user.clear(field(/Confirm email address/));
    await user.type(field(/Confirm email address/), 'ava.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(field(/Current password/)).toHaveAccessibleDescription(/Please enter your current password/);
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('puts the API’s answers on their fields: a wrong current password, an e-mail in use', async () => {
    let answer = 0;
    const { user } = renderPage({
      'GET /api/account/profile': buildProfile(),
      'PATCH /api/account/profile': () =>
        ++answer === 1
          ? problemReply(400, 'CURRENT_PASSWORD_INCORRECT', {
              errors: { currentPassword: 'validation.currentPassword.required' },
            })
          : problemReply(409, 'EMAIL_IN_USE'),
    });
    await screen.findByRole('textbox', { name: /First name/ });
    await user.type(field(/Current password/), 'NotMine123');
    await user.type(field(/^New password/), 'Sparkle9Ring');
    await user.type(field(/Confirm new password/), 'Sparkle9Ring');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field(/Current password/)).toHaveAccessibleDescription(/not your current password/));
    expect(field(/Current password/)).toHaveFocus();
    expect(field(/^New password/)).toHaveValue('Sparkle9Ring');
    await user.clear(field(/^Email address/));
    await user.type(field(/^Email address/), 'nikau.member@example.com');
    await user.type(field(/Confirm email address/), 'nikau.member@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field(/^Email address/)).toHaveAccessibleDescription(/Another account uses this email address/),
    );
  });

  it('offers a fr-CA member the provinces in French and speaks French', async () => {
    renderPage(
      { 'GET /api/account/profile': buildProfile({ market: 'CA', state: 'Yukon', firstName: 'Chloé' }) },
      'fr-CA',
    );
    expect(await screen.findByRole('textbox', { name: /Prénom/ })).toHaveValue('Chloé');
    const province = field(/Province ou territoire/);
    expect(province).toHaveValue('Yukon');
    expect(within(province).getAllByRole('option')).toHaveLength(14);
    expect(screen.getByRole('button', { name: 'Enregistrer les modifications' })).toBeInTheDocument();
  });
});

describe('saved addresses', () => {
  function addressBookApi(initial: SavedAddress[]) {
    let book = [...initial];
    let next = 1;
    return {
      'GET /api/account/addresses': () => ({ addresses: book }),
      'POST /api/account/addresses': (request: { body: unknown }) => {
        const body = request.body as Record<string, string>;
        if (body.postcode === '2999')
          return problemReply(400, 'VALIDATION_FAILED', { errors: { postcode: 'validation.postcode.au' } });
        const added = buildSavedAddress({
          ...body,
          id: `new-${next++}`,
          address2: null,
          isDefault: false,
          suburb: body.suburb ?? null,
        });
        book = [...book, added];
        return new Response(JSON.stringify(added), { status: 201, headers: { 'content-type': 'application/json' } });
      },
      'PUT /api/account/addresses/:id': (request: { path: string; body: unknown }) => {
        const id = request.path.split('/').pop()!;
        const body = request.body as Record<string, string> & { isDefault: boolean };
        book = book.map((entry) =>
          entry.id === id
            ? { ...entry, ...body, address2: body.address2 || null, isDefault: body.isDefault || entry.isDefault }
            : body.isDefault
              ? { ...entry, isDefault: false }
              : entry,
        );
        return book.find((entry) => entry.id === id)!;
      },
      'DELETE /api/account/addresses/:id': (request: { path: string }) => {
        const id = request.path.split('/').pop()!;
        book = book.filter((entry) => entry.id !== id);
        return { deleted: true };
      },
    };
  }

  it('adds, edits, makes default and deletes (after confirming) an address, with the market’s rules', async () => {
    const home = buildSavedAddress();
    const { user } = renderPage({ 'GET /api/account/profile': buildProfile(), ...addressBookApi([home]) });
    const book = await screen.findByRole('region', { name: 'Saved addresses' });
    expect(await within(book).findByText('12 George Street')).toBeInTheDocument();
    expect(within(book).getByText('Default')).toBeInTheDocument();

    await user.click(within(book).getByRole('button', { name: 'Add an address' }));
    const form = within(book).getByRole('form', { name: 'New address' });
    expect(within(form).getByRole('textbox', { name: /First name/ })).toHaveValue('Ava');
    await user.type(within(form).getByRole('textbox', { name: /Name this address/ }), 'Work');
    await user.type(within(form).getByRole('textbox', { name: /Street address/ }), '1 Martin Place');
    await user.type(within(form).getByRole('textbox', { name: /Town or city/ }), 'Sydney');
    await user.type(within(form).getByRole('textbox', { name: /Postcode/ }), '20000');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), '0412 345 678');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByRole('combobox', { name: /State or territory/ })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription(
      /Please enter a valid 4-digit postcode/,
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: /State or territory/ }), 'NSW');
    await user.clear(within(form).getByRole('textbox', { name: /Postcode/ }));
    await user.type(within(form).getByRole('textbox', { name: /Postcode/ }), '2999');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Postcode/ })).toHaveAccessibleDescription(/4-digit postcode/),
    );
    expect(within(book).getByRole('alert')).toHaveTextContent(/problem updating your addresses/);
    expect(within(form).getByRole('textbox', { name: /Street address/ })).toHaveValue('1 Martin Place');
    await user.clear(within(form).getByRole('textbox', { name: /Postcode/ }));
    await user.type(within(form).getByRole('textbox', { name: /Postcode/ }), '2000');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(book).findByText('Your address has been saved.')).toBeInTheDocument();
    expect(within(book).getByRole('heading', { name: 'Work' })).toBeInTheDocument();

    await user.click(within(book).getByRole('button', { name: 'Edit Work' }));
    const edit = within(book).getByRole('form', { name: 'Edit address' });
    await user.clear(within(edit).getByRole('textbox', { name: /Street address/ }));
    await user.type(within(edit).getByRole('textbox', { name: /Street address/ }), '2 Martin Place');
    await user.click(within(edit).getByRole('button', { name: 'Save address' }));
    expect(await within(book).findByText('2 Martin Place')).toBeInTheDocument();

    await user.click(within(book).getByRole('button', { name: 'Make Work my default' }));
    expect(await within(book).findByText('Your default address has changed.')).toBeInTheDocument();

    await user.click(within(book).getByRole('button', { name: 'Delete Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText('12 George Street')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await within(book).findByText('The address has been deleted.')).toBeInTheDocument();
    expect(within(book).queryByText('12 George Street')).not.toBeInTheDocument();
  });
});
