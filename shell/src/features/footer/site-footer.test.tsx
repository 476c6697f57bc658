import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  defaultSiteConfig,
  RemoteWidgetHostProvider,
  siteConfigLoaded,
  type EngagementPreferencesWidgetProps,
} from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import { RemoteWidget } from '../../lib/remote-widget';
import { registerFromRegistry } from '../../mf/remote-loader';
import { SiteFooter } from './site-footer';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

/** The engagement remote's choice as the shell receives it: it says where it was mounted. */
function EngagementPreferences({ placement }: EngagementPreferencesWidgetProps) {
  return <p>{`marketing messages: ${placement}`}</p>;
}
const nothing = () => null;
const NewsletterSignup = () => <p>newsletter sign-up</p>;

function Footer() {
  return (
    <RemoteWidgetHostProvider value={RemoteWidget}>
      <SiteFooter />
    </RemoteWidgetHostProvider>
  );
}

beforeEach(() => {
  registerFromRegistry({
    remotes: { engagement: { version: '1', entry: '/remotes/engagement/1/mf-manifest.json' } },
  });
  loadRemoteMock.mockResolvedValue({
    remote: 'engagement',
    widgets: {
      ContentCardsPanel: nothing,
      NewsletterSignup,
      EngagementHost: nothing,
      EngagementBanner: nothing,
      EngagementPreferences,
    },
  });
});
afterEach(() => siteConfigLoaded(defaultSiteConfig));

describe('the footer’s marketing messages', () => {
  it('mount the engagement remote’s choice in its footer placement where an engagement SDK is configured', async () => {
    siteConfigLoaded({
      ...defaultSiteConfig,
      engagement: {
        apiKey: 'key',
        baseUrl: 'http://127.0.0.1:4060',
        allowUserSuppliedJavascript: false,
        logging: false,
      },
    });
    renderRemotePage(<Footer />, { app: 'shell' });

    expect(await screen.findByText('marketing messages: footer')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByText('marketing messages: footer'));
  });

  it('are left out where no engagement SDK is configured', async () => {
    renderRemotePage(<Footer />, { app: 'shell' });

    // The sign-up comes from the same remote: once it shows, the choice would have too.
    expect(await screen.findByText('newsletter sign-up')).toBeInTheDocument();
    expect(screen.queryByText(/marketing messages/)).toBeNull();
  });
});
