import { certificateWorkloadLabel, DISPLAY_TIME_ZONE, formatCertificateCode } from '@ava/contracts';
import { PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { drawable, wrap } from '../../platform/pdf/pdf-text.ts';
import type { CertificateRow } from './certificates.repository.ts';

/** A4 landscape, in points. */
const PAGE = { width: 841.89, height: 595.28, margin: 48 };
const QR_SIZE = 112;
const INK = rgb(0.13, 0.13, 0.18);
const FALLBACK = { primary: rgb(0.18, 0.1, 0.42), secondary: rgb(0.96, 0.65, 0.14) };

/** What of the platform the certificate prints: its name and the theme's colours. */
export interface CertificateBrand {
  platformName: string;
  colors: Record<string, string>;
}

/** '#2D1A6B' or '#fa3' to a colour; anything else to the fallback. */
function colorOf(value: string | undefined, fallback: RGB): RGB {
  const hex = value?.trim().replace(/^#/, '') ?? '';
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return fallback;
  const channel = (at: number) => Number.parseInt(full.slice(at, at + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

const longDate = (instant: Date) =>
  new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: DISPLAY_TIME_ZONE }).format(instant);

/**
 * The certificate as a one-page PDF: the platform's name and colours, the holder, what they
 * finished and when, and the validation code beside a QR code of the public validation address.
 * Helvetica is one of the PDF standard fonts pdf-lib carries: nothing is read from disk or network.
 */
export async function renderCertificatePdf(
  certificate: CertificateRow,
  validationUrl: string,
  brand: CertificateBrand,
): Promise<Uint8Array> {
  const primary = colorOf(brand.colors.primary, FALLBACK.primary);
  const secondary = colorOf(brand.colors.secondary, FALLBACK.secondary);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificado: ${certificate.title}`);
  pdf.setAuthor(brand.platformName);
  pdf.setLanguage('pt-BR');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([PAGE.width, PAGE.height]);

  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: primary });
  page.drawRectangle({ x: 18, y: 18, width: PAGE.width - 36, height: PAGE.height - 36, color: rgb(1, 1, 1) });
  page.drawRectangle({
    x: 28,
    y: 28,
    width: PAGE.width - 56,
    height: PAGE.height - 56,
    borderColor: secondary,
    borderWidth: 2,
  });

  let y = PAGE.height - 90;
  const centred = (text: string, font: PDFFont, size: number, color: RGB = INK, gap = 0.5) => {
    for (const line of wrap(drawable(font, text), font, size, PAGE.width - 4 * PAGE.margin)) {
      page.drawText(line, { x: (PAGE.width - font.widthOfTextAtSize(line, size)) / 2, y, size, font, color });
      y -= size * 1.25;
    }
    y -= size * gap;
  };

  centred(brand.platformName, bold, 16, primary, 1.5);
  centred('CERTIFICADO', bold, 40, primary, 0.8);
  centred('Certificamos que', regular, 15);
  centred(certificate.holder_name, bold, 28, INK, 0.6);
  centred(certificate.source === 'trail' ? 'concluiu a trilha de aprendizagem' : 'concluiu o curso', regular, 15);
  centred(certificate.title, bold, 22, primary, 0.6);
  const workload = certificate.workload_minutes
    ? `, com carga horária de ${certificateWorkloadLabel(certificate.workload_minutes)}`
    : '';
  centred(`em ${longDate(certificate.issued_at)}${workload}.`, regular, 15);

  await drawValidation(pdf, page, { code: formatCertificateCode(certificate.code), validationUrl, regular, bold });
  return pdf.save();
}

async function drawValidation(
  pdf: PDFDocument,
  page: PDFPage,
  text: { code: string; validationUrl: string; regular: PDFFont; bold: PDFFont },
) {
  const png = await QRCode.toBuffer(text.validationUrl, {
    type: 'png',
    margin: 1,
    errorCorrectionLevel: 'M',
    width: 320,
  });
  const qr = await pdf.embedPng(png);
  const x = PAGE.width - PAGE.margin - QR_SIZE;
  page.drawImage(qr, { x, y: PAGE.margin, width: QR_SIZE, height: QR_SIZE });
  const left = PAGE.margin + 8;
  page.drawText('Código de validação', { x: left, y: PAGE.margin + 56, size: 11, font: text.regular, color: INK });
  page.drawText(text.code, { x: left, y: PAGE.margin + 36, size: 18, font: text.bold, color: INK });
  const lines = wrap(drawable(text.regular, `Confira em ${text.validationUrl}`), text.regular, 9, x - left - 16);
  for (const [index, line] of lines.slice(0, 2).entries()) {
    page.drawText(line, { x: left, y: PAGE.margin + 18 - index * 11, size: 9, font: text.regular, color: INK });
  }
}
