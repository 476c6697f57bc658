import { CONTENT_STANDIN_DEFAULTS, createContentStandin } from './content-standin';

/**
 * Runs the content stand-in: `CONTENT_STANDIN_PORT` (4040), `CONTENT_STANDIN_HOST` (127.0.0.1),
 * `CONTENT_STANDIN_DIR` (the repository's content), `CONTENTFUL_ACCESS_TOKEN`, `CONTENTFUL_SPACE`, and
 * `CONTENT_STANDIN_EDITING` (`true` by default here: `PUT /editor/entries/:id` publishes an edit in memory; `false`
 * turns it off).
 */
const port = Number(process.env.CONTENT_STANDIN_PORT ?? CONTENT_STANDIN_DEFAULTS.port);
const standin = await createContentStandin({
  ...(process.env.CONTENT_STANDIN_DIR ? { contentDir: process.env.CONTENT_STANDIN_DIR } : {}),
  ...(process.env.CONTENTFUL_ACCESS_TOKEN ? { accessToken: process.env.CONTENTFUL_ACCESS_TOKEN } : {}),
  ...(process.env.CONTENTFUL_SPACE ? { space: process.env.CONTENTFUL_SPACE } : {}),
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  editing: process.env.CONTENT_STANDIN_EDITING !== 'false',
});
const { url } = await standin.listen({ host: process.env.CONTENT_STANDIN_HOST ?? CONTENT_STANDIN_DEFAULTS.host, port });
console.log(`Content stand-in (Contentful CDA) on ${url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void standin.close().then(() => process.exit(0));
  });
}
