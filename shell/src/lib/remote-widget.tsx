import type { RemoteWidgetMap, RemotesWithWidgets } from '@storefront/contracts';
import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteWidgets } from '../mf/remote-loader';

class WidgetBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
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
}

/** Mounts a remote's named widget in a shell slot; the fallback stands in while loading or on any failure. */
export function RemoteWidget<R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]>({
  remote,
  name,
  props,
  fallback,
}: RemoteWidgetProps<R, N>) {
  const [Widget, setWidget] = useState<ComponentType<object> | null>(null);
  // Focus on the stand-in is recorded as state: focus events are flushed before any later task, so a widget that
  // finishes loading while the shopper types never replaces the box under their fingers; it takes over on blur.
  const [inUse, setInUse] = useState(false);
  useEffect(() => {
    let live = true;
    loadRemoteWidgets(remote)
      .then((module) => {
        if (live) setWidget(() => module.widgets[name] as ComponentType<object>);
      })
      .catch((error: unknown) => console.warn(`[storefront] widget ${remote}/${String(name)} unavailable`, error));
    return () => {
      live = false;
    };
  }, [remote, name]);
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
