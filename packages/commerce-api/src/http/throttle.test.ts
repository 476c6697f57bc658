import { createTestApi, type TestApi } from '../test/harness';
import { ApiProblem } from './problem';
import { doublingPolicy, takeAttempt, type Attempt, type ThrottleKey } from './throttle';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

let counter = 0;
function key(policy: ThrottleKey['policy'], onSuccess?: ThrottleKey['onSuccess']): ThrottleKey {
  counter += 1;
  return { scope: 'throttle-test', key: `key-${counter}`, policy, ...(onSuccess ? { onSuccess } : {}) };
}

const capOf = (limit: number) => ({ kind: 'window', limit, windowSeconds: 3600 }) as const;

async function row(target: ThrottleKey) {
  return api.db
    .selectFrom('throttles')
    .select(['failures', 'blocked_until'])
    .where('scope', '=', target.scope)
    .where('key', '=', target.key)
    .executeTakeFirst();
}

/** Takes `n` attempts at once (each on its own connection when the engine has a pool). */
async function burst(n: number, keys: ThrottleKey[]): Promise<{ taken: Attempt[]; refused: ApiProblem[] }> {
  const results = await Promise.allSettled(Array.from({ length: n }, () => takeAttempt(api.db, keys)));
  const taken: Attempt[] = [];
  const refused: ApiProblem[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') taken.push(result.value);
    else if (result.reason instanceof ApiProblem) refused.push(result.reason);
    else throw result.reason;
  }
  return { taken, refused };
}

describe('takeAttempt: counted before the check, atomically', () => {
  it('lets exactly the cap of 50 simultaneous attempts through a window of 10', async () => {
    const cap = key(capOf(10));
    const { taken, refused } = await burst(50, [cap]);
    expect(taken).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused[0]).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
    expect(await row(cap)).toMatchObject({ failures: 10 });
  });

  it('lets one of 20 simultaneous attempts through a doubling delay', async () => {
    const delay = key(doublingPolicy);
    const { taken, refused } = await burst(20, [delay]);
    expect(taken).toHaveLength(1);
    expect(refused).toHaveLength(19);
    expect(await row(delay)).toMatchObject({ failures: 1 });
  });

  it('counts nothing on any key when one of them refuses', async () => {
    const open = key(capOf(100));
    const full = key(capOf(1));
    await takeAttempt(api.db, [full]);
    await expect(takeAttempt(api.db, [open, full])).rejects.toMatchObject({ status: 429 });
    expect(await row(open)).toBeUndefined();
  });

  it('says how long to wait: the longest current block, in whole seconds', async () => {
    const delay = key(doublingPolicy);
    const cap = key(capOf(1));
    await takeAttempt(api.db, [delay, cap]);
    const refusal = await takeAttempt(api.db, [delay, cap]).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 429, headers: { 'retry-after': '3600' } });
  });

  it('doubles the wait with each consecutive attempt, and restarts it when the check fails', async () => {
    const delay = key(doublingPolicy);
    for (const seconds of [1, 2, 4, 8]) {
      const attempt = await takeAttempt(api.db, [delay]);
      const before = (await row(delay))!.blocked_until!.getTime();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await attempt.failed();
      const after = (await row(delay))!.blocked_until!.getTime();
      expect(after - before).toBeGreaterThanOrEqual(15);
      expect(after - Date.now()).toBeGreaterThan(seconds * 1000 - 100);
      await api.db
        .updateTable('throttles')
        .set({ blocked_until: new Date(Date.now() - 1000) })
        .where('key', '=', delay.key)
        .execute();
    }
    expect(await row(delay)).toMatchObject({ failures: 4 });
  });

  it('on success resets, refunds or keeps each counter as its key says', async () => {
    const reset = key(doublingPolicy);
    const refund = key(capOf(3), 'refund');
    const keep = key(capOf(3), 'keep');
    await (await takeAttempt(api.db, [refund])).failed();
    await (await takeAttempt(api.db, [reset, refund, keep])).succeeded();
    expect(await row(reset)).toBeUndefined();
    expect(await row(refund)).toEqual({ failures: 1, blocked_until: null });
    expect(await row(keep)).toMatchObject({ failures: 1 });
  });

  it('lifts the block of the attempt that reached a cap when it succeeds', async () => {
    const refund = key(capOf(2), 'refund');
    await takeAttempt(api.db, [refund]);
    const last = await takeAttempt(api.db, [refund]);
    expect((await row(refund))!.blocked_until).not.toBeNull();
    await last.succeeded();
    expect(await row(refund)).toEqual({ failures: 1, blocked_until: null });
    await takeAttempt(api.db, [refund]);
  });

  it('forgets a counter after its quiet period', async () => {
    const cap = key(capOf(2));
    await takeAttempt(api.db, [cap]);
    await takeAttempt(api.db, [cap]);
    await expect(takeAttempt(api.db, [cap])).rejects.toMatchObject({ status: 429 });
    const later = new Date(Date.now() + 3601 * 1000);
    await takeAttempt(api.db, [cap], later);
    expect(await row(cap)).toMatchObject({ failures: 1 });
  });
});
