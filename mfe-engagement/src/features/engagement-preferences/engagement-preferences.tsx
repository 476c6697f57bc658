import './engagement-preferences.css';
import type { EngagementPreferencesWidgetProps } from '@storefront/contracts';
import { useSiteConfig } from '@storefront/contracts';
import { Button, Skeleton, VisuallyHidden } from '@storefront/ui';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { engagementLog } from '../../lib/engagement-sdk/engagement-log';
import {
  engagementSdk,
  hasOptedOutOfEngagement,
  optInToEngagement,
  optOutOfEngagement,
} from '../../lib/engagement-sdk/engagement-runtime';
import { engagementStore, useEngagement } from '../../lib/engagement-sdk/engagement-store';
import { engagementPreferencesMessages as messages } from './engagement-preferences-messages';
import { currentPushStatus, requestPushNotifications, type PushStatus } from './push-notifications';

/**
 * Whether marketing messages are on in this browser: true, false, null while unknown, or 'unavailable' (no engagement
 * SDK here). Read from the SDK's state once it has started, before that from its opt-out marker.
 */
function useMarketingMessages(): {
  on: boolean | null | 'unavailable';
  setOptedOut: (optedOut: boolean) => void;
} {
  const status = useEngagement((state) => state.status);
  const configured = useSiteConfig().engagement !== null;
  const [optedOut, setOptedOut] = useState<boolean | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const waiting = status === 'idle' || status === 'starting';
  useEffect(() => {
    if (!configured || !waiting || optedOut !== null) return;
    let live = true;
    hasOptedOutOfEngagement().then(
      (marker) => live && setOptedOut(marker),
      (error: unknown) => {
        engagementLog('the opt-out marker could not be read (the SDK did not load)', error);
        if (live) setUnreadable(true);
      },
    );
    return () => {
      live = false;
    };
  }, [configured, waiting, optedOut]);
  if (!configured || status === 'unavailable' || unreadable) return { on: 'unavailable', setOptedOut };
  if (status === 'ready') return { on: true, setOptedOut };
  if (status === 'opted-out') return { on: false, setOptedOut };
  return { on: optedOut === null ? null : !optedOut, setOptedOut };
}

/** "Notify me" (the account's placement, while marketing messages are on): web push through the SDK. */
function PushNotifications({ announce }: { announce: (text: string) => void }) {
  const intl = useIntl();
  const [status, setStatus] = useState<PushStatus | null>(null);
  const explanationId = useId();
  useEffect(() => {
    let live = true;
    void engagementSdk()
      .then((sdk) => (sdk ? currentPushStatus(sdk) : null))
      .then((current) => live && setStatus(current));
    return () => {
      live = false;
    };
  }, []);
  if (status === null) return null;

  const notifyMe = async () => {
    const sdk = await engagementSdk();
    if (!sdk) return;
    setStatus('asking');
    requestPushNotifications(sdk, (next) => {
      setStatus(next);
      if (next === 'on') announce(intl.formatMessage(messages.notificationsOn));
      if (next === 'blocked') announce(intl.formatMessage(messages.notificationsBlocked));
    });
  };

  return (
    <div className="sf-engagement-preferences__push" data-push-status={status}>
      <div className="sf-engagement-preferences__text">
        <span className="sf-engagement-preferences__label">{intl.formatMessage(messages.notificationsLabel)}</span>
        <span id={explanationId} className="sf-engagement-preferences__explanation">
          {intl.formatMessage(messages.notificationsExplanation)}
        </span>
      </div>
      {status === 'ask' || status === 'asking' ? (
        <Button
          variant="secondary"
          size="sm"
          busy={status === 'asking'}
          aria-describedby={explanationId}
          onClick={() => void notifyMe()}
        >
          {intl.formatMessage(messages.notifyMe)}
        </Button>
      ) : (
        <p className="sf-engagement-preferences__note">
          {intl.formatMessage(
            status === 'on'
              ? messages.notificationsOn
              : status === 'blocked'
                ? messages.notificationsBlocked
                : messages.notificationsUnsupported,
          )}
        </p>
      )}
    </div>
  );
}

/**
 * The `EngagementPreferences` widget: marketing messages (the engagement SDK: personalised offers, updates and in-app
 * messages) on or off in this browser. Off stores the SDK's opt-out marker, which every later page reads before the
 * SDK starts, so nothing is sent from then on; on removes it and starts the SDK again. Each change is announced
 * politely. The footer shows the switch alone; the account adds browser notifications ("Notify me"). Without an
 * engagement SDK here it says so.
 */
export default function EngagementPreferences({ placement }: EngagementPreferencesWidgetProps) {
  const intl = useIntl();
  const { on, setOptedOut } = useMarketingMessages();
  const running = useEngagement((state) => state.status) === 'ready';
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const labelId = useId();
  const explanationId = useId();

  const toggle = async () => {
    if (busy || typeof on !== 'boolean') return;
    setBusy(true);
    try {
      if (on) {
        await optOutOfEngagement();
        setOptedOut(true);
        setAnnouncement(intl.formatMessage(messages.turnedOff));
      } else {
        await optInToEngagement();
        setOptedOut(false);
        const started = engagementStore.getState().status !== 'unavailable';
        setAnnouncement(intl.formatMessage(started ? messages.turnedOn : messages.unavailable));
      }
    } catch (error) {
      engagementLog('the marketing messages choice could not be changed', error);
    } finally {
      setBusy(false);
    }
  };

  let control;
  if (on === 'unavailable') {
    control = <p className="sf-engagement-preferences__note">{intl.formatMessage(messages.unavailable)}</p>;
  } else if (on === null) {
    control = (
      <span className="sf-engagement-preferences__checking">
        <Skeleton width="3.25rem" height="1.75rem" />
        <VisuallyHidden>{intl.formatMessage(messages.checking)}</VisuallyHidden>
      </span>
    );
  } else {
    control = (
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={explanationId}
        aria-busy={busy || undefined}
        className="sf-switch"
        onClick={() => void toggle()}
      >
        <span className="sf-switch__track" aria-hidden="true">
          <span className="sf-switch__thumb" />
        </span>
        <span className="sf-switch__state" aria-hidden="true">
          {intl.formatMessage(on ? messages.on : messages.off)}
        </span>
      </button>
    );
  }

  const body = (
    <>
      <div className="sf-engagement-preferences__row">
        <div className="sf-engagement-preferences__text">
          <span id={labelId} className="sf-engagement-preferences__label">
            {intl.formatMessage(messages.label)}
          </span>
          <span id={explanationId} className="sf-engagement-preferences__explanation">
            {intl.formatMessage(messages.explanation)}
          </span>
        </div>
        {control}
      </div>
      {placement === 'account' && running && !busy ? <PushNotifications announce={setAnnouncement} /> : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );

  if (placement === 'account') {
    return (
      <section
        className="sf-engagement-preferences sf-engagement-preferences--account"
        aria-labelledby={headingId}
        data-engagement-preferences={placement}
      >
        <h2 id={headingId} className="sf-engagement-preferences__heading">
          {intl.formatMessage(messages.heading)}
        </h2>
        {body}
      </section>
    );
  }
  return (
    <div
      className="sf-engagement-preferences sf-engagement-preferences--footer"
      data-engagement-preferences={placement}
    >
      {body}
    </div>
  );
}
