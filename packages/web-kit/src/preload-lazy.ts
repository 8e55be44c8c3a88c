import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/**
 * Adds `<link rel="modulepreload">` for lazy modules every visit loads anyway (and the chunks they
 * import): the browser fetches them beside the entry instead of after the entry has run, which
 * on a slow phone network saves a round trip and the entry's evaluation before the next request.
 * `modules` are paths relative to the project root, e.g. 'src/app/game-app.tsx'.
 */
export function preloadLazy(modules: readonly string[]): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'ava:preload-lazy',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
        const wanted = new Set(modules.map((module) => `${root}/${module}`));
        const files = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)) withImports(chunk.fileName, bundle, files);
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The chunk and, depth first, the chunks it imports statically; the entry has its own tag already. */
function withImports(file: string, bundle: Bundle, into: Set<string>): void {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk' || chunk.isEntry || into.has(file)) return;
  into.add(file);
  for (const imported of chunk.imports) withImports(imported, bundle, into);
}
