import { whenOnScreen } from './when-on-screen';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>) => void;

/** A browser's IntersectionObserver as far as the helper uses it, with a way to say what is on screen. */
class FakeIntersectionObserver {
  static latest: FakeIntersectionObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.latest = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(ratio: number) {
    this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('whenOnScreen', () => {
  it('says seen once, when half of the element is on screen, and stops watching', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    const element = document.createElement('div');
    const seen = jest.fn();
    whenOnScreen(element, seen);
    const observer = FakeIntersectionObserver.latest!;
    expect(observer.observed).toEqual([element]);
    expect(observer.options.threshold).toBe(0.5);
    observer.show(0.2);
    expect(seen).not.toHaveBeenCalled();
    observer.show(0.6);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('never says seen for an element that left first', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    const seen = jest.fn();
    const stop = whenOnScreen(document.createElement('div'), seen);
    stop();
    expect(FakeIntersectionObserver.latest!.disconnected).toBe(true);
    expect(seen).not.toHaveBeenCalled();
  });

  it('counts what is drawn as seen where the browser cannot tell', () => {
    const seen = jest.fn();
    whenOnScreen(document.createElement('div'), seen);
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
