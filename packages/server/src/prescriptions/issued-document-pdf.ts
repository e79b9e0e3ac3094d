import type { RxPdfLayout } from '@clinic/contracts';
import QRCode from 'qrcode';
import { encodable, wrap } from '../pdf/pdf-text.ts';
import { BLACK, PdfWriter, type PageGeometry, type RuleStyle } from '../pdf/pdf-writer.ts';

/** A block of the body: a heading line in bold, then its lines. */
export interface PrintedBlock {
  heading?: string;
  lines: string[];
}

/** A prescription or certificate as it prints: every text already worded. */
export interface PrintedIssuedDocument {
  title: string;
  /** The doctor's name, specialty and letterhead lines, then the clinic's name and address. */
  letterhead: string[];
  /** Patient's name, age, sex, address, and the date. */
  patient: string[];
  /** Printed large before the body: "Rx" on a prescription. */
  symbol?: string;
  body: PrintedBlock[];
  /** The PNG of the doctor's signature, when one is on file. */
  signature: Buffer | null;
  /** Under the signature: the doctor's printed name, PRC, PTR and S2 lines. */
  signer: string[];
  verifyUrl: string;
  code: string;
  revoked: boolean;
}

const RULE: RuleStyle = { room: 10, above: 6, below: 4, thickness: 0.6, color: BLACK };

const GEOMETRY: Record<RxPdfLayout, PageGeometry> = {
  a5: { width: 419.53, height: 595.28, margin: 32, size: 9, leading: 1.4, rule: RULE },
  a4: { width: 595.28, height: 841.89, margin: 48, size: 10.5, leading: 1.4, rule: RULE },
};

/** The document's PDF on A5 or A4, with the verification QR code and its address as text. */
export async function renderIssuedDocumentPdf(document: PrintedIssuedDocument, layout: RxPdfLayout): Promise<Buffer> {
  const geometry = GEOMETRY[layout];
  const { width, margin, size } = geometry;
  const out = await PdfWriter.create(`${document.title} ${document.code}`, geometry);
  const { pdf, regular, bold } = out;
  const qr = await pdf.embedPng(
    await QRCode.toBuffer(document.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  );
  const signature = document.signature ? await pdf.embedPng(document.signature) : undefined;

  out.newPage();
  const [name, ...rest] = document.letterhead;
  if (name) out.write(name, { font: bold, fontSize: size * 1.5, center: true });
  for (const line of rest) out.write(line, { center: true });
  out.rule();
  out.write(document.title, { font: bold, fontSize: size * 1.25, center: true });
  out.y -= size * 0.5;
  for (const line of document.patient) out.write(line);
  out.rule();
  if (document.symbol) out.write(document.symbol, { font: bold, fontSize: size * 2.4 });
  for (const block of document.body) {
    out.y -= size * 0.4;
    if (block.heading) out.write(block.heading, { font: bold });
    for (const line of block.lines) out.write(line, { indent: block.heading ? size : 0 });
  }

  // The signature block, right-aligned, and the QR code beside it at the left.
  const qrSize = layout === 'a5' ? 78 : 96;
  const signatureHeight = 40;
  // Room for each signer line wrapped once, at most.
  const signerHeight = document.signer.length * 2 * out.lineHeight();
  out.room(Math.max(qrSize, signatureHeight + signerHeight) + size * 4);
  out.y -= size * 2;
  const blockTop = out.y;
  const signerX = width / 2;
  const { page } = out;
  if (signature) {
    const scaled = signature.scaleToFit(out.textWidth / 2, signatureHeight);
    page.drawImage(signature, { x: signerX, y: out.y - scaled.height, width: scaled.width, height: scaled.height });
  }
  out.y -= signatureHeight;
  page.drawLine({
    start: { x: signerX, y: out.y },
    end: { x: width - margin, y: out.y },
    thickness: 0.6,
    color: BLACK,
  });
  for (const [index, text] of document.signer.entries()) {
    const font = index === 0 ? bold : regular;
    for (const line of wrap(font, size, encodable(font, text), width - margin - signerX)) {
      out.y -= out.lineHeight();
      page.drawText(line, { x: signerX, y: out.y, size, font, color: BLACK });
    }
  }
  page.drawImage(qr, { x: margin, y: blockTop - qrSize, width: qrSize, height: qrSize });
  out.y = Math.min(out.y, blockTop - qrSize);
  out.y -= size * 0.5;
  out.write('Verify this document at:', { fontSize: size * 0.85 });
  out.write(document.verifyUrl, { fontSize: size * 0.85 });
  out.write(`Verification code: ${document.code}`, { fontSize: size * 0.85 });

  if (document.revoked) {
    out.stamp('REVOKED', { size: layout === 'a5' ? 64 : 96, angle: 40, at: { x: 0.15, y: 0.3 } });
  }
  return out.save();
}
