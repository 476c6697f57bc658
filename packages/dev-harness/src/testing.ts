/** Test support: a remote's page rendered as the shell would give it, for jest and Testing Library. */
export {
  renderRemotePage,
  renderRemoteRoute,
  renderRemoteWidget,
  cleanupRemotePages,
  PAGE_NOT_FOUND_TEXT,
} from './testing/render-remote-page';
export type { RenderRemotePageOptions, RemotePageRender, HarnessRouter } from './testing/render-remote-page';
export type { FetchTable } from './testing/fetch-double';
export type { SharedStoresSeed } from './testing/shared-stores';
export type { AppName } from './testing/source-messages';
