import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import {
  checkRemoteRoutesModule,
  checkRemoteWidgetsModule,
  contractsInstanceId,
  federationName,
  remoteNames,
  type RemoteName,
  type RemoteRegistry,
  type RemoteRouteProps,
  type RemoteRoutesModule,
  type RemoteWidgetsModule,
  type RemotesWithWidgets,
} from '@storefront/contracts';
import { isChunkLoadError } from './reload-guard';
import { isRemoteUnavailable } from './shell-runtime-plugin';

/** Why a remote could not serve a page; the shell shows a localised fallback for each. */
export type RemoteFailure = {
  remote: RemoteName;
  reason: 'not-registered' | 'unavailable' | 'timeout' | 'wrong-shape' | 'chunk-load';
  detail: string;
};

export class RemoteLoadError extends Error {
  constructor(readonly failure: RemoteFailure) {
    super(`${failure.remote}: ${failure.reason}: ${failure.detail}`);
    this.name = 'RemoteLoadError';
  }
}

/** Any failure while loading a remote, as a RemoteLoadError: script and chunk failures are `chunk-load`. */
export function toRemoteLoadError(remote: RemoteName, error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  const reason = isChunkLoadError(error) ? 'chunk-load' : 'unavailable';
  return new RemoteLoadError({ remote, reason, detail: String(error) });
}

let registry: RemoteRegistry = { remotes: {} };

/** Registry entries may be root-relative; the runtime derives chunk URLs from an absolute manifest URL. */
function absolute(entry: string): string {
  return new URL(entry, globalThis.location.href).toString();
}

/** Registers the remotes the registry names with the federation runtime (`loaded-first`: nothing is fetched yet). */
export function registerFromRegistry(next: RemoteRegistry): void {
  registry = next;
  const list = remoteNames.flatMap((remote) => {
    const entry = next.remotes[remote];
    return entry ? [{ name: federationName(remote), entry: absolute(entry.entry) }] : [];
  });
  registerRemotes(list);
}

/** The version of a remote the registry pointed at when this page booted. */
export function registeredVersion(remote: RemoteName): string | undefined {
  return registry.remotes[remote]?.version;
}

/**
 * Whether this document carries the edge's `<link rel="preload">` hints for a remote's files. A browser keeps a
 * failed preload for the page's whole life and hands that failure to the next request for the same file, so a
 * remote that failed with hints can only be retried in a fresh document.
 */
export function documentPreloadsRemote(remote: RemoteName, doc: Document = document): boolean {
  const entry = registry.remotes[remote]?.entry;
  if (!entry) return false;
  const folder = absolute(entry).replace(/[^/]*$/, '');
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(folder));
}

/** A hung remote is cut off after at most this long (webpack's default would wait 120 s). */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;

function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new RemoteLoadError({ remote, reason: 'timeout', detail: `no answer in ${REMOTE_LOAD_TIMEOUT_MS} ms` })),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const askedRemotes = new Set<RemoteName>();

/** Whether this page has asked the federation runtime for one of the remote's modules (so for its manifest). */
export function remoteAsked(remote: RemoteName): boolean {
  return askedRemotes.has(remote);
}

async function loadExposed(remote: RemoteName, expose: './routes' | './widgets', fresh: boolean): Promise<unknown> {
  const entry = registry.remotes[remote];
  if (!entry) throw new RemoteLoadError({ remote, reason: 'not-registered', detail: 'not in the registry' });
  askedRemotes.add(remote);
  if (fresh) registerRemotes([{ name: federationName(remote), entry: absolute(entry.entry) }], { force: true });
  try {
    const loaded = await withTimeout(loadRemote<unknown>(`${federationName(remote)}/${expose.slice(2)}`), remote);
    if (isRemoteUnavailable(loaded)) {
      const reason = /RUNTIME-008|chunk/i.test(loaded.message) ? 'chunk-load' : 'unavailable';
      throw new RemoteLoadError({ remote, reason, detail: loaded.message });
    }
    return loaded;
  } catch (error) {
    throw toRemoteLoadError(remote, error);
  }
}

const routesCache = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * Loads a remote's `./routes` (once per page life; `fresh` forces a new attempt after a failure) and checks its
 * shape against the contract: a deployed remote may be older or newer than the shell.
 */
export function loadRemoteRoutes(remote: RemoteName, fresh = false): Promise<RemoteRoutesModule> {
  const cached = routesCache.get(remote);
  if (cached && !fresh) return cached;
  const attempt = loadExposed(remote, './routes', fresh).then((module) => {
    const checked = checkRemoteRoutesModule(remote, module);
    if (!checked.ok) throw new RemoteLoadError({ remote, reason: 'wrong-shape', detail: checked.problems.join('; ') });
    const theirs = (module as { contractsInstanceId?: unknown }).contractsInstanceId;
    if (theirs !== undefined && theirs !== contractsInstanceId) {
      // A second copy of the contracts would split every shared store: fail closed to the fallback.
      throw new RemoteLoadError({
        remote,
        reason: 'wrong-shape',
        detail: 'its @storefront/contracts is not the shared one',
      });
    }
    return checked.module;
  });
  routesCache.set(remote, attempt);
  attempt.catch(() => routesCache.delete(remote));
  return attempt;
}

/** Loads a remote's `./widgets` and checks every widget the contract names is there. */
export async function loadRemoteWidgets<R extends RemotesWithWidgets>(
  remote: R,
  fresh = false,
): Promise<RemoteWidgetsModule<R>> {
  const module = await loadExposed(remote, './widgets', fresh);
  const checked = checkRemoteWidgetsModule(remote, module);
  if (!checked.ok) throw new RemoteLoadError({ remote, reason: 'wrong-shape', detail: checked.problems.join('; ') });
  return checked.module;
}

type RemotePage = ComponentType<RemoteRouteProps>;

async function loadPageOnce(remote: RemoteName, routeId: string, fresh: boolean): Promise<RemotePage> {
  const module = await loadRemoteRoutes(remote, fresh);
  const loader = (module.routes as Record<string, (() => Promise<{ default: unknown }>) | undefined>)[routeId];
  if (!loader) throw new RemoteLoadError({ remote, reason: 'wrong-shape', detail: `no route ${routeId}` });
  try {
    const page = await withTimeout(loader(), remote);
    if (typeof page.default !== 'function' && typeof page.default !== 'object') {
      throw new RemoteLoadError({ remote, reason: 'wrong-shape', detail: `route ${routeId} has no component` });
    }
    return page.default as RemotePage;
  } catch (error) {
    throw toRemoteLoadError(remote, error);
  }
}

const pageCache = new Map<string, Promise<RemotePage>>();
const bootAttempts = new Map<string, Promise<RemotePage>>();

/** A page's load, shared by every caller until it fails (`fresh` starts another). */
function pageLoad(remote: RemoteName, routeId: string, fresh: boolean): Promise<RemotePage> {
  const key = `${remote}/${routeId}`;
  const cached = pageCache.get(key);
  if (cached && !fresh) return cached;
  const attempt = loadPageOnce(remote, routeId, fresh);
  pageCache.set(key, attempt);
  attempt.catch(() => {
    if (pageCache.get(key) === attempt) pageCache.delete(key);
  });
  return attempt;
}

/**
 * A page component of a remote, with the route module's own timeout. One load per page and page life: the boot
 * starts the first page's load before the first render, and the page's area then takes over that same attempt
 * (one time limit, one set of requests), whatever became of it. A failure is otherwise forgotten, so the next call
 * (or `fresh`) tries again.
 */
export function loadRemotePage(remote: RemoteName, routeId: string, fresh = false): Promise<RemotePage> {
  const key = `${remote}/${routeId}`;
  const started = bootAttempts.get(key);
  bootAttempts.delete(key);
  if (started && !fresh) return started; // the boot's attempt, even when it has already failed: no second wait
  return pageLoad(remote, routeId, fresh);
}

/**
 * Starts loading the remote page a path shows, before the first render (in parallel with the locale messages). At
 * once, the federation runtime's preload: the remote's manifest, its entry and its `./routes` chunk, without running
 * any of the remote's modules. The `./routes` module and the page's chunks once `pageAfter` settles: they ask for
 * shared libraries the shell serves and has not loaded yet (every remote's providers use the data layer, so
 * react-query), which would otherwise race the shell's first render. Failures are left to the page's area, which
 * reports them and shows the fallback.
 */
export function startLoadingRemotePage(remote: RemoteName, routeId: string, pageAfter: Promise<void>): void {
  if (registry.remotes[remote]) {
    askedRemotes.add(remote);
    preloadRemote([{ nameOrAlias: federationName(remote), exposes: ['routes'] }]).catch(() => undefined);
  }
  const attempt = pageAfter.then(() => pageLoad(remote, routeId, false));
  attempt.catch(() => undefined);
  bootAttempts.set(`${remote}/${routeId}`, attempt);
}
