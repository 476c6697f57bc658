import { checkRemoteRoutesModule } from '@storefront/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { contractVersion, remote, routes } from './routes';

type Page = ComponentType<{ params: Record<string, string>; routeId: string }>;

function renderPage(Page: Page, routeId: string, params: Record<string, string> = {}) {
  return render(
    <IntlProvider locale="en-AU" defaultLocale="en-AU" messages={{}}>
      <MemoryRouter>
        <Page params={params} routeId={routeId} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('engagement ./routes', () => {
  it('satisfies the route contract with every engagement route id', () => {
    expect(checkRemoteRoutesModule('engagement', { routes, contractVersion, remote })).toMatchObject({ ok: true });
  });

  it('titles a content page from its slug and says the content is on its way', async () => {
    renderPage((await import('../routes/content-page-route')).default, 'content-page', {
      slug: 'customer-service/delivery',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'This content is on its way' })).toBeInTheDocument();
  });

  it('offers the five enquiry types and names what is missing from an empty enquiry', async () => {
    renderPage((await import('../routes/contact-us-route')).default, 'contact-us');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const enquiryType = screen.getByRole('combobox', { name: /What is your enquiry about/ });
    expect(
      within(enquiryType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an enquiry type',
      'General enquiry',
      'An order',
      'A product',
      'Jewellery recycling',
      'Store feedback',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(enquiryType).toHaveAccessibleDescription(/Please select an enquiry type/);
    expect(enquiryType).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Your message/ })).toHaveAccessibleDescription(
      /Please enter your comment/,
    );
    expect(screen.getByRole('textbox', { name: /Phone number/ })).not.toHaveAttribute('aria-invalid');
  });

  it('links the contact success page to the usual answers', async () => {
    renderPage((await import('../routes/contact-success-route')).default, 'contact-success');
    const links = within(screen.getByRole('navigation', { name: 'While you wait, these pages may help' }));
    expect(links.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/customer-service/returns');
    expect(links.getAllByRole('link')).toHaveLength(7);
  });
});
