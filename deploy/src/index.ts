export { main, findRepoRoot } from './cli';
export type { CliDependencies } from './cli';
export { createEdge, listenEdge, IMMUTABLE } from './edge/create-edge';
export type { EdgeOptions } from './edge/create-edge';
export { readEdgeConfig } from './edge/edge-config';
export type { EdgeConfig } from './edge/edge-config';
export {
  deployTarget,
  deployShell,
  publishAll,
  publishAndPointRemote,
  publishAndPointShell,
  rollback,
  promote,
  listTargetReleases,
  ReleaseError,
} from './release-operations';
export type { ReleaseContext, PointOptions, ReleaseListing } from './release-operations';
export { publishRelease, listReleases, readReleaseMeta } from './release-store';
export { readRegistry, currentVersion, readHistory, remoteEntryUrl } from './release-pointers';
export { checkCompatibility } from './compatibility';
export { storeLayout, resolveDataDir } from './store-layout';
export type { StoreLayout } from './store-layout';
export { releaseTargets } from './release-targets';
export type { ReleaseTarget } from './release-targets';
export type { BuildStep } from './build-step';
