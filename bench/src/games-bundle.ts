import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_RUNTIME_PATH } from '@ava/contracts';
import { measureInitialBundle } from './bundle-size.ts';
import { kilobytes } from './report.ts';

/**
 * `npm run games-bundle -w @ava/bench`: the JavaScript the game runtime (apps/games) loads
 * before its first frame, gzip -9, against issue 19's budget. The rest (the content's checks,
 * the interaction played, drag and drop, sound, confetti) is loaded after that frame.
 */
const GAMES_DIST = fileURLToPath(new URL('../../apps/games/dist', import.meta.url));
const GOAL_GZIP_BYTES = 100_000;

const report = await measureInitialBundle(GAMES_DIST, GAME_RUNTIME_PATH);
if (report.status === 'missing') {
  console.log(`Game runtime bundle: skipped, ${report.indexHtml} is missing (npm run build -w @ava/games).`);
} else {
  const met = report.gzipBytes <= GOAL_GZIP_BYTES;
  console.log(
    `Game runtime, JavaScript before the first frame (gzip -9): ${kilobytes(report.gzipBytes)} in ${report.files.length} files, ` +
      `goal <= ${kilobytes(GOAL_GZIP_BYTES)}: ${met ? 'PASS' : 'MISS'}`,
  );
  for (const file of report.files) {
    console.log(
      `  ${path.join('apps/games/dist', file.path)}  ${kilobytes(file.bytes)} raw, ${kilobytes(file.gzipBytes)} gzip`,
    );
  }
}
