import { formatReportCell, type ReportTable } from '@ava/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawable } from '../../platform/pdf/pdf-text.ts';

/** A4 landscape: a report has up to twelve columns. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const SIZE = 8;
const ROW_HEIGHT = SIZE * 2;
const GREY = rgb(0.93, 0.93, 0.93);

/** A cell's text cut to its width, with an ellipsis when it does not fit. */
function fit(text: string, font: PDFFont, width: number): string {
  const clean = drawable(font, text);
  if (font.widthOfTextAtSize(clean, SIZE) <= width) return clean;
  let cut = clean.length;
  while (cut > 1 && font.widthOfTextAtSize(`${clean.slice(0, cut)}...`, SIZE) > width) cut -= 1;
  return `${clean.slice(0, cut)}...`;
}

/**
 * The report as a PDF table: its title and period, then the header (repeated on every page),
 * then one line per row, text cells widest. Cells are written as the web table writes them.
 */
export async function renderReportPdf(title: string, subtitle: string, table: ReportTable): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const inner = PAGE.width - 2 * PAGE.margin;
  const weights = table.columns.map((column) => (column.type === 'text' ? 2.5 : 1));
  const unit = inner / weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((weight) => weight * unit);
  let page: PDFPage;
  let y = 0;

  function line(cells: string[], font: PDFFont, shade: boolean) {
    if (shade) page.drawRectangle({ x: PAGE.margin, y: y - 4, width: inner, height: ROW_HEIGHT, color: GREY });
    let x = PAGE.margin;
    for (const [index, cell] of cells.entries()) {
      const width = widths[index] ?? unit;
      page.drawText(fit(cell, font, width - 4), { x: x + 2, y, size: SIZE, font, color: rgb(0, 0, 0) });
      x += width;
    }
    y -= ROW_HEIGHT;
  }

  function newPage(first: boolean) {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin - SIZE;
    if (first) {
      page.drawText(drawable(bold, title), { x: PAGE.margin, y, size: SIZE + 6, font: bold });
      y -= ROW_HEIGHT + 4;
      page.drawText(drawable(regular, subtitle), { x: PAGE.margin, y, size: SIZE + 1, font: regular });
      y -= ROW_HEIGHT + 4;
    }
    line(
      table.columns.map((column) => column.header),
      bold,
      true,
    );
  }

  newPage(true);
  if (table.rows.length === 0) line(['Nenhum dado encontrado'], regular, false);
  for (const row of table.rows) {
    if (y < PAGE.margin) newPage(false);
    line(
      table.columns.map((column) => formatReportCell(row[column.key], column.type)),
      regular,
      false,
    );
  }
  return pdf.save();
}
