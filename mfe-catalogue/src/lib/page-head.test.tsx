import { renderRemotePage } from '@storefront/dev-harness/testing';
import { PageHead } from './page-head';

describe('PageHead', () => {
  it('puts title, description, canonical and hreflang alternates in the head', () => {
    renderRemotePage(
      <PageHead
        title="Bague solitaire"
        description="Une pierre."
        path="/p/bague-solitaire"
        alternates={{ 'en-AU': '/p/solitaire-ring', 'en-CA': '/p/solitaire-ring', 'fr-CA': '/p/bague-solitaire' }}
      />,
      { app: 'catalogue', locale: 'fr-CA' },
    );
    expect(document.title).toBe('Bague solitaire');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Une pierre.');
    const origin = globalThis.location.origin;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/fr/p/bague-solitaire`,
    );
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en-AU', 'https://www.example-jewellers.com.au/p/solitaire-ring'],
      ['en-CA', `${origin}/p/solitaire-ring`],
      ['fr-CA', `${origin}/fr/p/bague-solitaire`],
      ['x-default', 'https://www.example-jewellers.com.au/p/solitaire-ring'],
    ]);
  });

  it('escapes structured data so a product text cannot close the script element', () => {
    const { container } = renderRemotePage(
      <PageHead title="Ring" path="/p/ring" jsonLd={{ '@type': 'Product', name: '</script><b>x</b>' }} />,
      { app: 'catalogue' },
    );
    const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ name: '</script><b>x</b>' });
  });
});
