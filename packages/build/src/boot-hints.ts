import webpack from 'webpack';

/** The file the shell build writes beside index.html for the edge's preload hints. */
export const BOOT_HINTS_FILE = 'boot-hints.json';

/** Which remote renders paths matching `path` (`:name` matches one segment). */
export interface BootRouteOwner {
  path: string;
  remote: string;
  /** The remote's route id (a key of its `./routes`, and of its `route-chunks.json`). */
  routeId: string;
}

/** Files the document for paths matching `path` needs at once (`/*` at the end also matches the bare prefix). */
export interface BootAssetRule {
  path: string;
  /** The language documents under this path render in (for the remotes' message chunks). */
  language: string;
  files: string[];
}

/**
 * A path the shell renders and what its page's HTTP status depends on (the shell's `documentRoutes`, read by the
 * edge's page-status.ts); passed through as the shell describes it.
 */
export interface BootDocumentRoute {
  path: string;
  kind: 'page' | 'redirect' | 'slug';
  routeId?: string;
  params?: Record<string, { trim?: true; patterns: { source: string; flags: string }[] }>;
  fixed?: Record<string, string>;
}

/** `boot-hints.json`: what the edge may hint (`<link rel="preload">`) in the document of a given path. */
export interface BootHints {
  routes: BootRouteOwner[];
  /** Every path the shell renders, for the edge to answer documents of unknown pages with 404. */
  documents?: BootDocumentRoute[];
  /** The chunks (scripts and styles) behind the entry's async boundary: every document needs them. */
  boot: string[];
  assets: BootAssetRule[];
}

/** Where the shell's locale messages are: chunks named `*messages-<language>-json`, loaded before the first render. */
export interface BootLanguage {
  language: string;
  /** Path patterns that render in this language, first match wins (e.g. `/fr/*`; `*` for the rest). */
  paths: string[];
}

export interface BootHintsOptions {
  routes: readonly BootRouteOwner[];
  documents?: readonly BootDocumentRoute[];
  languages: readonly BootLanguage[];
  /** The request of the entry's async boundary, e.g. `./bootstrap` (`import('./bootstrap')` in main.ts). */
  bootImport?: string;
}

const MESSAGES_CHUNK = /messages-([a-z]{2})-json$/;
const CONSUME_SHARED = 'consume-shared-module';

/**
 * The files of the chunk group behind `import(bootImport)`, plus the fallback chunks of the lazy shares its modules
 * consume (webpack loads those before it runs the chunk).
 */
function bootFiles(compilation: webpack.Compilation, bootImport: string | undefined): string[] {
  const entry = bootImport ? compilation.entrypoints.get('main') : undefined;
  const group = entry?.getChildren().find((child) => child.origins.some((origin) => origin.request === bootImport));
  if (!group) return [];
  const files = new Set<string>();
  const addChunk = (chunk: webpack.Chunk) => chunk.files.forEach((file) => files.add(file));
  for (const chunk of group.chunks) {
    addChunk(chunk);
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== CONSUME_SHARED) continue;
      for (const block of module.blocks) compilation.chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(addChunk);
    }
  }
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

/**
 * Writes `boot-hints.json`: the shell's route owners (so the edge can preload the owning remote's entry) and, per
 * language, the message chunks the boot loads before its first render (so the edge can preload them alongside the
 * shell's own scripts instead of one round trip after them).
 */
export class BootHintsPlugin {
  constructor(private readonly options: BootHintsOptions) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('BootHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/', {});
          const byLanguage = new Map<string, string[]>();
          for (const chunk of compilation.chunks) {
            const language = chunk.name ? MESSAGES_CHUNK.exec(chunk.name)?.[1] : undefined;
            if (!language) continue;
            const files = [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => publicPath + file);
            byLanguage.set(language, [...(byLanguage.get(language) ?? []), ...files].sort());
          }
          const hints: BootHints = {
            routes: [...this.options.routes],
            ...(this.options.documents ? { documents: [...this.options.documents] } : {}),
            boot: bootFiles(compilation, this.options.bootImport).map((file) => publicPath + file),
            assets: this.options.languages.flatMap(({ language, paths }) =>
              paths.map((path) => ({ path, language, files: byLanguage.get(language) ?? [] })),
            ),
          };
          compilation.emitAsset(BOOT_HINTS_FILE, new webpack.sources.RawSource(`${JSON.stringify(hints, null, 2)}\n`));
        },
      );
    });
  }
}
