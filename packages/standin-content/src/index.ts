export { createContentStandin, CONTENT_STANDIN_DEFAULTS, DEFAULT_CONTENT_DIR } from './content-standin';
export type { ContentStandin, ContentStandinOptions, RecordedRequest } from './content-standin';
export { loadContent, fallbackChain } from './content-store';
export type { ContentSnapshot } from './content-store';
export { buildAsset, buildEntry, linkTo, testLocales, writeContentDir } from './test-content';
