import path from 'node:path';
import webpack from 'webpack';

/** The file a remote build writes beside its `mf-manifest.json` for the edge's preload hints. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** `route-chunks.json`: files relative to the manifest's folder (the remote's `publicPath` is `auto`). */
export interface RouteChunks {
  /** Route id → the scripts and styles of the page chunk its `./routes` loader imports. */
  routes: Record<string, string[]>;
  /** Language → the remote's message chunks (`*messages-<language>-json`), which its pages load when they render. */
  messages: Record<string, string[]>;
}

const MESSAGES_CHUNK = /messages-([a-z]{2})-json$/;
/** Route modules follow STYLE.md: `src/routes/<route-id>-route.tsx`. */
const ROUTE_REQUEST = /(?:^|\/)([a-z0-9-]+)-route(?:\.tsx?)?$/;

const assetFiles = (chunks: Iterable<webpack.Chunk>) =>
  [...new Set([...chunks].flatMap((chunk) => [...chunk.files]))].filter((file) => /\.(js|css)$/.test(file)).sort();

/**
 * Writes `route-chunks.json` for a remote: which chunks each route id of its `./routes` expose loads (from the
 * expose module's `import('../routes/<id>-route')` calls) and its message chunks per language. With it the edge can
 * preload a page's own chunks together with the remote's entry, instead of one round trip after the route module ran.
 */
export class RouteChunksPlugin {
  constructor(private readonly routesModule: string) {}

  apply(compiler: webpack.Compiler): void {
    const routesFile = path.resolve(compiler.context, this.routesModule);
    const ownDir = compiler.context + path.sep;
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const result: RouteChunks = { routes: {}, messages: {} };
          for (const module of compilation.modules) {
            if (!(module instanceof webpack.NormalModule) || module.resource !== routesFile) continue;
            for (const block of module.blocks) {
              const request = (block.dependencies[0] as { request?: string } | undefined)?.request ?? '';
              const routeId = ROUTE_REQUEST.exec(request)?.[1];
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              if (routeId && group) result.routes[routeId] = assetFiles(group.chunks);
            }
          }
          const byLanguage = new Map<string, webpack.Chunk[]>();
          for (const chunk of compilation.chunks) {
            const language = chunk.name ? MESSAGES_CHUNK.exec(chunk.name)?.[1] : undefined;
            // Only the remote's own catalogues: shared packages' messages come with the shell's copy of them.
            const own = [...compilation.chunkGraph.getChunkModulesIterable(chunk)].some(
              (module) => module instanceof webpack.NormalModule && module.resource.startsWith(ownDir),
            );
            if (language && own) byLanguage.set(language, [...(byLanguage.get(language) ?? []), chunk]);
          }
          for (const [language, chunks] of byLanguage) result.messages[language] = assetFiles(chunks);
          compilation.emitAsset(
            ROUTE_CHUNKS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(result, null, 2)}\n`),
          );
        },
      );
    });
  }
}
