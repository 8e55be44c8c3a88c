import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BundleFile, measureInitialBundle, measureLazyChunk } from './bundle-size.ts';
import { kilobytes } from './report.ts';

/**
 * `npm run editor-bundle -w @ava/bench` (after `npm run build -w @ava/web`): issue 25's figure.
 * The login route's eager JavaScript against its 150 kB gzip goal, and what the rich-text editor
 * brings of its own when a screen with it opens (TipTap, ProseMirror, the toolbar and KaTeX with
 * its stylesheet; the fonts are fetched by the browser only when a formula is drawn), gzip -9.
 * The viewer alone loads KaTeX ('formula' chunk) only for a text holding a formula.
 */
const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const LOGIN_GOAL_GZIP_BYTES = 150_000;

function printFiles(files: BundleFile[]) {
  for (const file of files) {
    console.log(
      `  ${path.join('apps/web/dist', file.path)}  ${kilobytes(file.bytes)} raw, ${kilobytes(file.gzipBytes)} gzip`,
    );
  }
}

const login = await measureInitialBundle(WEB_DIST);
if (login.status === 'missing') {
  console.log(`Editor bundle: skipped, no ${login.indexHtml} (npm run build -w @ava/web).`);
} else {
  const met = login.gzipBytes <= LOGIN_GOAL_GZIP_BYTES;
  console.log(
    `Login route, eager JS (gzip -9): ${kilobytes(login.gzipBytes)} in ${login.files.length} files, ` +
      `goal <= ${kilobytes(LOGIN_GOAL_GZIP_BYTES)}: ${met ? 'PASS' : 'MISS'}`,
  );
  const eager = new Set(login.files.map((file) => path.basename(file.path)));
  for (const chunk of ['rich-text-editor', 'formula']) {
    const report = await measureLazyChunk(WEB_DIST, chunk, 'index');
    if (report.status === 'missing') {
      console.log(`${chunk}: no chunk in ${report.assetsDir}`);
      continue;
    }
    const lazy = report.files.every((file) => !eager.has(path.basename(file.path)));
    console.log(
      `Chunk '${chunk}' and what it brings beyond the entry (gzip -9): ${kilobytes(report.gzipBytes)} ` +
        `in ${report.files.length} files, ${lazy ? 'none of them eager' : 'SOME EAGER'}`,
    );
    printFiles(report.files);
  }
}
