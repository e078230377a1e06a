/**
 * A one-page PDF written by hand (PDF 1.4, the standard Helvetica fonts, no compression): the direct-deposit form is a
 * few lines of text, which needs no library (pdf-lib is ~1 MB and unmaintained since 2021; pdfkit brings font data).
 * Text is WinAnsi: characters outside Latin-1 become '?'.
 */

/** One line of text: where (points from the bottom left), how big, bold or not. */
export type PdfLine = { text: string; x: number; y: number; size: number; isBold?: boolean };

/** A literal PDF string: backslash, parentheses and bytes outside printable ASCII are escaped; beyond Latin-1 is '?'. */
export const pdfString = (text: string): string => {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code >= 32 && code < 127) out += char;
    else if (code >= 160 && code <= 255) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return `${out})`;
};

/** A US letter page (612 × 792 points) holding `lines`, as the bytes of a PDF file. */
export const pdfDocument = (lines: PdfLine[], title: string): Uint8Array => {
  const content = lines
    .map((line) => `BT /${line.isBold ? 'F2' : 'F1'} ${line.size} Tf 1 0 0 1 ${line.x} ${line.y} Tm ${pdfString(line.text)} Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Qube) >>`,
  ];
  // The header's second line holds bytes above 127, so tools treat the file as binary (PDF 1.4, 7.5.2).
  let file = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(file, 'latin1'));
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(file, 'latin1');
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(file, 'latin1'));
};
