import '../../engagement.css';
import './content-cards.css';
import type { Card } from '@braze/web-sdk';
import { useSiteConfig, type ContentCardsPanelWidgetProps } from '@storefront/contracts';
import { Button, Icon, VisuallyHidden } from '@storefront/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cardFields, controlCards, shownCards } from '../../lib/content-card-rules';
import { useEngagement } from '../../lib/engagement-sdk/engagement-store';
import { cardsChangedInPlace } from '../../lib/engagement-sdk/unviewed-cards';
import { ContentCard, contentCardKind, type CardExit } from './content-card';
import { contentCardsMessages as messages } from './content-cards-messages';
import {
  CARD_DISMISS_ANIMATION_MS,
  CARD_DISMISS_MARGIN_DELAY_MS,
  CARDS_TIME_TO_LIVE_MS,
} from './content-cards-timings';
import { useCardImpressions } from './use-card-impressions';
import { useCardsRefresh } from './use-cards-refresh';
import { useEngagementSdk } from '../../lib/engagement-sdk/use-engagement-sdk';

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The content-cards panel (SPEC §4): the SDK's cards, or only the offers, by its rules (no control, expired, dismissed
 * or script-linked card; pinned first, then the newest), each drawn for its type. Seen cards, clicks and dismissals are
 * logged through the SDK; a refresh shows a spinner and, without an answer in 10 s, SPEC §8's time-out message.
 */
export default function ContentCardsPanel({ filter = 'all' }: ContentCardsPanelWidgetProps) {
  const intl = useIntl();
  const settings = useSiteConfig().engagement;
  const status = useEngagement((state) => state.status);
  const cards = useEngagement((state) => state.cards);
  const syncedAt = useEngagement((state) => state.cardsSyncedAt);
  const sdk = useEngagementSdk();
  const allowUserSuppliedJavascript = settings?.allowUserSuppliedJavascript ?? false;
  const shown = useMemo(
    () => shownCards(cards, { allowUserSuppliedJavascript, filter }),
    [cards, allowUserSuppliedJavascript, filter],
  );
  const controls = useMemo(
    () => controlCards(cards, { allowUserSuppliedJavascript, filter }),
    [cards, allowUserSuppliedJavascript, filter],
  );
  const ready = settings != null && status === 'ready' && sdk !== null;
  const observe = useCardImpressions(ready ? sdk : null, ready ? shown : [], ready ? controls : []);
  const { state: refreshState, refresh } = useCardsRefresh(sdk);

  // Cards older than their time to live are asked for again as the panel shows (once per showing).
  const askedOnShow = useRef(false);
  useEffect(() => {
    if (!ready || askedOnShow.current) return;
    askedOnShow.current = true;
    if (syncedAt === null || Date.now() - syncedAt > CARDS_TIME_TO_LIVE_MS) refresh();
  }, [ready, syncedAt, refresh]);

  const [exits, setExits] = useState<ReadonlyMap<string, CardExit>>(new Map());
  const [dismissedNote, setDismissedNote] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // After a card has gone, focus stays in the panel: on the list, or on the panel once its last card has gone.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) (listRef.current ?? panelRef.current)?.focus();
  }, [refocus]);
  const leaving = useRef(new Map<string, { card: Card; timers: ReturnType<typeof setTimeout>[]; logged: boolean }>());

  const logDismissal = useCallback(
    (card: Card) => {
      const entry = leaving.current.get(card.id ?? '');
      if (entry?.logged || sdk === null) return;
      if (entry) entry.logged = true;
      sdk.logCardDismissal(card);
      sdk.requestImmediateDataFlush();
    },
    [sdk],
  );

  // A panel closed mid-animation still logs what the shopper dismissed.
  useEffect(
    () => () => {
      if (leaving.current.size === 0) return;
      for (const entry of leaving.current.values()) {
        entry.timers.forEach(clearTimeout);
        if (!entry.logged && sdk !== null) sdk.logCardDismissal(entry.card);
      }
      leaving.current.clear();
      cardsChangedInPlace();
    },
    [sdk],
  );

  const setExit = (id: string, exit: CardExit) =>
    setExits((current) => {
      const next = new Map(current);
      if (exit === null) next.delete(id);
      else next.set(id, exit);
      return next;
    });

  const onDismiss = (card: Card) => {
    const id = card.id ?? '';
    if (!cardFields(card).dismissible || leaving.current.has(id) || sdk === null) return;
    const fade = prefersReducedMotion() ? 0 : CARD_DISMISS_ANIMATION_MS;
    const close = prefersReducedMotion() ? 0 : CARD_DISMISS_MARGIN_DELAY_MS;
    const entry = { card, timers: [] as ReturnType<typeof setTimeout>[], logged: false };
    leaving.current.set(id, entry);
    setExit(id, 'fading');
    entry.timers.push(
      setTimeout(() => {
        logDismissal(card);
        setExit(id, 'closing');
        entry.timers.push(
          setTimeout(() => {
            leaving.current.delete(id);
            setExit(id, null);
            setDismissedNote(true);
            cardsChangedInPlace();
            setRefocus((times) => times + 1);
          }, close),
        );
      }, fade),
    );
  };

  const onOpen = (card: Card) => {
    if (sdk === null) return;
    sdk.logContentCardClick(card);
    // The click reaches the SDK's endpoint now, before another page (or site) replaces this one.
    sdk.requestImmediateDataFlush();
    cardsChangedInPlace();
  };

  const name = intl.formatMessage(filter === 'offers' ? messages.offers : messages.updates);
  let body: ReactNode;
  if (settings == null || status === 'unavailable') {
    body = <p className="sf-cc-panel__note">{intl.formatMessage(messages.unavailable)}</p>;
  } else if (status === 'opted-out') {
    body = <p className="sf-cc-panel__note">{intl.formatMessage(messages.optedOut)}</p>;
  } else if (!ready) {
    body = (
      <div className="sf-cc-panel__starting">
        <span className="sf-spinner sf-spinner--md" aria-hidden="true">
          <span className="sf-spinner__ring" />
        </span>
        <p>{intl.formatMessage(messages.starting)}</p>
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <div className="sf-cc-panel__empty">
        <Icon name="diamond" size="lg" />
        <p>{intl.formatMessage(messages.empty)}</p>
      </div>
    );
  } else {
    body = (
      <ul
        ref={listRef}
        className="sf-cc-panel__list"
        tabIndex={-1}
        aria-label={intl.formatMessage(filter === 'offers' ? messages.offerList : messages.cardList)}
        aria-busy={refreshState === 'refreshing' || undefined}
      >
        {shown.map((card) => {
          const kind = contentCardKind(card, sdk);
          if (kind === null) return null;
          return (
            <li key={card.id} className="sf-cc-panel__item">
              <ContentCard
                card={card}
                kind={kind}
                exit={exits.get(card.id ?? '') ?? null}
                observe={observe}
                onOpen={onOpen}
                onDismiss={onDismiss}
              />
            </li>
          );
        })}
      </ul>
    );
  }

  const note =
    refreshState === 'refreshing'
      ? intl.formatMessage(messages.refreshing)
      : dismissedNote
        ? intl.formatMessage(messages.dismissed)
        : '';
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      className="sf-cc-panel"
      aria-label={name}
      data-widget="engagement-content-cards"
      data-filter={filter}
    >
      {filter === 'offers' ? <h2 className="sf-visually-hidden">{intl.formatMessage(messages.offerList)}</h2> : null}
      {ready ? (
        <div className="sf-cc-panel__toolbar">
          <Button variant="ghost" size="sm" busy={refreshState === 'refreshing'} onClick={refresh}>
            {intl.formatMessage(messages.refresh)}
          </Button>
        </div>
      ) : null}
      <div role="status" className="sf-cc-panel__status">
        {refreshState === 'timed-out' ? (
          <p className="sf-cc-panel__timeout">
            <Icon name="clock" size="sm" />
            {intl.formatMessage(messages.refreshTimedOut)}
          </p>
        ) : (
          <VisuallyHidden>{note}</VisuallyHidden>
        )}
      </div>
      {body}
    </section>
  );
}
