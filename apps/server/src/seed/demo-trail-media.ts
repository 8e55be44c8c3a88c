import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { drawable, wrap } from '../platform/pdf/pdf-text.ts';

/**
 * The demo trails' files, made when the seed runs: nothing is downloaded. Pictures are a few
 * flat shapes painted into a PNG; handouts are A4 PDFs of a title and paragraphs.
 */

type Color = readonly [number, number, number];

export type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: Color }
  | { kind: 'circle'; x: number; y: number; radius: number; color: Color }
  /** A slice of a circle from `from` to `to` turns (0 is up, clockwise), for fraction pictures. */
  | { kind: 'slice'; x: number; y: number; radius: number; from: number; to: number; color: Color };

export interface Picture {
  width: number;
  height: number;
  /** The sky or paper colour at the top and at the bottom. */
  background: readonly [Color, Color];
  /** Painted in order, each over the ones before it. */
  shapes: readonly Shape[];
}

/** Whether the pixel is inside the shape; cheap on the rectangle around it first. */
function covers(shape: Shape, x: number, y: number): boolean {
  if (shape.kind === 'rect')
    return x >= shape.x && x < shape.x + shape.width && y >= shape.y && y < shape.y + shape.height;
  const dx = x - shape.x;
  const dy = y - shape.y;
  if (Math.abs(dx) > shape.radius || Math.abs(dy) > shape.radius) return false;
  if (dx * dx + dy * dy > shape.radius * shape.radius) return false;
  if (shape.kind === 'circle') return true;
  const turn = (Math.atan2(dx, -dy) / (2 * Math.PI) + 1) % 1;
  return turn >= shape.from && turn < shape.to;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** The picture as an 8-bit RGB PNG. */
export function pictureToPng(picture: Picture): Buffer {
  const { width, height, background, shapes } = picture;
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    const t = height > 1 ? y / (height - 1) : 0;
    const sky = background[0].map((top, i) => Math.round(top + ((background[1][i] ?? top) - top) * t));
    for (let x = 0; x < width; x++) {
      let color: readonly number[] = sky;
      for (const shape of shapes) if (covers(shape, x, y)) color = shape.color;
      pixels.set(color, y * row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface Handout {
  title: string;
  /** Each page's paragraphs; a paragraph starting with '• ' is drawn as a list item. */
  pages: readonly (readonly string[])[];
}

const A4 = { width: 595.28, height: 841.89, margin: 56 };

/** The handout as an A4 PDF: a coloured band with its title, then its paragraphs, page by page. */
export async function handoutToPdf(handout: Handout): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(handout.title);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = A4.width - 2 * A4.margin;
  for (const [index, paragraphs] of handout.pages.entries()) {
    const page = pdf.addPage([A4.width, A4.height]);
    page.drawRectangle({ x: 0, y: A4.height - 110, width: A4.width, height: 110, color: rgb(0.16, 0.36, 0.7) });
    page.drawText(drawable(bold, handout.title), {
      x: A4.margin,
      y: A4.height - 70,
      size: 24,
      font: bold,
      color: rgb(1, 1, 1),
    });
    let y = A4.height - 160;
    for (const paragraph of paragraphs) {
      for (const line of wrap(drawable(regular, paragraph), regular, 13, textWidth)) {
        page.drawText(line, { x: A4.margin, y, size: 13, font: regular, color: rgb(0.13, 0.13, 0.18) });
        y -= 19;
      }
      y -= 12;
    }
    const folio = `${index + 1} / ${handout.pages.length}`;
    page.drawText(folio, {
      x: A4.width - A4.margin - regular.widthOfTextAtSize(folio, 10),
      y: 32,
      size: 10,
      font: regular,
    });
  }
  return Buffer.from(await pdf.save());
}
