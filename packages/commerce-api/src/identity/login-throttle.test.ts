import type { LightMyRequestResponse } from 'fastify';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { insertActiveMember, linkTokenFor } from './identity-test-support';
import { emailKey, LOGIN_SCOPES } from './login-throttle';
import { useTestScryptCost } from './passwords';

// Bursts of real sign-ins: new hashes (and the dummy check of unknown e-mails) cost 2^14 here instead of 2^17.
jest.setTimeout(120_000);

let api: TestApi;
beforeAll(async () => {
  useTestScryptCost({ log2N: 14, r: 8, p: 1 });
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
  useTestScryptCost(null);
});

const PASSWORD = 'Sparkle9Ring';
let addressCounter = 0;
/** A new client address (the socket's: 198.18.0.0/15 is for tests), so no test meets another's counters. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

let memberCounter = 0;
/** An active member with a known password, written directly (the registration flow is tested elsewhere). */
function newMember(): Promise<string> {
  memberCounter += 1;
  return insertActiveMember(api.db, {
    email: `burst.member.${memberCounter}@example.com`,
    password: PASSWORD,
    firstName: 'Burst',
  });
}

function login(client: TestClient, email: string, password: string) {
  return client.post('/api/identity/login', { email, password });
}

/** How many answers reached the password check (401) and how many were refused before it (429). */
function tally(responses: LightMyRequestResponse[]) {
  const statuses = responses.map((response) => response.statusCode);
  return {
    checked: statuses.filter((status) => status === 401).length,
    refused: statuses.filter((status) => status === 429).length,
    other: statuses.filter((status) => status !== 401 && status !== 429),
  };
}

async function presetFailures(scope: string, key: string, failures: number): Promise<void> {
  await api.db.insertInto('throttles').values({ scope, key, failures, updated_at: new Date() }).execute();
}

describe('concurrent guesses are counted before the password is checked (T3)', () => {
  it('lets one of 20 simultaneous wrong passwords for an account from one address reach the check', async () => {
    const email = await newMember();
    const attacker = api.client({ ip: freshAddress() });
    const answers = tally(await Promise.all(Array.from({ length: 20 }, () => login(attacker, email, 'Wrong1Pass'))));
    expect(answers).toEqual({ checked: 1, refused: 19, other: [] });
  });

  it('holds the per-address cap of 100 failures an hour under a burst of 50 across e-mails', async () => {
    const address = freshAddress();
    await presetFailures(LOGIN_SCOPES.ip, address, 95);
    const stuffer = api.client({ ip: address });
    const answers = tally(
      await Promise.all(
        Array.from({ length: 50 }, (_, index) => login(stuffer, `stuffed.${index}@example.com`, 'Guess1234')),
      ),
    );
    expect(answers.checked).toBeLessThanOrEqual(5);
    expect(answers.checked + answers.refused).toBe(50);
  });

  it('holds the per-account cap of 100 failures an hour under a burst of 50 from rotating addresses', async () => {
    const email = await newMember();
    await presetFailures(LOGIN_SCOPES.account, emailKey(email), 95);
    const answers = tally(
      await Promise.all(
        Array.from({ length: 50 }, () => login(api.client({ ip: freshAddress() }), email, 'Guess1234')),
      ),
    );
    expect(answers.checked).toBeLessThanOrEqual(5);
    expect(answers.checked + answers.refused).toBe(50);
  });
});

describe('an attacker cannot lock the owner out (ASVS 5.0 6.1.1, 6.3.1; ADR 008)', () => {
  it('after 100+ failures from rotating addresses, the owner signs in from a known device; a new device waits or uses the e-mailed link', async () => {
    const email = await newMember();
    const owner = api.client({ ip: freshAddress() });
    expect((await login(owner, email, PASSWORD)).statusCode).toBe(200);
    await owner.post('/api/identity/logout');

    const attempts = await Promise.all(
      Array.from({ length: 120 }, () => login(api.client({ ip: freshAddress() }), email, 'Guess1234')),
    );
    const answers = tally(attempts);
    expect(answers.checked).toBe(100);
    expect(answers.refused).toBe(20);

    // The owner's browser signed in before: the account cap does not apply to it.
    const known = await login(owner, email, PASSWORD);
    expect(known.statusCode).toBe(200);

    // A browser that never signed in waits out the hour, like the attacker, even with the right password...
    const newDevice = api.client({ ip: freshAddress() });
    const refused = await login(newDevice, email, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);

    // ...or uses the e-mailed password-reset link there, which lifts the caps and makes that browser known.
    await newDevice.post('/api/identity/password/forgot', { email });
    const { token } = await linkTokenFor(api, email, 'password-reset');
    const reset = await newDevice.post('/api/identity/password/reset', {
      token,
      password: 'Brilliant7',
      confirmPassword: 'Brilliant7',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(newDevice, email, 'Brilliant7')).statusCode).toBe(200);

    // Locked again at once, the browser that used the link is known now.
    await Promise.all(Array.from({ length: 110 }, () => login(api.client({ ip: freshAddress() }), email, 'Guess1234')));
    expect((await login(api.client({ ip: freshAddress() }), email, 'Brilliant7')).statusCode).toBe(429);
    await newDevice.post('/api/identity/logout');
    expect((await login(newDevice, email, 'Brilliant7')).statusCode).toBe(200);
  });

  it('still slows guessing from a known device with its own doubling delays', async () => {
    const email = await newMember();
    const device = api.client({ ip: freshAddress() });
    expect((await login(device, email, PASSWORD)).statusCode).toBe(200);
    expect((await login(device, email, 'Wrong1Pass')).statusCode).toBe(401);
    const blocked = await login(device, email, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    // A burst from the known device is bounded like any other.
    await api.db
      .updateTable('throttles')
      .set({ blocked_until: new Date(Date.now() - 1000) })
      .where('scope', 'like', 'login:%')
      .execute();
    const answers = tally(await Promise.all(Array.from({ length: 20 }, () => login(device, email, 'Wrong1Pass'))));
    expect(answers).toEqual({ checked: 1, refused: 19, other: [] });
  });
});
