import { addressBookAnswerSchema, profileAnswerSchema, savedAddressSchema } from '@storefront/api-schemas';
import { signIn } from '../identity/identity-test-support';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../identity/seed';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';

// scrypt at production cost is ~0.3 s a hash; sign-ins and password checks add up on a shared 2-core machine.
jest.setTimeout(60_000);

let api: TestApi;
let ava: TestClient;
let liam: TestClient;
beforeAll(async () => {
  api = await createTestApi();
  ava = api.client();
  liam = api.client({ locale: 'en-CA' });
  await signIn(ava, DEMO_ACCOUNTS.au, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.1' });
  await signIn(liam, DEMO_ACCOUNTS.ca, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.2' });
});
afterAll(async () => {
  await api.close();
});

const sydney = {
  label: 'Home',
  firstName: 'Ava',
  lastName: 'Mitchell',
  address1: 'Unit 3/12 George Street',
  city: 'Sydney',
  suburb: 'The Rocks',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
  phone: '0412 345 678',
};

describe('members only', () => {
  const password = { currentPassword: 'Lustre2026!', newPassword: 'Lustre2027!', confirmPassword: 'Lustre2027!' };
  const someone = '7f1f5d6e-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/account/profile', undefined],
    ['PATCH', '/api/account/profile', { firstName: 'Mallory' }],
    ['POST', '/api/account/password', password],
    ['GET', '/api/account/addresses', undefined],
    ['POST', '/api/account/addresses', sydney],
    ['PUT', `/api/account/addresses/${someone}`, sydney],
    ['DELETE', `/api/account/addresses/${someone}`, undefined],
  ] as const)('%s %s answers a guest with 401', async (method, url, body) => {
    const response = await api.client().request(method, url, body === undefined ? {} : { body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('profile', () => {
  it('shows the member’s own details', async () => {
    const profile = expectAnswer(await ava.get('/api/account/profile'), profileAnswerSchema);
    expect(profile).toMatchObject({
      email: DEMO_ACCOUNTS.au,
      firstName: 'Ava',
      lastName: 'Mitchell',
      state: 'NSW',
      market: 'AU',
      brillianceNumber: expect.stringMatching(/^\d{12}$/),
      birthday: { day: expect.any(Number), month: expect.any(Number) },
    });
    expect(Date.parse(profile.memberSince)).toBeLessThan(Date.now());
  });

  it('updates names, mobile and state without the current password', async () => {
    const response = await ava.patch('/api/account/profile', {
      firstName: 'Ava-Rose',
      mobilePhone: '0499 888 777',
      state: 'VIC',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Ava-Rose', mobilePhone: '0499 888 777', state: 'VIC' });
  });

  it('validates with the shared message ids', async () => {
    const response = await ava.patch('/api/account/profile', {
      lastName: '',
      state: 'QC',
      email: 'ava.new@example.com',
      confirmEmail: 'ava.other@example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        lastName: 'validation.lastName.required',
        state: 'validation.state.required',
      },
    });
    const mismatch = await ava.patch('/api/account/profile', {
      email: 'ava.new@example.com',
      confirmEmail: 'ava.other@example.com',
      currentPassword: DEMO_PASSWORD,
    });
    expect(mismatch.json()).toMatchObject({ errors: { confirmEmail: 'validation.email.mismatch' } });
  });

  it('needs the current password to change the e-mail: missing, wrong, then right', async () => {
    const change = { email: 'ava.mitchell@example.com', confirmEmail: 'ava.mitchell@example.com' };
    const missing = await ava.patch('/api/account/profile', change);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { currentPassword: 'validation.currentPassword.required' } });
    const wrong = await ava.patch('/api/account/profile', { ...change, currentPassword: 'NotMine123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT' });
    await api.db.deleteFrom('throttles').where('scope', '=', 'account:current-password').execute();
    const taken = await ava.patch('/api/account/profile', {
      email: DEMO_ACCOUNTS.nz,
      confirmEmail: DEMO_ACCOUNTS.nz,
      currentPassword: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_IN_USE' });
    const right = await ava.patch('/api/account/profile', { ...change, currentPassword: DEMO_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ email: 'ava.mitchell@example.com' });
    const unchanged = await api.db
      .selectFrom('customers')
      .select('email')
      .where('email', '=', DEMO_ACCOUNTS.au)
      .executeTakeFirst();
    expect(unchanged).toBeUndefined();
  });

  it('changes the password with the current one and ends every other session', async () => {
    const elsewhere = api.client({ locale: 'en-CA' });
    await signIn(elsewhere, DEMO_ACCOUNTS.ca, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.3' });
    const weak = await liam.post('/api/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(weak.json()).toMatchObject({ errors: { newPassword: 'validation.password.rules' } });
    const wrong = await liam.post('/api/account/password', {
      currentPassword: 'Nope12345',
      newPassword: 'Maple2026',
      confirmPassword: 'Maple2026',
    });
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT' });
    await api.db.deleteFrom('throttles').where('scope', '=', 'account:current-password').execute();
    const changed = await liam.post('/api/account/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Maple2026',
      confirmPassword: 'Maple2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await liam.get('/api/account/profile')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/account/profile')).statusCode).toBe(401);
    await signIn(api.client(), DEMO_ACCOUNTS.ca, 'Maple2026', { 'x-forwarded-for': '203.0.113.4' });
  });
});

describe('address book', () => {
  it('adds, lists, replaces and deletes the member’s addresses', async () => {
    const before = expectAnswer(await ava.get('/api/account/addresses'), addressBookAnswerSchema);
    const address = expectAnswer(
      await ava.post('/api/account/addresses', { ...sydney, isDefault: true }),
      savedAddressSchema,
      201,
    );
    expect(address).toMatchObject({ isDefault: true, postcode: '2000', state: 'NSW', address2: null });
    const listed = (await ava.get('/api/account/addresses')).json() as {
      addresses: Array<{ id: string; isDefault: boolean }>;
    };
    expect(listed.addresses).toHaveLength(before.addresses.length + 1);
    expect(listed.addresses[0]).toMatchObject({ id: address.id, isDefault: true });
    expect(listed.addresses.filter((entry) => entry.isDefault)).toHaveLength(1);

    const replaced = await ava.put(`/api/account/addresses/${address.id}`, {
      ...sydney,
      postcode: '2060',
      city: 'North Sydney',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ postcode: '2060', city: 'North Sydney' });
    const deleted = await ava.delete(`/api/account/addresses/${address.id}`);
    expect(deleted.statusCode).toBe(200);
    const after = (await ava.get('/api/account/addresses')).json() as { addresses: Array<{ isDefault: boolean }> };
    expect(after.addresses).toHaveLength(before.addresses.length);
    expect(after.addresses.filter((entry) => entry.isDefault)).toHaveLength(1);
  });

  it('checks the postcode and state of the address’s country (SPEC §5)', async () => {
    const badAu = await ava.post('/api/account/addresses', { ...sydney, postcode: '200', state: 'ON' });
    expect(badAu.json()).toMatchObject({
      errors: { postcode: 'validation.postcode.au', state: 'validation.state.required' },
    });
    const canadian = await liam.post('/api/account/addresses', {
      ...sydney,
      firstName: 'Liam',
      lastName: 'Fraser',
      suburb: '',
      city: 'Georgetown',
      state: 'ON',
      postcode: 'l7g0j1',
      country: 'CA',
      phone: '416-555-0199',
    });
    expect(canadian.statusCode).toBe(201);
    expect(canadian.json()).toMatchObject({ postcode: 'L7G 0J1', state: 'ON', suburb: null });
    const badCa = await liam.post('/api/account/addresses', {
      ...sydney,
      country: 'CA',
      state: 'ON',
      postcode: '2000',
    });
    expect(badCa.json()).toMatchObject({ errors: { postcode: 'validation.postcode.ca' } });
    const script = await ava.post('/api/account/addresses', { ...sydney, address1: '<script>alert(1)</script>' });
    expect(script.json()).toMatchObject({ errors: { address1: 'validation.address.characters' } });
  });

  it('shows a fr-CA shopper the French Yukon value while storing the abbreviation', async () => {
    const french = api.client({ locale: 'fr-CA' });
    await signIn(french, DEMO_ACCOUNTS.frCa, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.5' });
    const added = await french.post('/api/account/addresses', {
      ...sydney,
      city: 'Whitehorse',
      suburb: '',
      state: 'Yukon',
      postcode: 'Y1A 1B1',
      country: 'CA',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ state: 'Yukon' });
    const row = await api.db
      .selectFrom('addresses')
      .select('state')
      .where('id', '=', (added.json() as { id: string }).id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('YT');
  });

  it('answers another customer’s address id with 404 and no data, and changes nothing (T11)', async () => {
    const mine = await ava.post('/api/account/addresses', { ...sydney, label: 'Secret place' });
    const id = (mine.json() as { id: string }).id;
    const read = await liam.get('/api/account/addresses');
    expect(read.body).not.toContain(id);
    expect(read.body).not.toContain('Secret place');
    const put = await liam.put(`/api/account/addresses/${id}`, { ...sydney, label: 'Taken', isDefault: true });
    const del = await liam.delete(`/api/account/addresses/${id}`);
    const unknown = await liam.delete('/api/account/addresses/not-a-uuid');
    for (const response of [put, del, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body).not.toContain('Secret place');
      expect(response.body).not.toContain('George Street');
    }
    const still = await api.db.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(still.label).toBe('Secret place');
    const liamDefaults = await api.db
      .selectFrom('addresses')
      .innerJoin('customers', 'customers.id', 'addresses.customer_id')
      .select('addresses.id')
      .where('customers.email', '=', DEMO_ACCOUNTS.ca)
      .where('addresses.is_default', '=', true)
      .execute();
    expect(liamDefaults).toHaveLength(1);
  });
});
