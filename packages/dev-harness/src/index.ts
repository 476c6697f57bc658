/** Runs one remote alone in development. */
export { mountHarness } from './mount-harness';
