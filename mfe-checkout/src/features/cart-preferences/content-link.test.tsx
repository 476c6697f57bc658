import { screen } from '@testing-library/react';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { ContentLinkTo } from './content-link';

function renderLink(url: string, locale: 'en-AU' | 'fr-CA' = 'en-AU') {
  return renderRemotePage(<ContentLinkTo url={url}>Delivery times</ContentLinkTo>, {
    app: 'checkout',
    locale,
    path: '/my-bag',
  });
}

describe('a link from the content service', () => {
  it('stays in the store for a store path, localised', () => {
    const view = renderLink('/customer-service/delivery?from=bag#times');
    expect(screen.getByRole('link', { name: 'Delivery times' })).toHaveAttribute(
      'href',
      '/customer-service/delivery?from=bag#times',
    );
    view.unmount();
    renderLink('/customer-service/delivery', 'fr-CA');
    expect(screen.getByRole('link', { name: 'Delivery times' })).toHaveAttribute(
      'href',
      '/fr/customer-service/delivery',
    );
  });

  it('keeps this store’s own address written out as an in-store path', () => {
    renderLink(`${location.origin}/customer-service/delivery`);
    expect(screen.getByRole('link', { name: 'Delivery times' })).toHaveAttribute('href', '/customer-service/delivery');
  });

  it('leaves for an https page elsewhere as a plain link that shares nothing with it', () => {
    renderLink('https://ok.example/gift-guide');
    const link = screen.getByRole('link', { name: 'Delivery times' });
    expect(link).toHaveAttribute('href', 'https://ok.example/gift-guide');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['a backslash path the browser reads as another host', '/\\evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address behind a slash and backslash', '/\\/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a script in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['a tab the browser strips', '/\t/evil.example'],
    ['plain http elsewhere', 'http://ok.example/gift-guide'],
    ['https with a user name', 'https://store@evil.example/'],
    ['an e-mail address', 'mailto:help@example.com'],
  ])('shows only its text for %s', (_, url) => {
    renderLink(url);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Delivery times')).toBeInTheDocument();
  });
});
