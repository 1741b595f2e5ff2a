// A small PDF writer of our own (docs/receipts.md): the smallest PDF library bundles to ~512 KB, over
// every Lambda's budget (docs/lambda-bundles.md). One US Letter page of text in the PDF standard fonts
// Helvetica and Helvetica-Bold (every reader has them, so nothing is embedded), WinAnsiEncoding; the
// cross-reference table gives each object's byte offset. Used by receipts and course certificates.

/** Unicode code points WinAnsiEncoding places in 0x80-0x9F (Latin-1 covers 0x20-0x7E and 0xA0-0xFF). */
const WIN_ANSI_EXTRA: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

const QUESTION_MARK = 0x3f;

/** One character's WinAnsi byte: '?' for anything the encoding has no place for (an emoji, a CJK letter). */
function winAnsiByte(codePoint: number): number {
  if (codePoint < 0x20) return 0x20;
  if (codePoint <= 0x7e || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return WIN_ANSI_EXTRA[codePoint] ?? QUESTION_MARK;
}

/** A PDF literal string of `text`: WinAnsi bytes, with ( ) and \ escaped. */
export function pdfString(text: string): Buffer {
  const bytes: number[] = [0x28];
  for (const character of text) {
    const byte = winAnsiByte(character.codePointAt(0) ?? QUESTION_MARK);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
}

/** The page's content stream: each text at its place, in /F1 (Helvetica) or /F2 (Helvetica-Bold). */
function contentStream(texts: PdfText[]): Buffer {
  const parts = texts.map(({ text, x, y, size, bold }) =>
    Buffer.concat([Buffer.from(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td `, 'latin1'), pdfString(text), Buffer.from(' Tj ET\n', 'latin1')]),
  );
  return Buffer.concat(parts);
}

const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;

/** A one-page PDF (US Letter, 612 x 792 points) holding the texts. */
export function onePagePdf(texts: PdfText[]): Uint8Array {
  const content = contentStream(texts);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>'),
    Buffer.from(font('Helvetica')),
    Buffer.from(font('Helvetica-Bold')),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
  ];
  // The second line's bytes above 127 tell tools the file is binary.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(offset);
    chunks.push(object);
    offset += object.length;
  });
  const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  const trailer = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(trailer, 'latin1'));
  return new Uint8Array(Buffer.concat(chunks));
}
