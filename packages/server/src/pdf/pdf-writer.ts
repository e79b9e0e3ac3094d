import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { encodable, wrap } from './pdf-text.ts';

export const BLACK = rgb(0, 0, 0);

/** How a horizontal rule sits between blocks: the room it needs and its gaps above and below. */
export interface RuleStyle {
  room: number;
  above: number;
  below: number;
  thickness: number;
  color: RGB;
}

export interface PageGeometry {
  width: number;
  height: number;
  margin: number;
  /** The body text's font size. */
  size: number;
  /** A line's height as a multiple of its font size. */
  leading: number;
  rule: RuleStyle;
}

interface WriteOptions {
  font?: PDFFont;
  fontSize?: number;
  center?: boolean;
  indent?: number;
}

/**
 * A document written top to bottom in Helvetica: `y` is the baseline of the last line written,
 * and a line that would cross the bottom margin starts a new page.
 */
export class PdfWriter {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = 0;

  private constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly geometry: PageGeometry,
  ) {}

  static async create(title: string, geometry: PageGeometry): Promise<PdfWriter> {
    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    // A fixed date keeps the bytes a function of the document.
    pdf.setCreationDate(new Date(0));
    pdf.setModificationDate(new Date(0));
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(pdf, regular, bold, geometry);
  }

  get textWidth(): number {
    return this.geometry.width - this.geometry.margin * 2;
  }

  newPage(): void {
    this.page = this.pdf.addPage([this.geometry.width, this.geometry.height]);
    this.pages.push(this.page);
    this.y = this.geometry.height - this.geometry.margin;
  }

  /** A new page unless `needed` points still fit above the bottom margin. */
  room(needed: number): void {
    if (this.y - needed < this.geometry.margin) this.newPage();
  }

  lineHeight(fontSize = this.geometry.size): number {
    return fontSize * this.geometry.leading;
  }

  /** Moves down one line, onto a new page when it does not fit. */
  nextLine(fontSize = this.geometry.size): void {
    this.room(this.lineHeight(fontSize));
    this.y -= this.lineHeight(fontSize);
  }

  /** The text wrapped to the text width, each line on its own line. */
  write(
    text: string,
    { font = this.regular, fontSize = this.geometry.size, center = false, indent = 0 }: WriteOptions = {},
  ) {
    const { width, margin } = this.geometry;
    for (const line of wrap(font, fontSize, encodable(font, text), this.textWidth - indent)) {
      this.nextLine(fontSize);
      const x = center ? (width - font.widthOfTextAtSize(line, fontSize)) / 2 : margin + indent;
      this.page.drawText(line, { x, y: this.y, size: fontSize, font, color: BLACK });
    }
  }

  /** Text ending at `right` on the current line, for amounts in a column. */
  writeRight(text: string, right: number, font: PDFFont = this.regular): void {
    const { size } = this.geometry;
    const shown = encodable(font, text);
    this.page.drawText(shown, { x: right - font.widthOfTextAtSize(shown, size), y: this.y, size, font, color: BLACK });
  }

  rule(): void {
    const { width, margin, rule } = this.geometry;
    this.room(rule.room);
    this.y -= rule.above;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: width - margin, y: this.y },
      thickness: rule.thickness,
      color: rule.color,
    });
    this.y -= rule.below;
  }

  /**
   * A large, faint red word across every page ("VOID", "REVOKED"), starting at the fractions `at`
   * of the page's width and height.
   */
  stamp(word: string, { size, angle, at }: { size: number; angle: number; at: { x: number; y: number } }): void {
    for (const printed of this.pages) {
      const box = printed.getMediaBox();
      printed.drawText(word, {
        x: box.x + box.width * at.x,
        y: box.y + box.height * at.y,
        size,
        font: this.bold,
        color: rgb(0.8, 0, 0),
        opacity: 0.35,
        rotate: degrees(angle),
      });
    }
  }

  async save(): Promise<Buffer> {
    return Buffer.from(await this.pdf.save());
  }
}
