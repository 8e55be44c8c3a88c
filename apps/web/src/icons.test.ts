import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/**
 * Emoji and pictographic signs (arrows, stars, check marks...) show as empty boxes on machines
 * without an emoji font; icons come from lucide-react instead (docs: apps/web/README.md).
 */
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{So}\u2190-\u21FF]/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('icons', () => {
  it('the app writes no emoji or pictographic sign in its code or texts', () => {
    const found = sourceFiles(src).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          PICTOGRAPH.test(line) ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
