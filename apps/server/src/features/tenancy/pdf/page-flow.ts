// Lays out Roost's own pages top to bottom on A4 and starts a new page when the next line would
// not fit, so a tenancy with many parties or long terms flows onto more pages instead of running
// off the bottom. Rows (a label beside its value) stay on one page when they can.

import { type Color, type PDFDocument, type PDFPage, rgb } from "@cantoo/pdf-lib";
import type { Typeface, Typefaces } from "./fonts.ts";
import { limitLines, wrapText } from "./text-wrap.ts";

const A4: [number, number] = [595.28, 841.89];
/** About 20 mm, a printer's safe margin. */
const MARGIN = 56;
const FOOTER_SIZE = 8;
const LABEL_WIDTH = 130;
const LABEL_GAP = 12;
const LINE_SPACING = 1.35;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);

/** A run of text to lay out; long ones wrap. */
interface Span {
  text: string;
  bold?: boolean;
  /** Points; 10 unless given. */
  size?: number;
  muted?: boolean;
  /** Shrunk to fit on a single line rather than wrapped: a hash that must be read whole. */
  oneLine?: boolean;
  /** Wrapped to at most this many lines, the last ending in an ellipsis. */
  maxLines?: number;
}

interface Line {
  text: string;
  typeface: Typeface;
  size: number;
  color: Color;
  height: number;
}

/** One line of a row: the label's and the value's lines side by side. */
interface Slot {
  label?: Line;
  value?: Line;
  height: number;
}

export class PageFlow {
  readonly pages: PDFPage[] = [];
  private page: PDFPage | undefined;
  private y = 0;
  private readonly width = A4[0] - 2 * MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Typefaces,
    /** Shown at the top of every page after the first. */
    private readonly continuedHeading: string,
  ) {}

  /** Full-width text; `keepWithNext` points of the following content stay on the same page. */
  paragraph(spans: Span[], keepWithNext = 0): void {
    const slots = spans.flatMap((span) => this.lines(span, this.width).map((value) => slotOf({ value })));
    this.place(slots, MARGIN, keepWithNext);
  }

  /** A label in the left column and its value, one span per line or more, on the right. */
  row(label: string, value: Span[]): void {
    const valueWidth = this.width - LABEL_WIDTH - LABEL_GAP;
    const labels = this.lines({ text: label, size: 9, muted: true }, LABEL_WIDTH);
    const values = value.flatMap((span) => this.lines(span, valueWidth));
    const slots = Array.from({ length: Math.max(labels.length, values.length) }, (_, i) =>
      slotOf({ label: labels[i], value: values[i] }),
    );
    this.place(slots, MARGIN + LABEL_WIDTH + LABEL_GAP, 0);
  }

  gap(points: number): void {
    if (this.page) this.y -= points;
  }

  /** A thin line across the column, between blocks that belong apart. */
  rule(): void {
    this.place([{ height: 10 }], MARGIN, 0);
    this.page?.drawLine({
      start: { x: MARGIN, y: this.y + 5 },
      end: { x: MARGIN + this.width, y: this.y + 5 },
      thickness: 0.5,
      color: MUTED,
    });
  }

  /** Writes each page's footer, which names its place among these pages ("page 1 of 2"). */
  finish(footer: (pageNumber: number, pageCount: number) => string): void {
    const { regular } = this.fonts;
    this.pages.forEach((page, index) => {
      const text = regular.printable(footer(index + 1, this.pages.length));
      const textWidth = regular.font.widthOfTextAtSize(text, FOOTER_SIZE);
      page.drawText(text, {
        x: (A4[0] - textWidth) / 2,
        y: MARGIN / 2,
        size: FOOTER_SIZE,
        font: regular.font,
        color: MUTED,
      });
    });
  }

  private lines(span: Span, maxWidth: number): Line[] {
    const typeface = span.bold ? this.fonts.bold : this.fonts.regular;
    const text = typeface.printable(span.text);
    let size = span.size ?? 10;
    const widthOf = (t: string) => typeface.font.widthOfTextAtSize(t, size);
    let texts: string[];
    if (span.oneLine) {
      const singleLine = text.replace(/\n/g, " ");
      size = Math.min(size, (size * maxWidth) / Math.max(widthOf(singleLine), 1));
      texts = [singleLine];
    } else {
      texts = wrapText(text, maxWidth, widthOf);
      if (span.maxLines) texts = limitLines(texts, span.maxLines, maxWidth, widthOf);
    }
    const color = span.muted ? MUTED : INK;
    return texts.map((t) => ({ text: t, typeface, size, color, height: size * LINE_SPACING }));
  }

  /**
   * Draws the slots from the current position. They move to a new page together when they do not
   * fit in what is left of this one but would fit on an empty one; longer runs break between lines.
   */
  private place(slots: Slot[], valueX: number, keepWithNext: number): void {
    const total = slots.reduce((sum, slot) => sum + slot.height, 0) + keepWithNext;
    if (!this.page || (total > this.room() && total <= this.fullRoom())) this.newPage();
    for (const slot of slots) {
      if (slot.height > this.room()) this.newPage();
      if (slot.label) this.draw(slot.label, MARGIN);
      if (slot.value) this.draw(slot.value, valueX);
      this.y -= slot.height;
    }
  }

  private draw(line: Line, x: number): void {
    if (!line.text) return;
    this.page?.drawText(line.text, {
      x,
      y: this.y - line.size,
      size: line.size,
      font: line.typeface.font,
      color: line.color,
    });
  }

  /** Points left above the footer on the current page. */
  private room(): number {
    return this.y - MARGIN;
  }

  private fullRoom(): number {
    return A4[1] - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
    if (this.pages.length > 1) {
      const heading = this.lines(
        { text: this.continuedHeading, bold: true, size: 9, muted: true },
        this.width,
      );
      this.place(
        heading.map((value) => slotOf({ value })),
        MARGIN,
        0,
      );
      this.y -= 8;
    }
  }
}

function slotOf({ label, value }: { label?: Line; value?: Line }): Slot {
  return { label, value, height: Math.max(label?.height ?? 0, value?.height ?? 0) };
}
