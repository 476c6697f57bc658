import { renderRemotePage } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterConfirmRoute from './newsletter-confirm-route';

const page = <NewsletterConfirmRoute />;

describe('the newsletter confirmation page', () => {
  it('confirms the sign-up of the e-mailed link once, says so, and offers the way on', async () => {
    const { requests } = renderRemotePage(page, {
      app: 'engagement',
      path: '/newsletter/confirm?token=abc123',
      fetch: { 'POST /api/newsletter/confirm': { confirmed: true } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your newsletter subscription' })).toBeInTheDocument();
    expect(await screen.findByText('Your subscription is confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Read our journal' })).toHaveAttribute('href', '/articles');
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/newsletter/confirm', { token: 'abc123' }],
    ]);
  });

  it('in French, says an expired or used link is so and signs up again from the page', async () => {
    const { requests } = renderRemotePage(page, {
      app: 'engagement',
      locale: 'fr-CA',
      path: '/fr/newsletter/confirm?token=used',
      fetch: {
        'POST /api/newsletter/confirm': problemReply(400, 'NEWSLETTER_LINK_INVALID'),
        'POST /api/newsletter': { accepted: true },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ce lien a expiré ou a déjà été utilisé' }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Courriel pour l’infolettre/ }), 'elodie@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByText('Veuillez consulter votre boîte de réception')).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ email: 'elodie@example.ca', source: 'newsletter-page' });
  });

  it('treats a link without its token as invalid, without asking the API', async () => {
    const { requests } = renderRemotePage(page, { app: 'engagement', path: '/newsletter/confirm' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'This link has expired or was already used' }),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says something went wrong when the API fails, and tries again', async () => {
    let calls = 0;
    renderRemotePage(page, {
      app: 'engagement',
      path: '/newsletter/confirm?token=abc',
      fetch: {
        'POST /api/newsletter/confirm': () => {
          calls += 1;
          return calls === 1 ? problemReply(503, 'UNAVAILABLE') : { confirmed: true };
        },
      },
    });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your subscription is confirmed')).toBeInTheDocument();
  });
});
