/** @jest-environment node */
import { contentSecurityPolicy, injectNonce, setDocumentLanguage, stampBuild } from './html-document';

const none = { connectSrc: [], frameSrc: [], imgSrc: [] };

describe('shell document nonce', () => {
  it('puts the nonce on every script tag and a csp-nonce meta tag first in the head', () => {
    const html = '<html><head lang="en"><SCRIPT src="/a.js"></SCRIPT><script type="module">x()</script></head></html>';

    const out = injectNonce(html, 'abc+/=');

    expect(out).toBe(
      '<html><head lang="en"><meta name="csp-nonce" content="abc+/="><script nonce="abc+/=" src="/a.js"></SCRIPT>' +
        '<script nonce="abc+/=" type="module">x()</script></head></html>',
    );
  });

  it('puts it on <style> elements too (a first view’s styles), but not on style attributes or look-alikes', () => {
    const out = injectNonce('<head></head><body><style>.a{}</style><div style="x"></div><styles></styles>', 'n');

    expect(out).toContain('<style nonce="n">.a{}</style>');
    expect(out).toContain('<div style="x">');
    expect(out).toContain('<styles>');
  });

  it('leaves scripts that already carry a nonce alone and does not touch <scripts> look-alikes', () => {
    const out = injectNonce('<head></head><script nonce="x"></script><scripts></scripts>', 'n');

    expect(out).toContain('<script nonce="x">');
    expect(out).toContain('<scripts>');
  });
});

describe('content security policy', () => {
  it('allows scripts and styles from our origin and the nonce only, and reports violations', () => {
    const csp = contentSecurityPolicy(none, 'n0nce');

    expect(csp).toBe(
      "default-src 'self'; script-src 'self' 'nonce-n0nce'; style-src 'self' 'nonce-n0nce'; " +
        "img-src 'self' data: blob:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; " +
        "frame-ancestors 'none'; form-action 'self'; report-uri /_csp-reports; report-to csp",
    );
    expect(csp).not.toContain('unsafe-inline');
  });

  it('leaves report-to out when asked (plain http)', () => {
    expect(contentSecurityPolicy(none, 'n', { reportTo: false })).toMatch(/; report-uri \/_csp-reports$/);
  });

  it('without a nonce allows no inline script or style at all', () => {
    const csp = contentSecurityPolicy(none);

    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain('report-to csp');
  });

  it('adds configured third-party sources', () => {
    const csp = contentSecurityPolicy(
      {
        connectSrc: ['https://sdk.iad-01.braze.com'],
        frameSrc: ['https://pay.example'],
        imgSrc: ['https://images.ctfassets.net'],
      },
      'n',
    );

    expect(csp).toContain("connect-src 'self' https://sdk.iad-01.braze.com");
    expect(csp).toContain("frame-src 'self' https://pay.example");
    expect(csp).toContain("img-src 'self' data: blob: https://images.ctfassets.net");
  });
});

describe('shell document build stamp', () => {
  it('names the release the document belongs to', () => {
    expect(stampBuild('<html><head lang="en"><title>x</title></head></html>', '1.0.0-abc')).toBe(
      '<html><head lang="en"><meta name="storefront-build" content="1.0.0-abc"><title>x</title></head></html>',
    );
  });

  it('never lets a version break out of the attribute', () => {
    expect(stampBuild('<head></head>', '1"><script>')).toContain('content="1script"');
  });
});

describe('the document’s language', () => {
  it('replaces the shell’s lang with the locale the page renders in, keeping the other attributes', () => {
    expect(setDocumentLanguage('<!doctype html><html lang=en data-first-view><head></head></html>', 'fr-CA')).toBe(
      '<!doctype html><html data-first-view lang="fr-CA"><head></head></html>',
    );
    expect(setDocumentLanguage('<html><body></body></html>', 'en-NZ')).toBe('<html lang="en-NZ"><body></body></html>');
  });

  it('takes only a language tag', () => {
    expect(setDocumentLanguage('<html lang=en>', 'fr" onload="x')).toBe('<html lang=en>');
  });
});
