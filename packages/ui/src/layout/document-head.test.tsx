import { cleanup, render } from '@testing-library/react';
import { DocumentHead } from './document-head';

/** The head as the edge serves it for a page (ADR 014): every tag marked `data-served-head`. */
function serveHead() {
  document.head.innerHTML = [
    '<title data-served-head>Aurora | Lustre &amp; Co.</title>',
    '<meta name="description" content="A halo ring." data-served-head>',
    '<link rel="canonical" href="https://shop.test/p/aurora" data-served-head>',
    '<link rel="alternate" hreflang="en-AU" href="https://shop.test/p/aurora" data-served-head>',
    '<meta property="og:title" content="Aurora" data-served-head>',
    '<meta name="twitter:card" content="summary_large_image" data-served-head>',
    '<script type="application/ld+json" data-served-head>{"@type":"Product","name":"Aurora"}</script>',
    '<meta name="theme-color" content="#1f2a2e">',
  ].join('');
}

const headOf = (selector: string) => [...document.head.querySelectorAll(selector)];
const ldTypes = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => (JSON.parse(script.textContent ?? '{}') as { '@type': string })['@type'],
  );

describe('DocumentHead over a served head', () => {
  afterEach(() => {
    cleanup();
    document.head.innerHTML = '';
  });

  it('replaces the served tags with its own once it knows its head, so the head has one of each', () => {
    serveHead();

    const { unmount } = render(
      <DocumentHead
        title="Aurora | Lustre & Co."
        description="A halo ring."
        canonical="https://shop.test/p/aurora"
        alternates={[{ hrefLang: 'en-AU', href: 'https://shop.test/p/aurora' }]}
        meta={[{ property: 'og:title', content: 'Aurora' }]}
        structuredData={[
          { '@type': 'Product', name: 'Aurora' },
          { '@type': 'BreadcrumbList', itemListElement: [] },
        ]}
      />,
    );

    expect(headOf('title')).toHaveLength(1);
    expect(document.title).toBe('Aurora | Lustre & Co.');
    expect(headOf('meta[name="description"]')).toHaveLength(1);
    expect(headOf('link[rel="canonical"]')).toHaveLength(1);
    expect(headOf('link[rel="alternate"]')).toHaveLength(1);
    expect(headOf('meta[property="og:title"]')).toHaveLength(1);
    // The served Twitter card is not the page's: gone. What the edge never marked (the shell's own) stays.
    expect(headOf('meta[name="twitter:card"]')).toHaveLength(0);
    expect(headOf('meta[name="theme-color"]')).toHaveLength(1);
    expect(ldTypes()).toEqual(['Product', 'BreadcrumbList']);
    expect(headOf('[data-served-head]')).toHaveLength(0);

    unmount();
    expect(headOf('link[rel="canonical"]')).toHaveLength(0);
    expect(ldTypes()).toEqual([]);
  });

  it('keeps the served head while the page does not know its own yet (no title)', () => {
    serveHead();

    const { rerender } = render(<DocumentHead />);
    expect(headOf('[data-served-head]')).toHaveLength(7);

    rerender(<DocumentHead title="Aurora | Lustre & Co." canonical="https://shop.test/p/other" />);
    expect(headOf('link[rel="canonical"]').map((link) => link.getAttribute('href'))).toEqual([
      'https://shop.test/p/other',
    ]);
    expect(headOf('meta[name="description"]')).toHaveLength(0);
    expect(ldTypes()).toEqual([]);
  });
});
