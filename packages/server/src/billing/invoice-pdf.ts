import type { PdfLayout } from '@clinic/contracts';
import { rgb } from 'pdf-lib';
import { encodable, wrap } from '../pdf/pdf-text.ts';
import { BLACK, PdfWriter, type PageGeometry } from '../pdf/pdf-writer.ts';

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

const GREY = rgb(0.5, 0.5, 0.5);

// A rule takes a line's room: half a line above it, a quarter below.
const GEOMETRY: Record<PdfLayout, { page: PageGeometry; titleSize: number }> = {
  a4: {
    page: {
      width: 595.28,
      height: 841.89,
      margin: 48,
      size: 10,
      leading: 1.35,
      rule: { room: 10, above: 5, below: 2.5, thickness: 0.5, color: GREY },
    },
    titleSize: 18,
  },
  // 80 mm paper; 3,000 points is room for a long receipt before a second strip starts. A receipt
  // is one strip, cut to its content at the end.
  receipt: {
    page: {
      width: 226.77,
      height: 3000,
      margin: 10,
      size: 7.5,
      leading: 1.35,
      rule: { room: 7.5, above: 3.75, below: 1.875, thickness: 0.5, color: GREY },
    },
    titleSize: 12,
  },
};

/** The document's PDF, in the A4 or the 80 mm receipt layout. */
export async function renderDocumentPdf(document: PrintedDocument, layout: PdfLayout): Promise<Buffer> {
  const { page: pageGeometry, titleSize } = GEOMETRY[layout];
  const { width, height, margin, size } = pageGeometry;
  const out = await PdfWriter.create(`${document.title} ${document.number}`, pageGeometry);
  const { regular, bold, textWidth } = out;

  out.newPage();
  const center = layout === 'receipt';
  document.seller.forEach((line, index) => out.write(line, { font: index === 0 ? bold : regular, center }));
  out.y -= size;
  out.write(document.title, { font: bold, fontSize: titleSize, center });
  out.write(`No. ${document.number}`, { font: bold, center });
  out.write(`Date: ${document.date}`, { center });
  out.rule();
  for (const line of [...document.buyer, ...document.notes]) out.write(line);
  out.rule();

  if (layout === 'a4') {
    // Description, then quantity, unit price and amount in right-aligned columns.
    const columns = {
      quantity: margin + textWidth * 0.62,
      unitPrice: margin + textWidth * 0.8,
      amount: width - margin,
    };
    const descriptionWidth = textWidth * 0.52;
    out.nextLine();
    out.page.drawText('Description', { x: margin, y: out.y, size, font: bold });
    out.writeRight('Qty', columns.quantity, bold);
    out.writeRight('Unit price', columns.unitPrice, bold);
    out.writeRight('Amount', columns.amount, bold);
    for (const line of document.lines) {
      const descriptionLines = wrap(regular, size, encodable(regular, line.description), descriptionWidth);
      out.room(out.lineHeight() * descriptionLines.length);
      descriptionLines.forEach((text, index) => {
        out.y -= out.lineHeight();
        out.page.drawText(text, { x: margin, y: out.y, size, font: regular });
        if (index > 0) return;
        out.writeRight(line.quantity, columns.quantity);
        out.writeRight(line.unitPrice, columns.unitPrice);
        out.writeRight(line.amount, columns.amount);
      });
    }
  } else {
    // A narrow strip: each line's description, then its quantity, unit price and amount below.
    for (const line of document.lines) {
      out.write(line.description);
      out.nextLine();
      out.page.drawText(encodable(regular, `${line.quantity} x ${line.unitPrice}`), {
        x: margin + 8,
        y: out.y,
        size,
        font: regular,
      });
      out.writeRight(line.amount, width - margin);
    }
  }
  out.rule();
  for (const [label, amount] of document.totals) {
    out.nextLine();
    const strong = label === 'Total due' || label === 'Total credited';
    out.page.drawText(encodable(regular, label), { x: margin, y: out.y, size, font: strong ? bold : regular });
    out.writeRight(amount, width - margin, strong ? bold : regular);
  }

  if (document.signer.length > 0) {
    out.rule();
    for (const line of document.signer) out.write(line);
    out.y -= size * 3;
    out.room(out.lineHeight() * 2);
    out.page.drawLine({
      start: { x: margin, y: out.y },
      end: { x: margin + Math.min(textWidth, 200), y: out.y },
      thickness: 0.5,
      color: BLACK,
    });
    out.write('Signature of the senior citizen or PWD');
  }
  if (document.footer.length > 0) {
    out.rule();
    for (const line of document.footer) out.write(line, { center });
  }

  if (layout === 'receipt') out.page.setMediaBox(0, out.y - margin, width, height - (out.y - margin));
  if (document.void) {
    out.stamp('VOID', {
      size: layout === 'a4' ? 120 : 48,
      angle: layout === 'a4' ? 40 : 25,
      at: { x: 0.18, y: 0.35 },
    });
  }
  return out.save();
}
