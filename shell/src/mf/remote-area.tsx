import {
  announce,
  isPageNotFoundError,
  localisePath,
  paths,
  revealApp,
  type RemoteName,
  type RemoteRouteProps,
} from '@storefront/contracts';
import { Alert, Button, ButtonLink, Spinner } from '@storefront/ui';
import {
  Component,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { newerCodeAvailable } from './build-watch';
import { RemoteLoadError, documentPreloadsRemote, loadRemotePage } from './remote-loader';
import { remoteAreaMessages as messages } from './remote-area-messages';
import { isChunkLoadError, reloadOncePerPath } from './reload-guard';

type PageComponent = ComponentType<RemoteRouteProps>;

type AreaState =
  | { status: 'loading' }
  | { status: 'ready'; Page: PageComponent }
  | { status: 'failed'; reason: string }
  | { status: 'reloading' };

function report(remote: RemoteName, reason: string, detail: unknown): void {
  announce('storefront:remote-failed', { remote, reason });
  console.warn(`[storefront] remote ${remote} failed: ${reason}`, detail);
}

/**
 * Shows the app in place of the document's first view (page-payload.ts in contracts) in the same frame as the page
 * it renders beside: the first page's content, or its fallback.
 */
function RevealApp() {
  useLayoutEffect(() => revealApp(), []);
  return null;
}

/** The localised fallback of a remote's area, with a retry; the rest of the page keeps working. */
export function RemoteFallback({ onRetry, busy, crashed }: { onRetry: () => void; busy: boolean; crashed?: boolean }) {
  const intl = useIntl();
  useLayoutEffect(() => revealApp(), []);
  return (
    <div className="sf-remote-fallback" data-remote-fallback="">
      <Alert
        variant="warning"
        title={intl.formatMessage(crashed ? messages.crashedTitle : messages.unavailableTitle)}
        action={
          <div className="sf-remote-fallback__actions">
            <Button variant="primary" onClick={onRetry} busy={busy}>
              {intl.formatMessage(busy ? messages.retrying : messages.retry)}
            </Button>
            <ButtonLink variant="ghost" to={localisePath(paths.home())}>
              {intl.formatMessage(messages.home)}
            </ButtonLink>
          </div>
        }
      >
        {intl.formatMessage(messages.unavailableBody)}
      </Alert>
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  children: ReactNode;
  onChunkError: (error: unknown) => void;
}

/**
 * Contains render-time errors thrown by remote code. A page's "this page does not exist" (`PageNotFoundError` of
 * contracts) is not a crash: it goes on to the route's error boundary, which shows the shell's 404 page.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown; attempt: number }> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isPageNotFoundError(error)) return;
    if (isChunkLoadError(error)) this.props.onChunkError(error);
    else report(this.props.remote, 'render-error', { error, componentStack: info.componentStack });
  }

  private readonly retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  override render() {
    if (isPageNotFoundError(this.state.error)) throw this.state.error;
    if (this.state.error !== null) return <RemoteFallback onRetry={this.retry} busy={false} crashed />;
    return <div key={this.state.attempt}>{this.props.children}</div>;
  }
}

/** Decides what a chunk-load failure means: reload once per path when newer code exists, else the fallback. */
async function recoverFromChunkError(remote: RemoteName): Promise<boolean> {
  if (!(await newerCodeAvailable(remote))) return false;
  return reloadOncePerPath(globalThis.location.pathname);
}

interface RemoteAreaProps {
  remote: RemoteName;
  routeId: string;
  props: RemoteRouteProps;
  /** The page component when the route's lazy loader already has it. */
  initial?: PageComponent | RemoteLoadError | undefined;
}

/**
 * Renders a remote's page with every failure contained: not registered, down, 404, hung (cut off), wrong shape,
 * chunk failure after a deploy (one guarded reload), or a crash while rendering.
 */
export function RemoteArea({ remote, routeId, props, initial }: RemoteAreaProps) {
  const [state, setState] = useState<AreaState>(() => {
    if (initial instanceof RemoteLoadError) return { status: 'failed', reason: initial.failure.reason };
    if (initial) return { status: 'ready', Page: initial };
    return { status: 'loading' };
  });
  const [busy, setBusy] = useState(false);

  const fail = useCallback(
    async (error: unknown) => {
      const reason = error instanceof RemoteLoadError ? error.failure.reason : 'unavailable';
      report(remote, reason, error);
      if (reason === 'chunk-load' && (await recoverFromChunkError(remote))) {
        setState({ status: 'reloading' });
        return;
      }
      setState({ status: 'failed', reason });
    },
    [remote],
  );

  const load = useCallback(
    async (fresh: boolean) => {
      try {
        const Page = await loadRemotePage(remote, routeId, fresh);
        // A transition: React renders the remote's page in slices that yield to the browser, not in one long task.
        startTransition(() => setState({ status: 'ready', Page }));
      } catch (error) {
        await fail(error);
      }
    },
    [remote, routeId, fail],
  );

  useEffect(() => {
    if (state.status === 'loading') void load(false);
    if (initial instanceof RemoteLoadError && initial.failure.reason === 'chunk-load') void fail(initial);
    // Only on mount: retries are explicit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const retry = useCallback(async () => {
    setBusy(true);
    if (documentPreloadsRemote(remote)) {
      // Its hinted files may have failed, and the browser would hand those failures back: ask again in a new document.
      globalThis.location.reload();
      return;
    }
    await load(true);
    setBusy(false);
  }, [load, remote]);

  if (state.status === 'ready') {
    const { Page } = state;
    return (
      <RemoteErrorBoundary
        remote={remote}
        onChunkError={(error) =>
          void fail(new RemoteLoadError({ remote, reason: 'chunk-load', detail: String(error) }))
        }
      >
        <div data-remote={remote} data-route-id={routeId} className="sf-remote-area">
          <Suspense fallback={<RemoteLoading />}>
            <Page {...props} />
            <RevealApp />
          </Suspense>
        </div>
      </RemoteErrorBoundary>
    );
  }
  if (state.status === 'failed') return <RemoteFallback onRetry={() => void retry()} busy={busy} />;
  return <RemoteLoading />;
}

/** A quiet placeholder while a remote loads, sized to avoid layout shift. */
export function RemoteLoading() {
  const intl = useIntl();
  return (
    <div className="sf-remote-loading">
      <Spinner label={intl.formatMessage(messages.loading)} />
    </div>
  );
}
