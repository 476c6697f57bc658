import { appendToHead, preloadLinks, scriptSafeJson, uniqueHints, type PreloadHint } from './boot-hints';

/**
 * A document whose first view has a largest image (`<img fetchpriority="high">`: a tile, the hero, the gallery's
 * first photograph) starts the shell's scripts only once that image has painted (ADR 007, issue 18). Until then the
 * first view is the page, complete and readable, and nothing else shares a phone's connection with its photograph:
 * the shell's ~250 KB of JavaScript, asked for at once in the head, took most of a 1.6 Mbps link while the image
 * loaded, and the image painted after the scripts had downloaded and run (Lighthouse: 2.4 s instead of 0.8 s).
 *
 * The shell's `<script defer src>` tags leave the head; an inline loader at the end of the body adds them back (in
 * order, `async = false`, as `defer` ran them), with the preload hints of the shell's boot chunks and messages, on
 * the first of:
 * - the image has loaded (or failed) and the frame that paints it has been drawn;
 * - the shopper presses, types or touches (the app must be there to answer);
 * - {@link BOOT_AFTER_PAINT_LIMIT_MS} have passed (a slow photograph must not keep the app away for long).
 */

/** The longest the shell's scripts wait for the first view's image. */
export const BOOT_AFTER_PAINT_LIMIT_MS = 1500;

/** The loader's code: `scripts` and `hints` are the arguments the edge writes after it. */
const LOADER = `(function (scripts, hints, limit) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    hints.forEach(function (hint) {
      var link = document.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', hint.as);
      link.setAttribute('href', hint.href);
      if (hint.crossOrigin) link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    });
    scripts.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var image = document.querySelector('img[fetchpriority="high"]');
  if (!image || image.complete) afterPaint();
  else {
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', afterPaint);
  }
  setTimeout(start, limit);
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) {
    addEventListener(type, start, { capture: true, once: true, passive: true });
  });
})`.replace(/\n\s*/g, ' ');

const DEFERRED_SCRIPT = /<script\b(?=[^>]*\sdefer\b)[^>]*\ssrc=(?:"([^"]+)"|([^\s>]+))[^>]*><\/script>/gi;

/** Whether a first view has the image this applies to. */
export function hasLargestImage(firstView: string | undefined): boolean {
  return firstView !== undefined && /<img\b[^>]*\sfetchpriority="high"/.test(firstView);
}

/**
 * The document with its `defer` scripts and the given preload hints started by the loader after the first view's
 * largest image has painted. A document without such scripts, or without a body, gets the hints as plain preloads.
 */
export function bootAfterLargestPaint(html: string, hints: readonly PreloadHint[]): string {
  const scripts: string[] = [];
  const without = html.replace(DEFERRED_SCRIPT, (_tag, quoted: string | undefined, bare: string | undefined) => {
    scripts.push((quoted ?? bare ?? '').replaceAll('&amp;', '&'));
    return '';
  });
  if (scripts.length === 0 || !/<\/body>/i.test(without)) {
    return appendToHead(html, preloadLinks(hints));
  }
  const args = [scriptSafeJson(scripts), scriptSafeJson(uniqueHints(hints)), String(BOOT_AFTER_PAINT_LIMIT_MS)].join(
    ',',
  );
  return without.replace(/<\/body>/i, `<script>${LOADER}(${args});</script></body>`);
}
