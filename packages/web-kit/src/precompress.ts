import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(?:js|css|svg|html)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes `.gz` and `.br` beside every built js, css, svg and html file (public files included),
 * because the server sends pre-compressed files as they are. A copy that is not smaller is skipped.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ava:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      for await (const file of files(outDir)) {
        const source = await readFile(file);
        const copies = await Promise.all([
          gzipAsync(source, { level: 9 }).then((data) => [`${file}.gz`, data] as const),
          brotliAsync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          }).then((data) => [`${file}.br`, data] as const),
        ]);
        for (const [target, data] of copies) if (data.length < source.length) await writeFile(target, data);
      }
    },
  };
}
