import type { RxPdfLayout } from '@clinic/contracts';
import { PDFDocument, StandardFonts, degrees, rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { encodable, wrap } from '../pdf/pdf-text.ts';

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

const GEOMETRY: Record<RxPdfLayout, { width: number; height: number; margin: number; size: number }> = {
  a5: { width: 419.53, height: 595.28, margin: 32, size: 9 },
  a4: { width: 595.28, height: 841.89, margin: 48, size: 10.5 },
};

const BLACK = rgb(0, 0, 0);

/** The document's PDF on A5 or A4, with the verification QR code and its address as text. */
export async function renderIssuedDocumentPdf(document: PrintedIssuedDocument, layout: RxPdfLayout): Promise<Buffer> {
  const { width, height, margin, size } = GEOMETRY[layout];
  const textWidth = width - margin * 2;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} ${document.code}`);
  // A fixed date keeps the bytes a function of the document.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const qr = await pdf.embedPng(
    await QRCode.toBuffer(document.verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  );
  const signature = document.signature ? await pdf.embedPng(document.signature) : undefined;
  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = pdf.addPage([width, height]);
    pages.push(page);
    y = height - margin;
  };
  const room = (needed: number) => {
    if (y - needed < margin) newPage();
  };
  const lineHeight = (fontSize: number) => fontSize * 1.4;
  const write = (text: string, { font = regular, fontSize = size, center = false, indent = 0 } = {}) => {
    for (const line of wrap(font, fontSize, encodable(font, text), textWidth - indent)) {
      room(lineHeight(fontSize));
      y -= lineHeight(fontSize);
      const x = center ? (width - font.widthOfTextAtSize(line, fontSize)) / 2 : margin + indent;
      page.drawText(line, { x, y, size: fontSize, font, color: BLACK });
    }
  };
  const rule = () => {
    room(10);
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: width - margin, y }, thickness: 0.6, color: BLACK });
    y -= 4;
  };

  newPage();
  const [name, ...rest] = document.letterhead;
  if (name) write(name, { font: bold, fontSize: size * 1.5, center: true });
  for (const line of rest) write(line, { center: true });
  rule();
  write(document.title, { font: bold, fontSize: size * 1.25, center: true });
  y -= size * 0.5;
  for (const line of document.patient) write(line);
  rule();
  if (document.symbol) write(document.symbol, { font: bold, fontSize: size * 2.4 });
  for (const block of document.body) {
    y -= size * 0.4;
    if (block.heading) write(block.heading, { font: bold });
    for (const line of block.lines) write(line, { indent: block.heading ? size : 0 });
  }

  // The signature block, right-aligned, and the QR code beside it at the left.
  const qrSize = layout === 'a5' ? 78 : 96;
  const signatureHeight = 40;
  // Room for each signer line wrapped once, at most.
  const signerHeight = document.signer.length * 2 * lineHeight(size);
  room(Math.max(qrSize, signatureHeight + signerHeight) + size * 4);
  y -= size * 2;
  const blockTop = y;
  const signerX = width / 2;
  if (signature) {
    const scaled = signature.scaleToFit(textWidth / 2, signatureHeight);
    page.drawImage(signature, { x: signerX, y: y - scaled.height, width: scaled.width, height: scaled.height });
  }
  y -= signatureHeight;
  page.drawLine({ start: { x: signerX, y }, end: { x: width - margin, y }, thickness: 0.6, color: BLACK });
  for (const [index, text] of document.signer.entries()) {
    const font = index === 0 ? bold : regular;
    for (const line of wrap(font, size, encodable(font, text), width - margin - signerX)) {
      y -= lineHeight(size);
      page.drawText(line, { x: signerX, y, size, font, color: BLACK });
    }
  }
  page.drawImage(qr, { x: margin, y: blockTop - qrSize, width: qrSize, height: qrSize });
  y = Math.min(y, blockTop - qrSize);
  y -= size * 0.5;
  write('Verify this document at:', { fontSize: size * 0.85 });
  write(document.verifyUrl, { fontSize: size * 0.85 });
  write(`Verification code: ${document.code}`, { fontSize: size * 0.85 });

  if (document.revoked) {
    for (const printed of pages) {
      printed.drawText('REVOKED', {
        x: width * 0.15,
        y: height * 0.3,
        size: layout === 'a5' ? 64 : 96,
        font: bold,
        color: rgb(0.8, 0, 0),
        opacity: 0.35,
        rotate: degrees(40),
      });
    }
  }
  return Buffer.from(await pdf.save());
}
