// Reads back the text a PDF built by pdf-lib draws, page by page, so tests can check what a
// reader will actually see. pdf-lib writes Flate-compressed content streams and shows the
// standard fonts' text as hex strings (<48657257...> Tj), which is all this needs to handle.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
}

/** The strings drawn on each page, one per text operation, joined with line breaks. */
export async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const operators = streams.map(streamText).join('\n');
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((match) => Buffer.from(match[1] ?? '', 'hex').toString('latin1')).join('\n');
  });
}

/** Collapses whitespace, so text wrapped over several lines compares with its source. */
export function normalizeText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
