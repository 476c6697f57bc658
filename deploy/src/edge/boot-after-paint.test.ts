import { BOOT_AFTER_PAINT_LIMIT_MS, bootAfterLargestPaint, hasLargestImage } from './boot-after-paint';
import type { PreloadHint } from './boot-hints';

const shell =
  '<!doctype html><html><head><title>Shop</title><script defer src=/_shell/dev/main.1a2b.js></script></head>' +
  '<body><div id=root></div></body></html>';
const view = '<div id="first-view"><img src="/img/ring.webp" alt="" fetchpriority="high"></div>';
const hints: PreloadHint[] = [
  { href: '/_shell/dev/807.1a2b.js', as: 'script' },
  { href: '/_shell/dev/807.1a2b.css', as: 'style' },
  { href: '/_shell/dev/807.1a2b.js', as: 'script' },
];

/** Puts the document's body into jsdom and runs its loader, as the browser would at the end of the body. */
function openDocument(html: string, { imageComplete = false } = {}): HTMLImageElement | null {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const loader = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1];
  document.head.innerHTML = '';
  document.body.innerHTML = body.replace(/<script>[\s\S]*?<\/script>/, '');
  const image = document.querySelector('img');
  if (image) Object.defineProperty(image, 'complete', { value: imageComplete });
  if (!loader) throw new Error('no loader in the document');
  new Function(loader)();
  return image;
}

const started = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.getAttribute('src')} async=${String(element.async)}`
      : `${element.getAttribute('rel')} ${element.getAttribute('as')} ${element.getAttribute('href')}`,
  );

describe('boot after the largest paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('applies to a first view with a priority image only', () => {
    expect(hasLargestImage(view)).toBe(true);
    expect(hasLargestImage('<div><img src="/a.webp" alt=""></div>')).toBe(false);
    expect(hasLargestImage(undefined)).toBe(false);
  });

  it('takes the shell’s scripts out of the head and asks for nothing before the image', () => {
    const html = bootAfterLargestPaint(shell.replace('<div id=root></div>', view), hints);
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('<script');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('"/_shell/dev/main.1a2b.js"');
  });

  it('starts the scripts in order, with each preload once, after the image has loaded and painted', () => {
    const image = openDocument(bootAfterLargestPaint(shell.replace('<div id=root></div>', view), hints));
    jest.advanceTimersByTime(100);
    expect(started()).toEqual([]);

    image?.dispatchEvent(new Event('load'));
    expect(started()).toEqual([]); // the frame that paints it comes first
    jest.advanceTimersByTime(50);
    expect(started()).toEqual([
      'preload script /_shell/dev/807.1a2b.js',
      'preload style /_shell/dev/807.1a2b.css',
      'script /_shell/dev/main.1a2b.js async=false',
    ]);
  });

  it('starts at once when the image failed, or was ready before the loader ran', () => {
    const failing = openDocument(bootAfterLargestPaint(shell.replace('<div id=root></div>', view), hints));
    failing?.dispatchEvent(new Event('error'));
    jest.advanceTimersByTime(50);
    expect(started()).toContain('script /_shell/dev/main.1a2b.js async=false');

    openDocument(bootAfterLargestPaint(shell.replace('<div id=root></div>', view), hints), { imageComplete: true });
    jest.advanceTimersByTime(50);
    expect(started()).toContain('script /_shell/dev/main.1a2b.js async=false');
  });

  it('starts when the shopper presses before the image has come, and once only', () => {
    const image = openDocument(bootAfterLargestPaint(shell.replace('<div id=root></div>', view), hints));
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toHaveLength(3);
    image?.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(BOOT_AFTER_PAINT_LIMIT_MS);
    expect(started()).toHaveLength(3);
  });

  it('starts after its limit when the image is slow', () => {
    openDocument(bootAfterLargestPaint(shell.replace('<div id=root></div>', view), hints));
    jest.advanceTimersByTime(BOOT_AFTER_PAINT_LIMIT_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toHaveLength(3);
  });

  it('leaves a document without deferred scripts with plain preloads', () => {
    const plain = '<html><head></head><body><div id=root></div></body></html>';
    expect(bootAfterLargestPaint(plain, hints)).toBe(
      '<html><head><link rel="preload" href="/_shell/dev/807.1a2b.js" as="script">' +
        '<link rel="preload" href="/_shell/dev/807.1a2b.css" as="style"></head><body><div id=root></div></body></html>',
    );
  });
});
