import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

export type BundleReport =
  | { status: 'missing'; indexHtml: string }
  | { status: 'measured'; files: BundleFile[]; gzipBytes: number };

export interface BundleFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a browser fetches before the first screen (the login route): every module
 * script and module preload of index.html, each gzipped at level 9. `base` is the path the app
 * is built for ('/games/' for the game runtime).
 */
export async function measureInitialBundle(distDir: string, base = '/'): Promise<BundleReport> {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return { status: 'missing', indexHtml };
  const urls = eagerScriptUrls(await readFile(indexHtml, 'utf8'));
  const files = await Promise.all(urls.map((url) => measureFile(distDir, url, base)));
  return { status: 'measured', files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** `<script type="module" src>` and `<link rel="modulepreload" href>`, each once, in document order. */
function eagerScriptUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [, tag = '', attributeText = ''] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = parseAttributes(attributeText);
    const isModuleScript = tag.toLowerCase() === 'script' && attributes.get('type') === 'module';
    const isModulePreload =
      tag.toLowerCase() === 'link' && attributes.get('rel')?.split(/\s+/).includes('modulepreload');
    const url = isModuleScript ? attributes.get('src') : isModulePreload ? attributes.get('href') : undefined;
    if (url) urls.add(url);
  }
  return [...urls];
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', doubleQuoted, singleQuoted, bare] of text.matchAll(
    /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
  )) {
    attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

async function measureFile(distDir: string, url: string, base: string): Promise<BundleFile> {
  const pathname = url.split(/[?#]/)[0] ?? '';
  const relative = (pathname.startsWith(base) ? pathname.slice(base.length) : pathname).replace(/^\.?\//, '');
  const contents = await readFile(path.join(distDir, relative));
  const zipped = await gzipAsync(contents, { level: constants.Z_BEST_COMPRESSION });
  return { path: relative, bytes: contents.length, gzipBytes: zipped.length };
}

export type ChunkReport =
  | { status: 'missing'; chunk: string; assetsDir: string }
  | { status: 'measured'; files: BundleFile[]; gzipBytes: number };

const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g;

/** The chunk files a chunk imports statically, itself included, following their own imports. */
async function importClosure(assetsDir: string, file: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = await readFile(path.join(assetsDir, file), 'utf8');
  for (const [, imported = ''] of text.matchAll(RELATIVE_IMPORT)) await importClosure(assetsDir, imported, seen);
  return seen;
}

/**
 * What a lazily loaded chunk brings of its own (the router's or React.lazy's `import()` of a module
 * named `chunk`): its JavaScript and stylesheet, and the chunks it imports that the chunk loading it
 * (`loadedBy`) does not already bring, each gzipped at level 9.
 */
export async function measureLazyChunk(distDir: string, chunk: string, loadedBy: string): Promise<ChunkReport> {
  const assetsDir = path.join(distDir, 'assets');
  const names = existsSync(assetsDir) ? await readdir(assetsDir) : [];
  // A chunk's file is its module's name and an 8-character hash (base64url, so '-' may be in it).
  const named = (prefix: string, extension: string) =>
    names.filter((name) => new RegExp(`^${prefix}-[\\w-]{8}\\${extension}$`).test(name));
  const [own] = named(chunk, '.js');
  const [loader] = named(loadedBy, '.js');
  if (!own || !loader) return { status: 'missing', chunk, assetsDir };
  const already = await importClosure(assetsDir, loader);
  const needed = [...(await importClosure(assetsDir, own))].filter((file) => !already.has(file));
  const files = await Promise.all(
    [...needed, ...named(chunk, '.css')].map((file) => measureFile(distDir, `assets/${file}`, '/')),
  );
  return { status: 'measured', files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
