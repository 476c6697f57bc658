import * as v from 'valibot';
import { createStoredValue, type StorageArea, type StorageLike } from './browser-storage';

const KEY = 'storefront:test:value';
const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const TTL = 10_000;

const choiceSchema = v.picklist(['card', 'bnpl']);
const listSchema = v.object({ items: v.array(v.string()) });

const areas: StorageArea[] = ['local', 'session'];
const storageOf = (area: StorageArea): Storage => (area === 'local' ? localStorage : sessionStorage);

/** Makes `globalThis[name]` answer with `get` (a browser refusing storage, or one without it) until the test ends. */
function replaceStorage(name: 'localStorage' | 'sessionStorage', get: () => Storage | undefined): void {
  const original = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, { configurable: true, get });
  restorers.push(() => {
    if (original) Object.defineProperty(globalThis, name, original);
    else Reflect.deleteProperty(globalThis, name);
  });
}
let restorers: (() => void)[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  for (const restore of restorers.reverse()) restore();
  restorers = [];
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('a stored value', () => {
  it.each(areas)('keeps a value in %s storage, gives it back validated, and forgets it', (area) => {
    const stored = createStoredValue({ area, key: KEY, schema: listSchema });
    expect(stored.read()).toBeNull();
    expect(stored.write({ items: ['opal'] })).toBe(true);
    expect(stored.read()).toEqual({ items: ['opal'] });
    expect(storageOf(area).getItem(KEY)).toBe('{"items":["opal"]}');
    expect(storageOf(area === 'local' ? 'session' : 'local').length).toBe(0);
    stored.remove();
    expect(stored.read()).toBeNull();
    expect(storageOf(area).getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', listSchema, '{oops'],
    ['JSON of another shape', listSchema, '["opal"]'],
    ['a document with a bad field', listSchema, '{"items":"opal"}'],
    ['an unknown choice', choiceSchema, '"cash"'],
    ['an unknown unencoded choice', choiceSchema, 'cash'],
    ['JSON null', listSchema, 'null'],
  ])('reads %s as nothing and removes it', (_label, schema: v.GenericSchema, raw) => {
    localStorage.setItem(KEY, raw);
    expect(createStoredValue({ area: 'local', key: KEY, schema }).read()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    [
      'JSON written by the earlier readStored/writeStored helper',
      listSchema,
      '{"items":["opal","pearl"]}',
      { items: ['opal', 'pearl'] },
    ],
    ['a number kept with String()', v.number(), '4', 4],
    ['a string kept unencoded', choiceSchema, 'bnpl', 'bnpl'],
    ['a string kept as JSON', choiceSchema, '"bnpl"', 'bnpl'],
  ])('still reads %s', (_label, schema: v.GenericSchema, raw, expected) => {
    sessionStorage.setItem(KEY, raw);
    expect(createStoredValue({ area: 'session', key: KEY, schema }).read()).toEqual(expected);
    expect(sessionStorage.getItem(KEY)).toBe(raw);
  });

  it('gives back what the schema outputs (defaults filled in)', () => {
    const schema = v.object({ name: v.string(), count: v.optional(v.number(), 0) });
    localStorage.setItem(KEY, '{"name":"ring"}');
    expect(createStoredValue({ area: 'local', key: KEY, schema }).read()).toEqual({ name: 'ring', count: 0 });
  });
});

describe('a stored value with a lifetime', () => {
  it('is kept with its expiry and read until the lifetime has passed, then removed', () => {
    jest.useFakeTimers({ now: NOW });
    const stored = createStoredValue({ area: 'session', key: KEY, schema: choiceSchema, ttlMs: TTL });
    expect(stored.write('card')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual({ expiresAt: NOW + TTL, value: 'card' });

    jest.setSystemTime(NOW + TTL - 1);
    expect(stored.read()).toBe('card');
    jest.setSystemTime(NOW + TTL);
    expect(stored.read()).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('measures the lifetime with the clock it is given', () => {
    let now = NOW;
    const stored = createStoredValue({ area: 'session', key: KEY, schema: v.number(), ttlMs: TTL, now: () => now });
    stored.write(1);
    now += TTL - 1;
    expect(stored.read()).toBe(1);
    now += 1;
    expect(stored.read()).toBeNull();
  });

  it('renews the lifetime with each write', () => {
    jest.useFakeTimers({ now: NOW });
    const stored = createStoredValue({ area: 'local', key: KEY, schema: v.number(), ttlMs: TTL });
    stored.write(1);
    jest.setSystemTime(NOW + TTL - 1);
    stored.write(2);
    jest.setSystemTime(NOW + 2 * TTL - 2);
    expect(stored.read()).toBe(2);
  });

  it.each([
    ['a bare value (kept before values had a lifetime)', '1764324000000'],
    ['a bare object', '{"value":"card"}'],
    ['an envelope with extra fields', JSON.stringify({ expiresAt: NOW + 1, value: 'card', by: 'x' })],
    ['an envelope whose value does not fit', JSON.stringify({ expiresAt: NOW + 1, value: 'cash' })],
    ['an expired envelope', JSON.stringify({ expiresAt: NOW, value: 'card' })],
    ['an envelope from a clock set ahead', JSON.stringify({ expiresAt: NOW + TTL + 1, value: 'card' })],
  ])('reads %s as nothing and removes it', (_label, raw) => {
    jest.useFakeTimers({ now: NOW });
    localStorage.setItem(KEY, raw);
    expect(createStoredValue({ area: 'local', key: KEY, schema: choiceSchema, ttlMs: TTL }).read()).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('a stored value where storage fails', () => {
  const securityError = () => new DOMException('The operation is insecure.', 'SecurityError');

  it.each([
    [
      'reaching storage is refused (sandboxed frame, storage blocked)',
      () =>
        replaceStorage('localStorage', () => {
          throw securityError();
        }),
    ],
    ['there is no storage at all', () => replaceStorage('localStorage', () => undefined)],
    [
      'every storage call is refused',
      () => {
        for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
          jest.spyOn(Storage.prototype, method).mockImplementation(() => {
            throw securityError();
          });
        }
      },
    ],
  ])('answers without throwing when %s', (_label, breakStorage) => {
    const stored = createStoredValue({ area: 'local', key: KEY, schema: choiceSchema, ttlMs: TTL });
    stored.write('card');
    expect(stored.read()).toBe('card');
    breakStorage();
    expect(stored.read()).toBeNull();
    expect(stored.write('card')).toBe(false);
    expect(() => stored.remove()).not.toThrow();
  });

  it('answers false when storage is full, and keeps what was there', () => {
    const stored = createStoredValue({ area: 'session', key: KEY, schema: choiceSchema });
    stored.write('card');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(stored.write('bnpl')).toBe(false);
    expect(stored.read()).toBe('card');
  });

  it('answers false for a value JSON cannot hold', () => {
    const stored = createStoredValue({ area: 'local', key: KEY, schema: v.bigint() });
    expect(stored.write(1n)).toBe(false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('uses a storage it is given instead of the area, even one that cannot remove', () => {
    const data = new Map<string, string>();
    const storage: StorageLike = {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => data.set(key, value),
    };
    const stored = createStoredValue({ area: 'session', key: KEY, schema: choiceSchema, storage });
    expect(stored.write('bnpl')).toBe(true);
    expect(data.get(KEY)).toBe('"bnpl"');
    expect(sessionStorage.length).toBe(0);
    data.set(KEY, '"cash"');
    expect(stored.read()).toBeNull();
    expect(() => stored.remove()).not.toThrow();
  });
});
