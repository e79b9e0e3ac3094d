import type { PdfLayout } from '@clinic/contracts';
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { encodable, wrap } from '../pdf/pdf-text.ts';

/** One printed line of goods or services; amounts already formatted. */
export interface PrintedLine {
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

/** An invoice or credit memo as it prints: every text already worded and formatted. */
export interface PrintedDocument {
  title: 'INVOICE' | 'CREDIT MEMO';
  /** The seller's lines at the head: registered name, trade name, TIN, address, VAT registration. */
  seller: string[];
  number: string;
  date: string;
  /** The buyer's name, address and TIN, each worded ("Sold to: ..."). */
  buyer: string[];
  /** Further lines under the buyer: the invoice a credit memo is against, its reason. */
  notes: string[];
  lines: PrintedLine[];
  totals: [label: string, amount: string][];
  /** The senior citizen's or PWD's name and ID, above the line they sign on. */
  signer: string[];
  footer: string[];
  void: boolean;
}

interface Geometry {
  width: number;
  /** A4 pages are fixed; a receipt is one strip, cut to its content at the end. */
  height: number;
  margin: number;
  size: number;
  titleSize: number;
}

const GEOMETRY: Record<PdfLayout, Geometry> = {
  a4: { width: 595.28, height: 841.89, margin: 48, size: 10, titleSize: 18 },
  // 80 mm paper; 3,000 points is room for a long receipt before a second strip starts.
  receipt: { width: 226.77, height: 3000, margin: 10, size: 7.5, titleSize: 12 },
};

const BLACK = rgb(0, 0, 0);

/** The document's PDF, in the A4 or the 80 mm receipt layout. */
export async function renderDocumentPdf(document: PrintedDocument, layout: PdfLayout): Promise<Buffer> {
  const { width, height, margin, size, titleSize } = GEOMETRY[layout];
  const textWidth = width - margin * 2;
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} ${document.number}`);
  // A fixed date keeps the bytes a function of the document.
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
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
  const lineHeight = (fontSize: number) => fontSize * 1.35;
  const write = (text: string, { font = regular, fontSize = size, center = false } = {}) => {
    for (const line of wrap(font, fontSize, encodable(font, text), textWidth)) {
      room(lineHeight(fontSize));
      y -= lineHeight(fontSize);
      const x = center ? (width - font.widthOfTextAtSize(line, fontSize)) / 2 : margin;
      page.drawText(line, { x, y, size: fontSize, font, color: BLACK });
    }
  };
  /** Text ending at `right`, for amounts in a column. */
  const writeRight = (text: string, right: number, font: PDFFont = regular) => {
    const shown = encodable(font, text);
    page.drawText(shown, { x: right - font.widthOfTextAtSize(shown, size), y, size, font, color: BLACK });
  };
  const rule = () => {
    room(size);
    y -= size / 2;
    page.drawLine({
      start: { x: margin, y },
      end: { x: width - margin, y },
      thickness: 0.5,
      color: rgb(0.5, 0.5, 0.5),
    });
    y -= size / 4;
  };
  const space = (points: number) => {
    y -= points;
  };

  newPage();
  const center = layout === 'receipt';
  document.seller.forEach((line, index) => write(line, { font: index === 0 ? bold : regular, center }));
  space(size);
  write(document.title, { font: bold, fontSize: titleSize, center });
  write(`No. ${document.number}`, { font: bold, center });
  write(`Date: ${document.date}`, { center });
  rule();
  for (const line of [...document.buyer, ...document.notes]) write(line);
  rule();

  if (layout === 'a4') {
    // Description, then quantity, unit price and amount in right-aligned columns.
    const columns = {
      quantity: margin + textWidth * 0.62,
      unitPrice: margin + textWidth * 0.8,
      amount: width - margin,
    };
    const descriptionWidth = textWidth * 0.52;
    room(lineHeight(size));
    y -= lineHeight(size);
    page.drawText('Description', { x: margin, y, size, font: bold });
    writeRight('Qty', columns.quantity, bold);
    writeRight('Unit price', columns.unitPrice, bold);
    writeRight('Amount', columns.amount, bold);
    for (const line of document.lines) {
      const descriptionLines = wrap(regular, size, encodable(regular, line.description), descriptionWidth);
      room(lineHeight(size) * descriptionLines.length);
      descriptionLines.forEach((text, index) => {
        y -= lineHeight(size);
        page.drawText(text, { x: margin, y, size, font: regular });
        if (index > 0) return;
        writeRight(line.quantity, columns.quantity);
        writeRight(line.unitPrice, columns.unitPrice);
        writeRight(line.amount, columns.amount);
      });
    }
  } else {
    // A narrow strip: each line's description, then its quantity, unit price and amount below.
    for (const line of document.lines) {
      write(line.description);
      room(lineHeight(size));
      y -= lineHeight(size);
      page.drawText(encodable(regular, `${line.quantity} x ${line.unitPrice}`), {
        x: margin + 8,
        y,
        size,
        font: regular,
      });
      writeRight(line.amount, width - margin);
    }
  }
  rule();
  for (const [label, amount] of document.totals) {
    room(lineHeight(size));
    y -= lineHeight(size);
    const strong = label === 'Total due' || label === 'Total credited';
    page.drawText(encodable(regular, label), { x: margin, y, size, font: strong ? bold : regular });
    writeRight(amount, width - margin, strong ? bold : regular);
  }

  if (document.signer.length > 0) {
    rule();
    for (const line of document.signer) write(line);
    space(size * 3);
    room(lineHeight(size) * 2);
    page.drawLine({
      start: { x: margin, y },
      end: { x: margin + Math.min(textWidth, 200), y },
      thickness: 0.5,
      color: BLACK,
    });
    write('Signature of the senior citizen or PWD');
  }
  if (document.footer.length > 0) {
    rule();
    for (const line of document.footer) write(line, { center });
  }

  if (layout === 'receipt') page.setMediaBox(0, y - margin, width, height - (y - margin));
  if (document.void) {
    for (const printed of pages) {
      const box = printed.getMediaBox();
      const voidSize = layout === 'a4' ? 120 : 48;
      printed.drawText('VOID', {
        x: box.x + box.width * 0.18,
        y: box.y + box.height * 0.35,
        size: voidSize,
        font: bold,
        color: rgb(0.8, 0, 0),
        opacity: 0.35,
        rotate: degrees(layout === 'a4' ? 40 : 25),
      });
    }
  }
  return Buffer.from(await pdf.save());
}
