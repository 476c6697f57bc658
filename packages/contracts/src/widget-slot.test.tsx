import { act, render, screen } from '@testing-library/react';
import {
  EngagementBannerSlot,
  RemoteWidgetHostProvider,
  defaultSiteConfig,
  engagementStarting,
  siteConfigLoaded,
  type RemoteWidgetHost,
} from './index';

/** A host that shows which widget it was asked for, as the shell's loader would mount it. */
const host: RemoteWidgetHost = ({ remote, name }) => <p>{`${remote} ${String(name)}`}</p>;

describe('the engagement banner slot', () => {
  it('asks for the engagement banner only once the engagement SDK starts, after the page is interactive', () => {
    siteConfigLoaded({
      ...defaultSiteConfig,
      engagement: {
        apiKey: 'key',
        baseUrl: 'http://127.0.0.1:4060',
        allowUserSuppliedJavascript: false,
        logging: false,
      },
    });
    render(
      <RemoteWidgetHostProvider value={host}>
        <EngagementBannerSlot placementId="bag_page_banner" />
      </RemoteWidgetHostProvider>,
    );
    expect(screen.queryByText('engagement EngagementBanner')).toBeNull();
    act(() => engagementStarting());
    expect(screen.getByText('engagement EngagementBanner')).toBeInTheDocument();
  });

  it('shows nothing without an engagement SDK configured, even once started', () => {
    siteConfigLoaded(defaultSiteConfig);
    engagementStarting();
    const { container } = render(
      <RemoteWidgetHostProvider value={host}>
        <EngagementBannerSlot placementId="bag_page_banner" />
      </RemoteWidgetHostProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
