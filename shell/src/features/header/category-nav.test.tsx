import type { NavigationAnswer } from '@storefront/api-schemas';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryNavRow, CategoryNavSections } from './category-nav';

const link = (id: string, name: string, path: string, productCount = 12) => ({ id, name, path, productCount });

/** The navigation answer as the API gives it for en-AU: two top categories and the rest grouped. */
const navigation: NavigationAnswer = {
  categories: [
    {
      ...link('engagement-rings', 'Engagement Rings', 'engagement-rings', 420),
      featured: {
        title: 'Engagement rings',
        subtitle: 'Solitaires, halos and trilogy rings',
        image: { url: '/assets/engagement.jpg', alt: 'A solitaire', width: 480, height: 600 },
      },
      children: [
        link('solitaire-engagement-rings', 'Solitaire', 'engagement-rings/solitaire'),
        link('halo-engagement-rings', 'Halo', 'engagement-rings/halo'),
        link('empty-engagement-rings', 'Empty for now', 'engagement-rings/empty', 0),
      ],
    },
    {
      ...link('earrings', 'Earrings', 'earrings', 180),
      featured: null,
      children: [link('stud-earrings', 'Studs', 'earrings/studs'), link('hoop-earrings', 'Hoops', 'earrings/hoops')],
    },
  ],
  more: [link('charms', 'Charms', 'charms'), link('watches', 'Watches', 'watches')],
};

const french: NavigationAnswer = {
  categories: [
    {
      ...link('earrings', 'Boucles d’oreilles', 'boucles-d-oreilles', 180),
      featured: null,
      children: [link('stud-earrings', 'Puces', 'boucles-d-oreilles/puces')],
    },
  ],
  more: [],
};

describe('the header’s category row', () => {
  it('lists the top categories in the API’s order, then the other categories grouped, each closed', async () => {
    renderRemotePage(<CategoryNavRow />, { app: 'shell', fetch: { 'GET /api/navigation': navigation } });
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    await waitFor(() => expect(within(nav).getAllByRole('button')).toHaveLength(3));
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Engagement Rings', 'Earrings', 'More jewellery']);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible();
    }
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens a panel with Enter, Space or a click, and Escape closes it with focus back on its button', async () => {
    renderRemotePage(<CategoryNavRow />, { app: 'shell', fetch: { 'GET /api/navigation': navigation } });
    const engagement = await screen.findByRole('button', { name: 'Engagement Rings' });
    const panel = () => document.getElementById(engagement.getAttribute('aria-controls') ?? '') as HTMLElement;

    await userEvent.tab();
    expect(engagement).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(engagement).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    const links = within(panel()).getAllByRole('link');
    expect(links.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['View all Engagement Rings', '/engagement-rings'],
      ['Solitaire', '/engagement-rings/solitaire'],
      ['Halo', '/engagement-rings/halo'],
    ]);
    // The featured picture repeats the "View all" link for the pointer only.
    expect(panel().querySelector('img')).toHaveAttribute('src', '/assets/engagement.jpg');

    await userEvent.tab();
    expect(within(panel()).getByRole('link', { name: 'View all Engagement Rings' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(engagement).toHaveAttribute('aria-expanded', 'false');
    expect(engagement).toHaveFocus();

    await userEvent.keyboard(' ');
    expect(engagement).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(engagement).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(engagement);
    expect(engagement).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Earrings' }));
    expect(engagement).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Earrings' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes a panel when focus moves on past its last link', async () => {
    renderRemotePage(<CategoryNavRow />, { app: 'shell', fetch: { 'GET /api/navigation': navigation } });
    const earrings = await screen.findByRole('button', { name: 'Earrings' });
    earrings.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Studs' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'More jewellery' })).toHaveFocus();
    expect(earrings).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a panel while the pointer rests on its category and closes it when the pointer leaves', async () => {
    renderRemotePage(<CategoryNavRow />, { app: 'shell', fetch: { 'GET /api/navigation': navigation } });
    const more = await screen.findByRole('button', { name: 'More jewellery' });
    await userEvent.hover(more);
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    const panel = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(panel)
        .getAllByRole('link')
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/charms', '/watches']);
    // A click on a panel the pointer opened keeps it open.
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(more);
    await userEvent.hover(screen.getByRole('button', { name: 'Earrings' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Earrings' })).toHaveAttribute('aria-expanded', 'true'),
    );
    await userEvent.unhover(screen.getByRole('button', { name: 'Earrings' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Earrings' })).toHaveAttribute('aria-expanded', 'false'),
    );
  });

  it('closes the panel when one of its links is followed', async () => {
    const { router } = renderRemotePage(<CategoryNavRow />, {
      app: 'shell',
      fetch: { 'GET /api/navigation': navigation },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Earrings' }));
    await userEvent.click(screen.getByRole('link', { name: 'Hoops' }));
    expect(router.state.location.pathname).toBe('/earrings/hoops');
    expect(screen.getByRole('button', { name: 'Earrings' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks French on the French site, with French paths under its prefix', async () => {
    renderRemotePage(<CategoryNavRow />, { app: 'shell', locale: 'fr-CA', fetch: { 'GET /api/navigation': french } });
    const nav = screen.getByRole('navigation', { name: 'Magasiner par catégorie' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Boucles d’oreilles' }));
    expect(within(nav).getByRole('link', { name: 'Voir tout : Boucles d’oreilles' })).toHaveAttribute(
      'href',
      '/fr/boucles-d-oreilles',
    );
    expect(within(nav).getByRole('link', { name: 'Puces' })).toHaveAttribute('href', '/fr/boucles-d-oreilles/puces');
    expect(within(nav).queryByRole('button', { name: 'Plus de bijoux' })).not.toBeInTheDocument();
  });
});

describe('the menu drawer’s category sections', () => {
  it('expands and collapses each category’s section, and a followed link closes the drawer', async () => {
    const onNavigate = jest.fn();
    const { router } = renderRemotePage(<CategoryNavSections onNavigate={onNavigate} />, {
      app: 'shell',
      fetch: { 'GET /api/navigation': navigation },
    });
    const nav = screen.getByRole('navigation', { name: 'Shop by category' });
    const engagement = await within(nav).findByRole('button', { name: 'Engagement Rings' });
    const section = document.getElementById(engagement.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(engagement).toHaveAttribute('aria-expanded', 'false');
    expect(section).not.toBeVisible();

    engagement.focus();
    await userEvent.keyboard('{Enter}');
    expect(engagement).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(section)
        .getAllByRole('link')
        .map((item) => item.textContent),
    ).toEqual(['View all Engagement Rings', 'Solitaire', 'Halo']);
    await userEvent.click(within(nav).getByRole('button', { name: 'More jewellery' }));
    expect(engagement).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await userEvent.click(engagement);
    expect(engagement).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(within(nav).getByRole('button', { name: 'Earrings' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Studs' }));
    expect(router.state.location.pathname).toBe('/earrings/studs');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('leaves the drawer’s other links when the categories cannot be had', async () => {
    renderRemotePage(<CategoryNavSections />, {
      app: 'shell',
      fetch: { 'GET /api/navigation': () => new Response('{}', { status: 503 }) },
    });
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
  });
});
