import { RELOAD_GUARD_WINDOW_MS, isChunkLoadError, reloadOncePerPath } from './reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('reload once per path', () => {
  it('reloads the first time a path fails', () => {
    const reload = jest.fn();
    expect(reloadOncePerPath('/p/ring', 1_000, memoryStorage(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads the same path twice within 10 seconds, so it cannot loop', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOncePerPath('/p/ring', 1_000, storage, reload);
    expect(reloadOncePerPath('/p/ring', 1_000 + RELOAD_GUARD_WINDOW_MS - 1, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('allows another reload after the window, and for another path at once', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOncePerPath('/p/ring', 1_000, storage, reload);
    expect(reloadOncePerPath('/my-bag', 1_001, storage, reload)).toBe(true);
    expect(reloadOncePerPath('/p/ring', 1_000 + RELOAD_GUARD_WINDOW_MS, storage, reload)).toBe(true);
  });

  it('does not reload at all when there is no storage to guard with', () => {
    const reload = jest.fn();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(reloadOncePerPath('/p/ring', 1_000, broken, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a guard kept by an earlier shell (a bare time) as none: one more reload at most, then guarded', () => {
    const storage = memoryStorage();
    storage.setItem('storefront:chunk-reload:/p/ring', '1000');
    const reload = jest.fn();
    expect(reloadOncePerPath('/p/ring', 1_001, storage, reload)).toBe(true);
    expect(reloadOncePerPath('/p/ring', 1_002, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      'storage is full',
      {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    ],
    ['storage forgets what it is given', { getItem: () => null, setItem: () => undefined }],
  ])('does not reload when %s, since the next failure would reload again', (_label, storage) => {
    const reload = jest.fn();
    expect(reloadOncePerPath('/p/ring', 1_000, storage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  describe('with the tab’s own sessionStorage', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    beforeEach(() => sessionStorage.clear());
    afterEach(() => {
      if (original) Object.defineProperty(globalThis, 'sessionStorage', original);
      else Reflect.deleteProperty(globalThis, 'sessionStorage');
    });

    it('keeps the guard there, so the reloaded page does not reload again', () => {
      const reload = jest.fn();
      expect(reloadOncePerPath('/p/ring', Date.now(), undefined, reload)).toBe(true);
      expect(reloadOncePerPath('/p/ring', Date.now(), undefined, reload)).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload (nor throw) where the browser refuses sessionStorage (sandboxed frame, blocked storage)', () => {
      Object.defineProperty(globalThis, 'sessionStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
      const reload = jest.fn();
      expect(reloadOncePerPath('/p/ring', Date.now(), undefined, reload)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });
  });
});

describe('chunk load errors', () => {
  it.each([
    [{ name: 'ChunkLoadError', message: 'x' }],
    [new Error('Loading chunk 123 failed.\n(error: http://x/123.js)')],
    [new Error('Loading CSS chunk 9 failed')],
    [new Error('[ Federation Runtime ]: RUNTIME-008 remoteEntry failed')],
    [new TypeError('Failed to fetch dynamically imported module: /x.js')],
  ])('recognises %p', (error) => expect(isChunkLoadError(error)).toBe(true));

  it.each([[new Error('Cannot read properties of undefined')], [null], ['Loading chunk']])('ignores %p', (error) =>
    expect(isChunkLoadError(error)).toBe(false),
  );
});
