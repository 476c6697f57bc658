import type { FastifyInstance } from 'fastify';
import { notFound } from './problem';

/**
 * Where the edge serves the push service worker: the site root, so its scope is the whole site (`/`). The engagement
 * remote initialises the SDK with the same `serviceWorkerLocation` (engagement-runtime.ts).
 */
export const PUSH_SERVICE_WORKER_PATH = '/service-worker.js';

/**
 * The storefront's push service worker, as served (a classic script with no imports, so the browser runs it as is;
 * kept as text here because the edge runs as TypeScript and must not depend on where its files lie). The engagement
 * SDK registers it (`serviceWorkerLocation`) when a shopper presses "Notify me", and the push service wakes it for each
 * web push. It handles two events and nothing else (no caching, no fetch handler):
 *
 * - `push`: shows the notification of Braze's web push payload, a JSON object with `t` (title), `a` (body), `i` (icon),
 *   `img` (image), `u` (the address a click opens), `ri` (stay until the shopper acts) and `cid` (campaign id, the tag,
 *   so a campaign sent twice shows once). Nothing shows while the shopper has turned marketing messages off: the SDK's
 *   `disableSDK()` stores that in IndexedDB (`AppboyServiceWorkerAsyncStorage`, store `optOut`, key 1) for exactly this
 *   purpose. Each open storefront tab is told (`{ type: 'storefront:push-shown', title }`, or
 *   `{ type: 'storefront:push-ignored', reason: 'opted-out' | 'nothing-to-show' }`).
 * - `notificationclick`: closes the notification and opens its address, only when it is on this site's own origin (a
 *   tab already on that address is focused instead).
 *
 * `pushServiceWorker(scope)` is the worker's code as one function of its global scope; the script calls it only inside
 * a service worker, so the edge's tests evaluate the same text and call it with a stand-in scope.
 */
export const pushServiceWorkerScript = String.raw`'use strict';

function pushServiceWorker(scope) {
  var OPT_OUT_DATABASE = 'AppboyServiceWorkerAsyncStorage';
  var OPT_OUT_STORE = 'optOut';
  var OPT_OUT_KEY = 1;

  /* The address as an absolute URL when it is on this origin; null for another origin or anything unparsable. */
  function sameOriginUrl(raw, origin) {
    if (typeof raw !== 'string' || raw.trim() === '') return null;
    try {
      var url = new URL(raw, origin);
      return url.origin === origin ? url.href : null;
    } catch (error) {
      return null;
    }
  }

  /* A picture the notification may show: https, or this origin. */
  function pictureUrl(raw, origin) {
    if (typeof raw !== 'string' || raw.trim() === '') return undefined;
    try {
      var url = new URL(raw, origin);
      return url.protocol === 'https:' || url.origin === origin ? url.href : undefined;
    } catch (error) {
      return undefined;
    }
  }

  /* The notification of a Braze payload ({ t, a, i, img, u, ri, cid }), or null when it has nothing to show. */
  function notificationFromPayload(payload, origin) {
    if (payload === null || typeof payload !== 'object') return null;
    var title = typeof payload.t === 'string' ? payload.t.trim() : '';
    var body = typeof payload.a === 'string' ? payload.a.trim() : '';
    if (title === '' && body === '') return null;
    var options = { body: title === '' ? '' : body, data: { url: sameOriginUrl(payload.u, origin) } };
    var icon = pictureUrl(payload.i, origin);
    if (icon) options.icon = icon;
    var image = pictureUrl(payload.img, origin);
    if (image) options.image = image;
    if (payload.ri === true) options.requireInteraction = true;
    if (typeof payload.cid === 'string' && payload.cid !== '') options.tag = payload.cid;
    return { title: title === '' ? body : title, options: options };
  }

  /* The push's JSON, or null when it carries none. */
  function payloadOf(event) {
    if (!event.data) return null;
    try {
      return event.data.json();
    } catch (error) {
      return null;
    }
  }

  /* Whether the SDK stored the shopper's opt-out (never creates the database when it does not exist). */
  function optedOut() {
    return new Promise(function (resolve) {
      var databases = scope.indexedDB;
      if (!databases) return resolve(false);
      var request;
      try {
        request = databases.open(OPT_OUT_DATABASE);
      } catch (error) {
        return resolve(false);
      }
      /* No database yet: the SDK never wrote to it, so no opt-out; abort so that nothing is created here. */
      request.onupgradeneeded = function () {
        request.transaction.abort();
      };
      request.onerror = function () {
        resolve(false);
      };
      request.onsuccess = function () {
        var database = request.result;
        if (!database.objectStoreNames.contains(OPT_OUT_STORE)) {
          database.close();
          return resolve(false);
        }
        var read = database.transaction([OPT_OUT_STORE], 'readonly').objectStore(OPT_OUT_STORE).get(OPT_OUT_KEY);
        read.onsuccess = function () {
          database.close();
          resolve(read.result === true);
        };
        read.onerror = function () {
          database.close();
          resolve(false);
        };
      };
    });
  }

  /* Tells every open storefront tab what became of a push (a tab may log it; journeys wait for it). */
  function tell(message) {
    return scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      windows.forEach(function (client) {
        client.postMessage(message);
      });
    });
  }

  function handlePush(event) {
    var payload = payloadOf(event);
    return optedOut().then(function (out) {
      if (out) return tell({ type: 'storefront:push-ignored', reason: 'opted-out' });
      var notification = notificationFromPayload(payload, scope.location.origin);
      if (notification === null) return tell({ type: 'storefront:push-ignored', reason: 'nothing-to-show' });
      return scope.registration.showNotification(notification.title, notification.options).then(function () {
        return tell({ type: 'storefront:push-shown', title: notification.title });
      });
    });
  }

  function handleNotificationClick(event) {
    event.notification.close();
    var data = event.notification.data;
    var url = sameOriginUrl(data && data.url, scope.location.origin);
    if (url === null) return Promise.resolve();
    return scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (client) {
        return client.url === url;
      });
      return open ? open.focus() : scope.clients.openWindow(url);
    });
  }

  scope.addEventListener('install', function () {
    scope.skipWaiting();
  });
  scope.addEventListener('activate', function (event) {
    event.waitUntil(scope.clients.claim());
  });
  scope.addEventListener('push', function (event) {
    event.waitUntil(handlePush(event));
  });
  scope.addEventListener('notificationclick', function (event) {
    event.waitUntil(handleNotificationClick(event));
  });
}

if (typeof ServiceWorkerGlobalScope !== 'undefined' && self instanceof ServiceWorkerGlobalScope) {
  pushServiceWorker(self);
}
`;

/**
 * Serves the push service worker at {@link PUSH_SERVICE_WORKER_PATH} while the engagement SDK is configured (404
 * otherwise: nothing registers it then). `no-cache`, so a changed worker reaches browsers on their next update check.
 */
export function registerPushServiceWorker(app: FastifyInstance, enabled: boolean): void {
  app.get(PUSH_SERVICE_WORKER_PATH, async (_request, reply) => {
    if (!enabled) return notFound(reply);
    return reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(pushServiceWorkerScript);
  });
}
