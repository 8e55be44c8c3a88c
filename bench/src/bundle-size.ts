import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
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
