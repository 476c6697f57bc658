import { setActiveLocale } from './locale-store';
import {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_ELEMENT_ID,
  PAGE_PAYLOAD_ELEMENT_ID,
  PAGE_PAYLOAD_MAX_AGE_MS,
  resetPagePayloadForTests,
  revealApp,
  takePagePayload,
} from './page-payload';

function documentWith(payload: unknown, at = '/p/aurora?sku=A') {
  globalThis.history.replaceState(null, '', at);
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_PAYLOAD_ELEMENT_ID;
  element.textContent = typeof payload === 'string' ? payload : JSON.stringify(payload);
  document.body.append(element);
}

beforeEach(() => {
  resetPagePayloadForTests();
  document.body.replaceChildren();
  setActiveLocale({ locale: 'en-AU', market: 'AU', pathPrefix: null });
});

describe('takePagePayload', () => {
  const payload = { routeId: 'product', locale: 'en-AU', path: '/p/aurora?sku=A', data: { name: 'Aurora' } };

  it('gives the page the data made for its route, address and locale, and takes the element out', () => {
    documentWith(payload);
    const now = Date.now();

    expect(takePagePayload('product', document, now)).toEqual({ name: 'Aurora' });
    expect(takePagePayload('product', document, now)).toEqual({ name: 'Aurora' });
    expect(document.getElementById(PAGE_PAYLOAD_ELEMENT_ID)).toBeNull();
  });

  it('gives nothing to another route, another address, another locale, or once it is stale', () => {
    documentWith(payload);
    const now = Date.now();

    expect(takePagePayload('category', document, now)).toBeUndefined();
    // Well past the age (the payload's clock starts when it is first read, a moment after `now`).
    expect(takePagePayload('product', document, now + PAGE_PAYLOAD_MAX_AGE_MS + 1_000)).toBeUndefined();
    globalThis.history.replaceState(null, '', '/p/aurora?sku=B');
    expect(takePagePayload('product', document, now)).toBeUndefined();
    globalThis.history.replaceState(null, '', '/p/aurora?sku=A');
    setActiveLocale({ locale: 'fr-CA', market: 'CA', pathPrefix: 'fr' });
    expect(takePagePayload('product', document, now)).toBeUndefined();
  });

  it('gives nothing for a document without one, or with one that is not JSON', () => {
    expect(takePagePayload('product')).toBeUndefined();
    resetPagePayloadForTests();
    documentWith('{not json');
    expect(takePagePayload('product')).toBeUndefined();
  });
});

describe('revealApp', () => {
  it('takes the first view away and shows the app', () => {
    document.documentElement.setAttribute(FIRST_VIEW_ATTRIBUTE, '');
    const view = document.createElement('div');
    view.id = FIRST_VIEW_ELEMENT_ID;
    document.body.append(view);

    revealApp();
    revealApp();

    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
    expect(document.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE)).toBe(false);
  });
});
