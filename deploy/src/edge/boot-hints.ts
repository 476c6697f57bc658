import { remoteNames, type RemoteName, type RemoteRegistry, type SiteConfig } from '@storefront/contracts';
import * as v from 'valibot';
import { documentRouteSchema } from './page-status';

/**
 * What the edge puts into the shell document so the first page needs fewer round trips: the boot data (site config
 * and remote registry) inline, and `<link rel="preload">` hints for the files the boot would otherwise only ask for
 * after its own scripts ran (the locale messages, and the manifest, entry and route module of the remote that
 * renders the path).
 */

/** The id the shell looks for (shell/src/lib/boot-data.ts). */
export const BOOT_DATA_ELEMENT_ID = 'storefront-boot';

/** `boot-hints.json`, written by the shell build (packages/build/src/boot-hints.ts). */
export const bootHintsSchema = v.object({
  routes: v.array(v.object({ path: v.string(), remote: v.picklist(remoteNames), routeId: v.string() })),
  /** Every path the shell renders (page-status.ts); older shells have none, and their documents are all 200. */
  documents: v.optional(v.array(documentRouteSchema)),
  boot: v.optional(v.array(v.string()), []),
  assets: v.array(v.object({ path: v.string(), language: v.string(), files: v.array(v.string()) })),
});
export type BootHints = v.InferOutput<typeof bootHintsSchema>;

/** One `<link rel="preload">`. */
export interface PreloadHint {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /** `fetch()` requests are CORS-mode: their preload must say so, or the browser downloads twice. */
  crossOrigin?: boolean;
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>`, `&` and the two JavaScript line separators are escaped,
 * so no value can close the element (`</script>`) or open a comment (`<!--`).
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The inline boot data element (the nonce is added with every other script tag's). */
export function bootDataScript(data: { config: SiteConfig; registry: RemoteRegistry }): string {
  return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
}

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (char) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[char] ?? char);

/** The hints without repeats: the first hint of each file. */
export function uniqueHints(hints: readonly PreloadHint[]): PreloadHint[] {
  const seen = new Set<string>();
  return hints.filter((hint) => !seen.has(hint.href) && seen.add(hint.href));
}

/** The `<link rel="preload">` tags for the hints (duplicates dropped). */
export function preloadLinks(hints: readonly PreloadHint[]): string {
  return uniqueHints(hints)
    .map(
      (hint) =>
        `<link rel="preload" href="${escapeAttribute(hint.href)}" as="${hint.as}"${hint.crossOrigin ? ' crossorigin="anonymous"' : ''}>`,
    )
    .join('');
}

/** Puts markup at the end of the document's head (or at its start when there is no head). */
export function appendToHead(html: string, markup: string): string {
  if (markup === '') return html;
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, `${markup}</head>`);
  return `${markup}${html}`;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether a path matches a route pattern: `:name` matches one segment, a trailing `/*` any number (none included),
 * `*` alone everything.
 */
export function pathMatches(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  const rest = pattern.endsWith('/*');
  const wanted = segments(rest ? pattern.slice(0, -2) : pattern);
  const actual = segments(pathname);
  if (rest ? actual.length < wanted.length : actual.length !== wanted.length) return false;
  return wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

/** The remote page that renders a path, when the shell's route table names one. */
export function remotePageForPath(
  hints: BootHints,
  pathname: string,
): { remote: RemoteName; routeId: string } | undefined {
  const route = hints.routes.find((candidate) => pathMatches(candidate.path, pathname));
  return route ? { remote: route.remote, routeId: route.routeId } : undefined;
}

/** The language documents under a path render in. */
export function languageForPath(hints: BootHints, pathname: string): string | undefined {
  return hints.assets.find((candidate) => pathMatches(candidate.path, pathname))?.language;
}

const asFile = (href: string): PreloadHint => ({ href, as: href.endsWith('.css') ? 'style' : 'script' });

/** The shell's own files the boot loads at once for a path: its boot chunks and its language's messages. */
export function assetsForPath(hints: BootHints, pathname: string): PreloadHint[] {
  const rule = hints.assets.find((candidate) => pathMatches(candidate.path, pathname));
  return [...hints.boot, ...(rule?.files ?? [])].map(asFile);
}

const manifestSchema = v.object({
  metaData: v.object({
    remoteEntry: v.object({ name: v.string(), path: v.optional(v.string(), '') }),
    publicPath: v.optional(v.string(), 'auto'),
  }),
  exposes: v.array(
    v.object({
      path: v.string(),
      assets: v.object({
        js: v.object({ sync: v.array(v.string()) }),
        css: v.object({ sync: v.array(v.string()) }),
      }),
    }),
  ),
});

const joinPath = (base: string, ...parts: string[]) =>
  [base.replace(/\/+$/, ''), ...parts.map((part) => part.replace(/^\/+|\/+$/g, ''))].filter(Boolean).join('/');

/**
 * What the federation runtime loads, one after the other, before a remote's `./routes` module runs: its manifest
 * (fetched), its entry and the expose's own chunks (scripts and styles). Undefined for a manifest it cannot read.
 */
export function remoteRouteHints(manifestUrl: string, manifest: unknown): PreloadHint[] | undefined {
  const parsed = v.safeParse(manifestSchema, manifest);
  if (!parsed.success) return undefined;
  const { metaData, exposes } = parsed.output;
  const base =
    metaData.publicPath === 'auto' ? manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1) : metaData.publicPath;
  const url = (file: string) => joinPath(base, file);
  const entry = joinPath(base, metaData.remoteEntry.path, metaData.remoteEntry.name);
  const routes = exposes.find((expose) => expose.path === './routes');
  return [
    { href: manifestUrl, as: 'fetch', crossOrigin: true },
    { href: entry, as: 'script' },
    ...(routes?.assets.js.sync ?? []).map((file): PreloadHint => ({ href: url(file), as: 'script' })),
    ...(routes?.assets.css.sync ?? []).map((file): PreloadHint => ({ href: url(file), as: 'style' })),
  ];
}

/** A remote's `route-chunks.json` (packages/build/src/route-chunks.ts). */
export const routeChunksSchema = v.object({
  routes: v.record(v.string(), v.array(v.string())),
  messages: v.record(v.string(), v.array(v.string())),
});
export type RouteChunks = v.InferOutput<typeof routeChunksSchema>;

/** A remote page's own chunks and the remote's messages in the page's language, beside the manifest. */
export function routePageHints(
  manifestUrl: string,
  chunks: RouteChunks,
  routeId: string,
  language: string | undefined,
): PreloadHint[] {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const files = [...(chunks.routes[routeId] ?? []), ...(language ? (chunks.messages[language] ?? []) : [])];
  return files.filter((file) => /\.(js|css)$/.test(file)).map((file) => asFile(joinPath(base, file)));
}

/** A registry entry that points into this edge's release store: `/remotes/<remote>/<version>/<file>`. */
export function localManifest(entry: string): { remote: RemoteName; version: string; file: string } | undefined {
  const match = /^\/remotes\/([a-z]+)\/([^/]+)\/([^/?#]+)$/.exec(entry);
  const remote = remoteNames.find((name) => name === match?.[1]);
  if (!match || !remote || !match[2] || !match[3]) return undefined;
  return { remote, version: match[2], file: match[3] };
}
