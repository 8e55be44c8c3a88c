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
        const files = chunkFiles(bundle, root, modules);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes into the page, as JSON in `<script type="application/json" id={id}>`, the files of each
 * group of lazy modules (with the chunks and stylesheets they import), and loads `script` (a module
 * of its own, relative to the root, which reads them) before the entry: it preloads the groups the
 * visit will need (e.g. a signed-in user's landing route) while the entry is still on its way.
 * Unlike `preloadLazy`, a visit that needs none of them (the login page) fetches nothing more.
 */
export function preloadGroups(id: string, script: string, groups: Record<string, readonly string[]>): Plugin {
  let base = '/';
  let root = '';
  return {
    name: 'ava:preload-groups',
    apply: 'build',
    // The script is an entry of its own: in the page's entry it would run only once all of it has arrived.
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', [id]: script } } } }),
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const files = Object.fromEntries(
          Object.entries(groups).map(([group, modules]) => {
            const chunks = chunkFiles(bundle, root, modules);
            const styles = [...chunks].flatMap((file) => [...(chunkOf(bundle, file)?.viteMetadata?.importedCss ?? [])]);
            return [group, [...chunks, ...styles].map((file) => `${base}${file}`)];
          }),
        );
        const entry = Object.values(bundle).find(
          (output): output is Chunk => output.type === 'chunk' && output.facadeModuleId === `${root}/${script}`,
        );
        if (!entry) throw new Error(`preloadGroups: ${script} was not built`);
        return [
          {
            // First in the page, so it runs before the entry, as soon as it has arrived.
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `${base}${entry.fileName}` },
            injectTo: 'head-prepend' as const,
          },
          {
            tag: 'script',
            attrs: { type: 'application/json', id },
            // JSON in a script element: '<' escaped so no file name can close the element.
            children: JSON.stringify(files).replaceAll('<', '\\u003c'),
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

const chunkOf = (bundle: Bundle, file: string): Chunk | undefined => {
  const output = bundle[file];
  return output?.type === 'chunk' ? output : undefined;
};

/** The chunks of `modules` (paths relative to `root`) and, depth first, those they import statically. */
function chunkFiles(bundle: Bundle, root: string, modules: readonly string[]): Set<string> {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const wanted = new Set(modules.map((module) => `${root}/${module}`));
  const files = new Set<string>();
  for (const chunk of chunks) {
    if (chunk.facadeModuleId && wanted.has(chunk.facadeModuleId)) withImports(chunk.fileName, bundle, files);
  }
  return files;
}

/** The chunk and, depth first, the chunks it imports statically; the entry has its own tag already. */
function withImports(file: string, bundle: Bundle, into: Set<string>): void {
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk' || chunk.isEntry || into.has(file)) return;
  into.add(file);
  for (const imported of chunk.imports) withImports(imported, bundle, into);
}
