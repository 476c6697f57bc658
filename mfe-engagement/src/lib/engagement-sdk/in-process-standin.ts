import {
  createEngagementStandin,
  type EngagementStandin,
  type EngagementStandinOptions,
} from '@storefront/standin-engagement';
import * as sdk from './braze-sdk';
import { resetEngagementRuntimeForTests } from './engagement-runtime';

/** What a test file running the real SDK gets from {@link inProcessStandin}. */
export interface InProcessStandin {
  /** The stand-in (listening once the file's tests run): its `url` is the SDK's `baseUrl`, `received` what it got. */
  readonly standin: EngagementStandin;
}

/**
 * For a test file that runs the real `@braze/web-sdk` (under jsdom): an engagement stand-in in this process, listening
 * on a free port before the file's tests and closed after them, with the SDK destroyed and the runtime forgotten.
 * @example const engagement = inProcessStandin({ apiKey }); … sdk.initialize(apiKey, { baseUrl: engagement.standin.url })
 */
export function inProcessStandin(options: EngagementStandinOptions): InProcessStandin {
  let standin: EngagementStandin | undefined;
  beforeAll(async () => {
    standin = createEngagementStandin(options);
    await standin.listen({ port: 0 });
  });
  afterAll(async () => {
    sdk.destroy();
    resetEngagementRuntimeForTests();
    await standin?.close();
  });
  return {
    get standin() {
      if (!standin) throw new Error('the in-process engagement stand-in runs only inside the file’s tests');
      return standin;
    },
  };
}
