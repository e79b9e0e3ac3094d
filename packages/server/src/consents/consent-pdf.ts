import { PDFDocument, StandardFonts, rgb, type PDFImage, type PDFPage } from 'pdf-lib';
import { encodable, wrap } from '../pdf/pdf-text.ts';

export interface ConsentDocument {
  clinicName: string;
  title: string;
  version: number;
  body: string;
  signerName: string;
  signature: Buffer;
  witnessName: string | null;
  witnessSignature: Buffer | null;
  photoRelease: string;
  /** Date and time of signing, already in the clinic's zone. */
  signedAt: string;
  staffName: string;
  deviceAddress: string;
  deviceBrowser: string;
}

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const TEXT_WIDTH = PAGE.width - MARGIN * 2;
const SIGNATURE_BOX = { width: 220, height: 80 } as const;

/** The signed consent as a PDF: the text as signed, both signatures, and where and by whom it was taken. */
export async function renderConsentPdf(document: ConsentDocument): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} (version ${document.version})`);
  pdf.setProducer(document.clinicName);
  // A fixed date keeps the document's bytes a function of what was signed.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;

  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN;
  };
  const write = (text: string, { font = regular, size = 11, gap = 4 } = {}) => {
    for (const line of wrap(font, size, encodable(font, text), TEXT_WIDTH)) {
      room(size + gap);
      y -= size + gap;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0, 0, 0) });
    }
  };
  const space = (height: number) => {
    y -= height;
  };
  const signature = (image: PDFImage) => {
    const scaled = image.scaleToFit(SIGNATURE_BOX.width, SIGNATURE_BOX.height);
    room(scaled.height + 8);
    y -= scaled.height + 4;
    page.drawImage(image, { x: MARGIN, y, width: scaled.width, height: scaled.height });
    page.drawLine({
      start: { x: MARGIN, y: y - 2 },
      end: { x: MARGIN + SIGNATURE_BOX.width, y: y - 2 },
      thickness: 0.5,
      color: rgb(0.4, 0.4, 0.4),
    });
  };

  write(document.clinicName, { font: bold, size: 13 });
  write(`${document.title} (version ${document.version})`, { font: bold, size: 16, gap: 8 });
  space(8);
  for (const paragraph of document.body.split(/\n\s*\n/)) {
    for (const line of paragraph.split('\n')) {
      const heading = /^#{1,6}\s+(.*)$/.exec(line.trim());
      if (heading) write(heading[1] ?? '', { font: bold, size: 12 });
      else write(line);
    }
    space(6);
  }
  space(10);
  write(`Photo release: ${document.photoRelease}`);
  space(6);
  write(`Patient: ${document.signerName}`, { font: bold });
  signature(await pdf.embedPng(document.signature));
  if (document.witnessName && document.witnessSignature) {
    space(10);
    write(`Witness: ${document.witnessName}`, { font: bold });
    signature(await pdf.embedPng(document.witnessSignature));
  }
  space(14);
  write(`Signed: ${document.signedAt}`, { size: 9 });
  write(`Taken by: ${document.staffName}`, { size: 9 });
  write(`Device address: ${document.deviceAddress}`, { size: 9 });
  write(`Browser: ${document.deviceBrowser}`, { size: 9 });
  return Buffer.from(await pdf.save());
}
