import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { type EssayBookmarkPosition, essayBookmarkPositionSchema } from '@ava/contracts';

/** Bookmark positions are stored compressed (document 2 section 5): raw deflate of the JSON, in base64. */
export function compressPosition(position: EssayBookmarkPosition): string {
  return deflateRawSync(Buffer.from(JSON.stringify(position), 'utf8')).toString('base64');
}

export function decompressPosition(stored: string): EssayBookmarkPosition {
  const json = inflateRawSync(Buffer.from(stored, 'base64')).toString('utf8');
  return essayBookmarkPositionSchema.parse(JSON.parse(json));
}
