import type { LightMyRequestResponse } from 'fastify';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { emailKey, LOGIN_SCOPES } from './login-throttle';
import { hashPassword, useTestScryptCost } from './passwords';

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
async function newMember(): Promise<string> {
  memberCounter += 1;
  const email = `burst.member.${memberCounter}@example.com`;
  await api.db
    .insertInto('customers')
    .values({
      email,
      password_hash: await hashPassword(PASSWORD),
      status: 'active',
      market: 'AU',
      first_name: 'Burst',
      last_name: 'Member',
    })
    .execute();
  return email;
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
