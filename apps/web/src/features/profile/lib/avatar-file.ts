import { FILE_INPUT_MAX_BYTES } from '@ava/contracts';

/** Document 1 section 5: only png and jpeg, one file, at most 5 MB (the server checks the content again). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;

export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): 'wrongType' | 'tooLarge' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > FILE_INPUT_MAX_BYTES) return 'tooLarge';
  return null;
}

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of the square written out: the cropped side, no larger than `max` pixels. */
export const outputSide = (area: PixelArea, max = 512) => Math.max(1, Math.min(max, Math.round(area.width)));

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image could not be read'));
    image.src = source;
  });
}

/** The square the user cropped, as a JPEG on white (a transparent PNG keeps a clean background). */
export async function cropSquare(source: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(source);
  const side = outputSide(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas unavailable');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/jpeg', 0.9),
  );
}
