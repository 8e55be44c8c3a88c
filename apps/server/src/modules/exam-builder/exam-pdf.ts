import { DEFAULT_EXAM_LAYOUT, EXAM_LAYOUTS, type ExamDetail, type Wording } from '@ava/contracts';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawable, wrap } from '../../platform/pdf/pdf-text.ts';
import { plainText } from '../question-bank/question-bank.module.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const LETTERS = 'abcdefghij';
/** The tallest a picture is drawn, in points, so a question stays readable around it. */
const MAX_IMAGE_HEIGHT = 220;

/** The bytes of a stored file the reader may see, or null when it cannot be read. */
export type ReadStoredFile = (key: string) => Promise<Uint8Array | null>;

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** Where the student writes their classroom, in the platform's wording. */
const GROUP_LABEL: Record<Wording, string> = { school: 'Turma', corporate: 'Curso' };

/**
 * The printed version of an exam (README 'Printed exam'): a header for the student's name,
 * the description and guidance, then each question with its alternatives lettered a, b, c...
 * PNG and JPEG pictures are drawn where they belong; sounds, and pictures of other formats,
 * become a note. The layout sets the font size. The questions' file fields hold storage keys.
 */
export async function renderPrintedExam(
  exam: Pick<ExamDetail, 'description' | 'guidance' | 'layout_id' | 'questions'>,
  readFile: ReadStoredFile,
  wording: Wording = 'school',
) {
  const layout =
    EXAM_LAYOUTS.find((candidate) => candidate.id === exam.layout_id) ??
    EXAM_LAYOUTS.find((candidate) => candidate.id === DEFAULT_EXAM_LAYOUT);
  const size = layout?.font_size ?? 12;
  const pdf = await PDFDocument.create();
  pdf.setTitle(exam.description);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  function write(text: string, options: { font?: PDFFont; size?: number; indent?: number; gap?: number } = {}) {
    const font = options.font ?? regular;
    const fontSize = options.size ?? size;
    const indent = options.indent ?? 0;
    for (const line of wrap(drawable(font, text), font, fontSize, width - indent)) {
      if (y - fontSize < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= fontSize * 1.35;
      page.drawText(line, { x: PAGE.margin + indent, y, size: fontSize, font, color: rgb(0, 0, 0) });
    }
    y -= options.gap ?? 0;
  }

  async function embedded(key: string | null): Promise<PDFImage | null> {
    if (!key) return null;
    const bytes = await readFile(key);
    if (!bytes) return null;
    if (isPng(bytes)) return pdf.embedPng(bytes);
    if (isJpeg(bytes)) return pdf.embedJpg(bytes);
    return null;
  }

  function draw(image: PDFImage, indent = 0) {
    const scale = Math.min(1, (width - indent) / image.width, MAX_IMAGE_HEIGHT / image.height);
    const { width: drawnWidth, height: drawnHeight } = image.scale(scale);
    if (y - drawnHeight < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    y -= drawnHeight + size * 0.3;
    page.drawImage(image, { x: PAGE.margin + indent, y, width: drawnWidth, height: drawnHeight });
  }

  write(exam.description, { font: bold, size: size + 4, gap: size });
  write(`Nome: ______________________________________   ${GROUP_LABEL[wording]}: __________   Data: ___/___/______`, {
    gap: size,
  });
  const guidance = plainText(exam.guidance);
  if (guidance) write(guidance, { gap: size });
  for (const [index, question] of exam.questions.entries()) {
    write(`${index + 1}. ${plainText(question.question_txt)}`, { font: bold, gap: size * 0.3 });
    const picture = await embedded(question.question_img);
    if (picture) draw(picture);
    const notes = [question.question_img && !picture && 'imagem', question.question_snd && 'áudio'].filter(Boolean);
    if (notes.length > 0) write(`(Esta questão tem ${notes.join(' e ')} na versão digital.)`, { size: size - 2 });
    for (const [position, alternative] of question.alternatives.entries()) {
      write(`(${LETTERS[position] ?? '?'}) ${plainText(alternative.alternative_txt)}`, { indent: size });
      const alternativePicture = await embedded(alternative.alternative_img);
      if (alternativePicture) draw(alternativePicture, size * 2);
    }
    y -= size;
  }
  return pdf.save();
}
