import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/** The lines a PDF draws: each hex string of a Tj read as WinAnsi. */
export async function textOf(bytes: Buffer): Promise<string> {
  const lines = [...(await operatorsOf(bytes)).matchAll(/<([0-9A-Fa-f]*)> Tj/g)];
  return lines.map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1')).join('\n');
}

/** The drawing operators of every page, their content streams inflated. */
export async function operatorsOf(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const operators: string[] = [];
  for (const page of pdf.getPages()) {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of streams) {
      const stream = pdf.context.lookup(ref);
      if (stream instanceof PDFRawStream)
        operators.push(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
    }
  }
  return operators.join('\n');
}
