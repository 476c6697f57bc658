import { signLookupToken, verifyLookupToken } from './lookup-token';

const orderId = '0f8c2a4e-1b2c-4d3e-8f90-123456789abc';

describe('order lookup tokens', () => {
  it('open the order they were signed for until they expire', () => {
    const now = Date.UTC(2026, 0, 1);
    const { token, expiresAt } = signLookupToken('secret-a', orderId, now);
    expect(expiresAt.getTime()).toBe(now + 30 * 60 * 1000);
    expect(verifyLookupToken('secret-a', token, now + 29 * 60 * 1000)).toEqual({ orderId, expiresAt });
    expect(verifyLookupToken('secret-a', token, now + 30 * 60 * 1000)).toBeUndefined();
  });

  it('are refused when signed with another secret or altered', () => {
    const { token } = signLookupToken('secret-a', orderId);
    expect(verifyLookupToken('secret-b', token)).toBeUndefined();
    const [, expires, signature] = token.split('.');
    const otherOrder = '1f8c2a4e-1b2c-4d3e-8f90-123456789abc';
    expect(verifyLookupToken('secret-a', `${otherOrder}.${expires}.${signature}`)).toBeUndefined();
    expect(verifyLookupToken('secret-a', `${orderId}.${Number(expires) + 3600}.${signature}`)).toBeUndefined();
    expect(verifyLookupToken('secret-a', 'garbage')).toBeUndefined();
  });
});
