import { createTestApi, type TestApi } from '../test/harness';
import {
  dummyVerification,
  hashPassword,
  parsePasswordHash,
  PRODUCTION_SCRYPT_COST,
  verifyPassword,
} from './passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

// scrypt at production cost is ~0.3 s a hash; sign-ins and password checks add up on a shared 2-core machine.
jest.setTimeout(60_000);

describe('stored password hashes', () => {
  it('use scrypt with N = 2^17, r = 8, p = 1, a 16-byte salt and a 32-byte key (ASVS appendix C)', async () => {
    const stored = await hashPassword('Sparkle9Ring');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    const parsed = parsePasswordHash(stored)!;
    expect(parsed.cost).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(PRODUCTION_SCRYPT_COST).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.key).toHaveLength(32);
    expect(await verifyPassword('Sparkle9Ring', stored)).toBe(true);
    expect(await verifyPassword('Sparkle9ring', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [first, second] = await Promise.all([hashPassword('SamePass1'), hashPassword('SamePass1')]);
    expect(first).not.toBe(second);
  });

  it('treats an unreadable stored value as a mismatch, and the dummy verification always fails', async () => {
    expect(await verifyPassword('Anything1', 'md5$abc')).toBe(false);
    expect(await verifyPassword('Anything1', 'scrypt$3$8$1$AAAA$BBBB')).toBe(false);
    expect(await dummyVerification('Anything1')).toBe(false);
  });
});

describe('seeded members', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('carry production-strength hashes of the documented demo password', async () => {
    const ava = await api.db
      .selectFrom('customers')
      .select('password_hash')
      .where('email', '=', DEMO_ACCOUNTS.au)
      .executeTakeFirstOrThrow();
    expect(parsePasswordHash(ava.password_hash!)?.cost).toEqual({ log2N: 17, r: 8, p: 1 });
    expect(await verifyPassword(DEMO_PASSWORD, ava.password_hash!)).toBe(true);
  });

  it('include members in every market and in-store accounts awaiting activation without a password', async () => {
    const rows = await api.db
      .selectFrom('customers')
      .select(['market', 'status', 'password_hash', 'birthday_month', 'brilliance_number'])
      .execute();
    for (const market of ['AU', 'CA', 'NZ'] as const) {
      expect(rows.filter((row) => row.market === market && row.status === 'active').length).toBeGreaterThan(20);
      expect(rows.some((row) => row.market === market && row.status === 'awaiting_activation')).toBe(true);
    }
    const awaiting = rows.filter((row) => row.status === 'awaiting_activation');
    expect(awaiting.every((row) => row.password_hash === null)).toBe(true);
    expect(rows.filter((row) => row.status === 'active').every((row) => row.birthday_month !== null)).toBe(true);
    const withAnniversary = await api.db
      .selectFrom('customers')
      .select('id')
      .where('anniversary', 'is not', null)
      .execute();
    expect(withAnniversary.length).toBeGreaterThan(10);
    const addresses = await api.db
      .selectFrom('addresses')
      .innerJoin('customers', 'customers.id', 'addresses.customer_id')
      .select(['customers.email', 'addresses.postcode', 'addresses.is_default'])
      .where('customers.email', '=', DEMO_ACCOUNTS.au)
      .execute();
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((row) => row.is_default)).toHaveLength(1);
  });
});
