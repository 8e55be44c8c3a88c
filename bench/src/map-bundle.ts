import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureLazyChunk } from './bundle-size.ts';
import { kilobytes } from './report.ts';

/**
 * `npm run map-bundle -w @ava/bench`: the student's interactive map's own assets (its art is SVG
 * drawn by its React components, so its chunk is all of it), gzip -9, against issue 22's budget.
 * The home loads the map lazily: its first paint carries none of this.
 */
const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const GOAL_GZIP_BYTES = 150_000;

const report = await measureLazyChunk(WEB_DIST, 'interactive-map', 'student-home');
if (report.status === 'missing') {
  console.log(`Interactive map: skipped, no ${report.chunk} chunk in ${report.assetsDir} (npm run build -w @ava/web).`);
} else {
  const met = report.gzipBytes <= GOAL_GZIP_BYTES;
  console.log(
    `Interactive map, its own assets (gzip -9): ${kilobytes(report.gzipBytes)} in ${report.files.length} files, ` +
      `goal <= ${kilobytes(GOAL_GZIP_BYTES)}: ${met ? 'PASS' : 'MISS'}`,
  );
  for (const file of report.files) {
    console.log(
      `  ${path.join('apps/web/dist', file.path)}  ${kilobytes(file.bytes)} raw, ${kilobytes(file.gzipBytes)} gzip`,
    );
  }
}
