import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  announce,
  defaultSiteConfig,
  siteConfigLoaded,
  type ContentCardsPanelWidgetProps,
} from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerFromRegistry } from '../../mf/remote-loader';
import { EngagementUpdatesSlot } from './engagement-updates-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const engagement = {
  apiKey: 'key',
  baseUrl: 'http://127.0.0.1:4060',
  allowUserSuppliedJavascript: false,
  logging: false,
};

/** The engagement remote's panel as the shell receives it: it says which filter it was given. */
function ContentCardsPanel({ filter }: ContentCardsPanelWidgetProps) {
  return <section aria-label="Updates">{`panel: ${filter}`}</section>;
}
const nothing = () => null;

function Header() {
  return (
    <ul>
      <EngagementUpdatesSlot />
    </ul>
  );
}

beforeEach(() => {
  registerFromRegistry({
    remotes: { engagement: { version: '1', entry: '/remotes/engagement/1/mf-manifest.json' } },
  });
  loadRemoteMock.mockResolvedValue({
    remote: 'engagement',
    widgets: {
      ContentCardsPanel,
      NewsletterSignup: nothing,
      EngagementHost: nothing,
      EngagementBanner: nothing,
      EngagementPreferences: nothing,
    },
  });
});
afterEach(() => {
  siteConfigLoaded(defaultSiteConfig);
  announce('storefront:engagement-cards-changed', { unviewedCount: 0 });
});

describe('the header’s updates', () => {
  it('load only once the engagement remote has announced its count', async () => {
    siteConfigLoaded({ ...defaultSiteConfig, engagement });
    renderRemotePage(<Header />, { app: 'shell' });
    expect(screen.queryByRole('button', { name: /Updates/ })).toBeNull();
    act(() => announce('storefront:engagement-cards-changed', { unviewedCount: 2 }));
    expect(await screen.findByRole('button', { name: 'Updates, 2 new' })).toBeInTheDocument();
  });

  it('are not offered where no engagement SDK is configured', () => {
    announce('storefront:engagement-cards-changed', { unviewedCount: 2 });
    renderRemotePage(<Header />, { app: 'shell' });
    expect(screen.queryByRole('button', { name: /Updates/ })).toBeNull();
  });

  it('count the unseen cards the engagement remote announces, in the button’s name', async () => {
    siteConfigLoaded({ ...defaultSiteConfig, engagement });
    renderRemotePage(<Header />, { app: 'shell', locale: 'fr-CA' });
    expect(await screen.findByRole('button', { name: 'Nouveautés, aucune nouvelle' })).toBeInTheDocument();
    act(() => announce('storefront:engagement-cards-changed', { unviewedCount: 3 }));
    const button = screen.getByRole('button', { name: 'Nouveautés, 3 nouvelles' });
    expect(within(button).getByText('3')).toHaveAttribute('data-count', '3');
  });

  it('open a drawer with the content-cards panel, and close it back to the button', async () => {
    const user = userEvent.setup();
    siteConfigLoaded({ ...defaultSiteConfig, engagement });
    announce('storefront:engagement-cards-changed', { unviewedCount: 1 });
    renderRemotePage(<Header />, { app: 'shell' });
    const button = await screen.findByRole('button', { name: 'Updates, 1 new' });
    expect(screen.queryByRole('region', { name: 'Updates' })).toBeNull();

    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Updates' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await within(drawer).findByRole('region', { name: 'Updates' })).toHaveTextContent('panel: all');
    expect(loadRemoteMock).toHaveBeenCalledWith('mfe_engagement/widgets');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Updates' })).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
