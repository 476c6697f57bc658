import type { Panel } from '@storefront/api-schemas';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterSignupForm } from './newsletter-signup-form';

/** A site-preferences panel as `GET /api/content/site-preferences` answers it. */
function buildPanel(overrides: Partial<Panel> = {}): Panel {
  return { id: 'quick-sign-up', title: 'Sign up', body: '', cta: null, image: null, variant: 'default', ...overrides };
}

describe('the newsletter sign-up', () => {
  it('heads the form with the content panel, sends the address and where it was given, and asks to confirm by email', async () => {
    const panel = buildPanel({
      title: 'Be the first to know',
      body: 'New collections and events, before anyone else.',
    });
    const { requests } = renderRemotePage(<NewsletterSignupForm source="footer" panel={panel} />, {
      app: 'engagement',
      fetch: { 'POST /api/newsletter': { accepted: true } },
    });
    const region = screen.getByRole('region', { name: 'Be the first to know' });
    expect(region).toHaveTextContent('New collections and events, before anyone else.');
    await userEvent.type(screen.getByRole('textbox', { name: /Email for our newsletter/ }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Please check your inbox');
    expect(status).toHaveTextContent('We have emailed ada@example.com.');
    expect(requests.map((request) => request.body)).toEqual([{ email: 'ada@example.com', source: 'footer' }]);
    expect(screen.queryByRole('textbox', { name: /Email for our newsletter/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up another address' }));
    expect(screen.getByRole('textbox', { name: /Email for our newsletter/ })).toHaveValue('');
  });

  it('names a missing or mistyped address on the field, and sends nothing', async () => {
    const { requests } = renderRemotePage(<NewsletterSignupForm source="newsletter-page" />, { app: 'engagement' });
    const email = screen.getByRole('textbox', { name: /Email for our newsletter/ });
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(email).toHaveAccessibleDescription(/Please enter your email address/);
    expect(email).toHaveFocus();
    await userEvent.type(email, 'ada@');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    expect(requests).toEqual([]);
  });

  it.each([
    ['the API fails', problemReply(500, 'INTERNAL')],
    ['the API is busy (429)', problemReply(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: 30 })],
  ])('says something went wrong when %s, and keeps the address', async (_name, reply) => {
    renderRemotePage(<NewsletterSignupForm source="article" />, {
      app: 'engagement',
      locale: 'fr-CA',
      fetch: { 'POST /api/newsletter': reply },
    });
    const email = screen.getByRole('textbox', { name: /Courriel pour l’infolettre/ });
    await userEvent.type(email, 'elodie@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur s’est produite. Veuillez réessayer.');
    expect(email).toHaveValue('elodie@example.ca');
  });
});
