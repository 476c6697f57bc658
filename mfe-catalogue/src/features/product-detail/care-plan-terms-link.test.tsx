import { renderRemotePage } from '@storefront/dev-harness/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen } from '@testing-library/react';
import { CarePlanTermsLink } from './care-plan-terms-link';

const LABEL = 'Care plan terms and cover';

function renderLink(href: string | null, fallbackHref: string | null = null, locale: LocaleCode = 'en-AU') {
  return renderRemotePage(<CarePlanTermsLink href={href} fallbackHref={fallbackHref} />, {
    app: 'catalogue',
    locale,
    path: '/p/halcyon-solitaire-pendant',
  });
}

describe('CarePlanTermsLink', () => {
  it('opens the terms in the store for a store path, localised', () => {
    const view = renderLink('/professional-care-plan');
    expect(screen.getByRole('link', { name: LABEL })).toHaveAttribute('href', '/professional-care-plan');
    view.unmount();
    renderLink('/professional-care-plan', null, 'fr-CA');
    expect(screen.getByRole('link', { name: 'Conditions et couverture du plan d’entretien' })).toHaveAttribute(
      'href',
      '/fr/professional-care-plan',
    );
  });

  it('leaves for https terms elsewhere as a plain link that shares nothing with them', () => {
    renderLink('https://ok.example/care-plan-terms');
    const link = screen.getByRole('link', { name: LABEL });
    expect(link).toHaveAttribute('href', 'https://ok.example/care-plan-terms');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['a backslash path the browser reads as another host', '/\\evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['encoded slashes', '/%2F%2Fevil.example/terms'],
    ['plain http elsewhere', 'http://ok.example/care-plan-terms'],
    ['https with a user name', 'https://store@evil.example/'],
  ])('falls back to the product’s own terms page for %s', (_, href) => {
    renderLink(href, '/professional-care-plan');
    expect(screen.getByRole('link', { name: LABEL })).toHaveAttribute('href', '/professional-care-plan');
  });

  it('shows no link when neither address may be followed', () => {
    renderLink('/\\evil.example', 'javascript:alert(1)');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText(LABEL)).not.toBeInTheDocument();
  });

  it('uses the product’s terms page when the content service names none', () => {
    renderLink(null, '/professional-care-plan');
    expect(screen.getByRole('link', { name: LABEL })).toHaveAttribute('href', '/professional-care-plan');
  });
});
