import type { RemoteWidgetMap, RemotesWithWidgets } from '@storefront/contracts';
import {
  Component,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { loadRemoteWidgets, registeredVersion } from '../mf/remote-loader';

class WidgetBoundary extends Component<
  { fallback: ReactNode; onError?: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError?.();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type WidgetProps<R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]> =
  RemoteWidgetMap[R][N] extends ComponentType<infer P> ? P & object : never;

interface RemoteWidgetProps<R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]> {
  remote: R;
  name: N;
  props: WidgetProps<R, N>;
  /** Shown while loading and whenever the remote cannot serve the widget. */
  fallback: ReactNode;
  /**
   * When its code loads: `mount` (default) at once; `intent` only once the shopper shows they are about to use it
   * (the pointer over the slot, or focus in its stand-in), so a page that never needs it never downloads it.
   */
  loadOn?: 'mount' | 'intent';
}

/**
 * Intent-loaded widgets already loaded in this page's life (per remote version): a slot mounted again (the phone's
 * drawer, the next page's header) shows the widget at once instead of asking for intent again.
 */
const loadedWidgets = new Map<string, ComponentType<object>>();
const widgetKey = (remote: RemotesWithWidgets, name: PropertyKey) =>
  `${remote}@${registeredVersion(remote) ?? ''}/${String(name)}`;

/** Where the shopper's caret was in a text field of the stand-in, to put it back in the widget's. */
interface HandOver {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

const TEXT_FIELD = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=checkbox]), textarea';

function isTextField(element: Element | null): element is HTMLInputElement | HTMLTextAreaElement {
  return element instanceof HTMLElement && element.matches(TEXT_FIELD);
}

/** Fires once the content of the Suspense boundary it sits in has rendered (its layout effects run only then). */
function Rendered({ onRendered }: { onRendered: () => void }) {
  useLayoutEffect(() => onRendered(), [onRendered]);
  return null;
}

function useWidget(remote: RemotesWithWidgets, name: PropertyKey, wanted: boolean, remember: boolean) {
  const key = widgetKey(remote, name);
  const [Widget, setWidget] = useState<ComponentType<object> | null>(() =>
    remember ? (loadedWidgets.get(key) ?? null) : null,
  );
  useEffect(() => {
    if (!wanted || Widget !== null) return undefined;
    let live = true;
    loadRemoteWidgets(remote)
      .then((module) => {
        const loaded = (module.widgets as Record<PropertyKey, unknown>)[name] as ComponentType<object>;
        if (remember) loadedWidgets.set(key, loaded);
        if (live) setWidget(() => loaded);
      })
      .catch((error: unknown) => console.warn(`[storefront] widget ${key} unavailable`, error));
    return () => {
      live = false;
    };
  }, [remote, name, key, wanted, remember, Widget]);
  return Widget;
}

/**
 * Loaded on the shopper's intent; once rendered, it takes the stand-in's place at once, even while the shopper is
 * typing in it: the text is the host's (controlled), and focus and the caret move to the widget's own field. After the
 * shopper sent the stand-in's form, it waits until they type in it again or leave it (a search box that opened its
 * suggestions over the results they just asked for would be in their way).
 */
function IntentWidget({ remote, name, props, fallback }: Omit<RemoteWidgetProps<RemotesWithWidgets, never>, 'loadOn'>) {
  const [wanted, setWanted] = useState(() => loadedWidgets.has(widgetKey(remote, name)));
  const Widget = useWidget(remote, name, wanted, true);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const standIn = useRef<HTMLDivElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  const handOver = useRef<HandOver | null>(null);
  /** The widget has rendered (hidden), ready to take over. */
  const ready = useRef(false);
  /** The stand-in's form was sent: the widget waits. */
  const holding = useRef(false);
  const want = () => setWanted(true);

  /** Swaps the widget in, noting first (the stand-in is still there) where the shopper is in the stand-in. */
  const takeOver = useCallback(() => {
    const active = document.activeElement;
    if (active && standIn.current?.contains(active)) {
      handOver.current = isTextField(active)
        ? { start: active.selectionStart, end: active.selectionEnd, direction: active.selectionDirection }
        : { start: null, end: null, direction: null };
    }
    setShown(true);
  }, []);

  const reveal = useCallback(() => {
    ready.current = true;
    if (!holding.current) takeOver();
  }, [takeOver]);

  const resume = () => {
    if (!holding.current) return;
    holding.current = false;
    if (ready.current) takeOver();
  };

  useLayoutEffect(() => {
    const caret = handOver.current;
    if (!shown || caret === null) return;
    handOver.current = null;
    const field = widget.current?.querySelector(TEXT_FIELD) ?? null;
    if (!isTextField(field)) return;
    field.focus();
    if (caret.start !== null && caret.end !== null) {
      field.setSelectionRange(caret.start, caret.end, caret.direction ?? undefined);
    }
  }, [shown]);

  const showsWidget = Widget !== null && !failed;
  return (
    <div className="sf-widget-slot" onPointerEnter={want} onFocus={want}>
      {showsWidget ? (
        <div ref={widget} className="sf-widget-slot" hidden={!shown}>
          <WidgetBoundary fallback={null} onError={() => setFailed(true)}>
            <Suspense fallback={shown ? fallback : null}>
              <Widget {...props} />
              <Rendered onRendered={reveal} />
            </Suspense>
          </WidgetBoundary>
        </div>
      ) : null}
      {showsWidget && shown ? null : (
        <div
          ref={standIn}
          className="sf-widget-slot"
          onSubmit={() => {
            holding.current = true;
          }}
          onInput={resume}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) resume();
          }}
        >
          {fallback}
        </div>
      )}
    </div>
  );
}

/** Mounts a remote's named widget in a shell slot; the fallback stands in while loading or on any failure. */
export function RemoteWidget<R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]>({
  remote,
  name,
  props,
  fallback,
  loadOn = 'mount',
}: RemoteWidgetProps<R, N>) {
  if (loadOn === 'intent') {
    return <IntentWidget remote={remote} name={name as never} props={props as never} fallback={fallback} />;
  }
  return <MountedWidget remote={remote} name={name} props={props} fallback={fallback} />;
}

function MountedWidget<R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]>({
  remote,
  name,
  props,
  fallback,
}: RemoteWidgetProps<R, N>) {
  const Widget = useWidget(remote, name, true, false);
  // Focus on the stand-in is recorded as state: focus events are flushed before any later task, so a widget that
  // finishes loading while the shopper types never replaces the box under their fingers; it takes over on blur.
  const [inUse, setInUse] = useState(false);
  if (Widget === null || inUse) {
    return (
      <div
        onFocus={() => setInUse(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setInUse(false);
        }}
      >
        {fallback}
      </div>
    );
  }
  return (
    <WidgetBoundary fallback={fallback}>
      {/* A widget that suspends (its remote's messages still loading) shows its fallback in place; without this
          boundary it would suspend the host's page, hiding it, and a click in that moment would be lost. */}
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}
