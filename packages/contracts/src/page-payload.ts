import { getActiveLocale } from './locale-store';

/**
 * Per-page prerendered payloads (SPEC §7). For some pages the edge puts the page's first API answer into the
 * document (`<script type="application/json" id="storefront-page-payload">`, see deploy/src/edge/first-view.ts) and
 * draws a first view from it (`#storefront-first-view`, shown while the app loads; `html[data-first-view]` keeps the
 * app's root hidden until the shell reveals it). A page takes its payload once, instead of asking the API again.
 */

/** The id of the payload element. */
export const PAGE_PAYLOAD_ELEMENT_ID = 'storefront-page-payload';
/** The id of the first view's element. */
export const FIRST_VIEW_ELEMENT_ID = 'storefront-first-view';
/** The attribute on `<html>` that hides the app's root while the first view shows. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

interface PagePayloadDocument {
  routeId?: unknown;
  locale?: unknown;
  path?: unknown;
  data?: unknown;
}

/** How long after the document loaded its payload still stands for the page (later, the page asks afresh). */
export const PAGE_PAYLOAD_MAX_AGE_MS = 30_000;

let read: { payload: PagePayloadDocument; at: number } | null | undefined;

function readPayload(doc: Document): { payload: PagePayloadDocument; at: number } | null {
  if (read !== undefined) return read;
  const element = doc.getElementById(PAGE_PAYLOAD_ELEMENT_ID);
  read = null;
  if (!element) return read;
  element.remove();
  try {
    read = { payload: JSON.parse(element.textContent ?? '') as PagePayloadDocument, at: Date.now() };
  } catch {
    // unreadable: the page asks the API as usual
  }
  return read;
}

/**
 * The payload the edge prerendered for this document, when it was made for `routeId`, for the address the browser
 * shows now (path and query string), in the active locale, and is fresh (the first `PAGE_PAYLOAD_MAX_AGE_MS`);
 * undefined otherwise. The same page mounted again a little later (a remount, Back) gets it again.
 */
export function takePagePayload(routeId: string, doc: Document = document, now = Date.now()): unknown {
  const found = readPayload(doc);
  if (!found || now - found.at > PAGE_PAYLOAD_MAX_AGE_MS) return undefined;
  const { payload } = found;
  const { location } = doc.defaultView ?? globalThis;
  const here = location.pathname + location.search;
  if (payload.routeId !== routeId || payload.path !== here || payload.locale !== getActiveLocale().locale) return;
  return payload.data;
}

/** Takes the first view away and shows the app (idempotent; nothing to do when the document had none). */
export function revealApp(doc: Document = document): void {
  doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
  doc.documentElement.removeAttribute(FIRST_VIEW_ATTRIBUTE);
}

/** Lets tests start from a fresh document. */
export function resetPagePayloadForTests(): void {
  read = undefined;
}
